import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";
import { canAdminGroup, isInsider, type GroupStanding } from "./standing.ts";

/**
 * Groups of the directory, in detail (their information tab): every group, for validated
 * professionals only. What lies behind the other tabs is gated by the viewer's standing below.
 */
export function visibleGroupWhere(viewer: Viewer | null): Prisma.GroupWhereInput {
  return isValidatedViewer(viewer) ? {} : NO_ROW;
}

/** Topics of visible groups. */
export function visibleTopicWhere(viewer: Viewer | null): Prisma.TopicWhereInput {
  return isValidatedViewer(viewer) ? { group: visibleGroupWhere(viewer) } : NO_ROW;
}

/** The viewer's own groups (/group): a membership of any status, invitations and applications included. */
export function viewerGroupsWhere(viewer: Viewer | null): Prisma.GroupWhereInput {
  if (!isValidatedViewer(viewer) || viewer.professionalId === null) return NO_ROW;
  return { memberships: { some: { professionalId: viewer.professionalId } } };
}

/**
 * The public page of a group, for visitors (spec 1 §2 "Public group page"): any group, but
 * only the fields of PUBLIC_GROUP_FIELDS are ever read for it.
 */
export const PUBLIC_GROUP_SELECT = {
  id: true,
  name: true,
  shortDescription: true,
  country: true,
  topics: { where: { parentId: null }, select: { id: true, label: true }, orderBy: [{ position: "asc" }, { id: "asc" }] },
} as const satisfies Prisma.GroupSelect;

/** Spec 1 §6: the group's requests are for its insiders and super users. */
export function canSeeGroupRequests(standing: GroupStanding): boolean {
  return standing.isSuper || isInsider(standing);
}

/** Spec 1 §6: panel groups show non-super users their not-attributed requests only. */
export function seesOnlyUnattributed(group: { isPanel: boolean }, standing: GroupStanding): boolean {
  return group.isPanel && !standing.isSuper;
}

/** Spec 1 §6 "Admin: downloads data". */
export function canDownloadGroupData(standing: GroupStanding): boolean {
  return canAdminGroup(standing);
}

/** Spec 1 §6: insiders can share the group (so can super users). */
export function canShareGroup(standing: GroupStanding): boolean {
  return standing.isSuper || isInsider(standing);
}

/** Spec 1 §6: parameters are visible only to super users and ongoing members. */
export function canSeeGroupParameters(standing: GroupStanding): boolean {
  return standing.isSuper || standing.membership?.status === "ONGOING";
}
