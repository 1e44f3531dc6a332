import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/** Professionals of the directory: for validated professionals only. */
export function visibleProfessionalWhere(viewer: Viewer | null): Prisma.ProfessionalWhereInput {
  return isValidatedViewer(viewer) ? {} : NO_ROW;
}

/** Users: the directory for validated professionals; an unvalidated account sees only itself. */
export function visibleUserWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  if (!viewer) return NO_ROW;
  return viewer.validated ? {} : { id: viewer.userId };
}
