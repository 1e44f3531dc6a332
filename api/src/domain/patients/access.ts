import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

/** Patients the viewer may read: of a readable request, or entered by the viewer. */
export function readablePatientWhere(viewer: Viewer | null): Prisma.PatientWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { OR: [{ createdById: viewer.userId }, { requests: { some: readableRequestWhere(viewer) } }] };
}
