import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/** Requests this viewer may read: those where the viewer is a participant, on either side. */
export function readableRequestWhere(viewer: Viewer | null): Prisma.RequestWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { participants: { some: { userId: viewer.userId } } };
}
