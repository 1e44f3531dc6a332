import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { MembershipStatus } from "../../db/generated/prisma/enums.ts";
import type { Viewer } from "../viewer.ts";
import { canDownloadGroupData, canShareGroup, PUBLIC_GROUP_SELECT, viewerGroupsWhere, visibleGroupWhere } from "./access.ts";
import { canAdminGroup, isInsider, standingFromRows, viewerMembershipSelect } from "./standing.ts";
import { groupTabsFor, indexTabFor, type GroupTab } from "./tabs.ts";
import { searchWords, toSearchText } from "../rules/search-text.ts";

const topicOrder: Prisma.TopicOrderByWithRelationInput[] = [{ position: "asc" }, { id: "asc" }];

const seatHolders: MembershipStatus[] = ["ONGOING", "INVITED"];

function detailSelect(viewer: Viewer | null) {
  return {
    id: true,
    name: true,
    description: true,
    shortDescription: true,
    mode: true,
    layout: true,
    keywords: true,
    country: true,
    lat: true,
    lng: true,
    boundingBox: true,
    isPanel: true,
    maxSeats: true,
    recipientType: true,
    requiresRequesterEmail: true,
    requiresRequesterPhone: true,
    acceptsAllSpecialties: true,
    acceptedSpecialtyCodes: true,
    extraPatientFields: true,
    topics: { select: { id: true, label: true, type: true, parentId: true }, orderBy: topicOrder },
    memberships: viewerMembershipSelect(viewer),
    _count: { select: { memberships: { where: { isInsider: true, status: { in: seatHolders } } } } },
  } satisfies Prisma.GroupSelect;
}

export type GroupViewerFacts = { tabs: GroupTab[]; indexTab: GroupTab; canAdmin: boolean; isInsider: boolean; canShare: boolean; canDownloadData: boolean };

/** One group as its page shows it, with the viewer's tabs and capabilities; null when hidden or missing. */
export async function loadGroupDetail(db: Db, viewer: Viewer | null, groupId: number) {
  const row = await db.group.findFirst({ where: { id: groupId, AND: [visibleGroupWhere(viewer)] }, select: detailSelect(viewer) });
  if (!row) return null;
  const standing = standingFromRows(viewer, row.memberships);
  const tabsGroup = { mode: row.mode, isPanel: row.isPanel, hasMeetingTopic: row.topics.some((topic) => topic.type === "MEETING") };
  const facts: GroupViewerFacts = {
    tabs: groupTabsFor(tabsGroup, standing),
    indexTab: indexTabFor(tabsGroup, standing),
    canAdmin: canAdminGroup(standing),
    isInsider: isInsider(standing),
    canShare: canShareGroup(standing),
    canDownloadData: canDownloadGroupData(standing),
  };
  return { row, standing, facts, seatsCount: row._count.memberships };
}

/** How many of the viewer's groups are listed at most, by name (the /group page shows them all). */
export const VIEWER_GROUPS_MAX = 200;

/** The viewer's groups (/group, GET groups): memberships of any status, by name, at most 200; every search word must be in the name. */
export async function listViewerGroups(db: Db, viewer: Viewer | null, search: string | undefined) {
  const words = searchWords(search ?? "");
  const rows = await db.group.findMany({
    where: viewerGroupsWhere(viewer),
    select: { id: true, name: true, shortDescription: true, mode: true, country: true, memberships: viewerMembershipSelect(viewer) },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: VIEWER_GROUPS_MAX,
  });
  return words.length ? rows.filter((row) => words.every((word) => toSearchText(row.name).includes(word))) : rows;
}

/** The group's id when the viewer may see it; null when hidden or missing (they answer alike). */
export async function visibleGroupId(db: Db, viewer: Viewer | null, groupId: number): Promise<number | null> {
  const row = await db.group.findFirst({ where: { id: groupId, AND: [visibleGroupWhere(viewer)] }, select: { id: true } });
  return row?.id ?? null;
}

/** Spec 1 §2 public group page: what anyone, visitors included, sees of a group; null when it does not exist. */
export async function loadPublicGroup(db: Db, groupId: number) {
  return db.group.findUnique({ where: { id: groupId }, select: PUBLIC_GROUP_SELECT });
}
