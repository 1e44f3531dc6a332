import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/** Groups of the directory: for validated professionals only (their details come with issue 10). */
export function visibleGroupWhere(viewer: Viewer | null): Prisma.GroupWhereInput {
  return isValidatedViewer(viewer) ? {} : NO_ROW;
}

/** Topics of visible groups. */
export function visibleTopicWhere(viewer: Viewer | null): Prisma.TopicWhereInput {
  return isValidatedViewer(viewer) ? { group: visibleGroupWhere(viewer) } : NO_ROW;
}
