import type { Prisma } from "../../db/generated/prisma/client.ts";
import { NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Settings are their owner's alone (spec 2 §6: only the viewer on their own profile), validated or
 * not, super users included: another account's settings answer exactly as a missing one.
 */
export function ownSettingsWhere(viewer: Viewer | null, userId: number): Prisma.UserWhereInput {
  return viewer !== null && viewer.userId === userId ? { id: userId } : NO_ROW;
}

/** Whether the viewer may read the settings of this account (the GraphQL field on any User). */
export function canReadSettings(viewer: Viewer | null, userId: number): boolean {
  return viewer !== null && viewer.userId === userId;
}
