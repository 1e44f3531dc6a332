import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { searchWords } from "../rules/search-text.ts";
import type { Viewer } from "../viewer.ts";
import { visibleGroupWhere } from "./access.ts";
import { readableMembershipWhere } from "./membership-access.ts";
import { capabilitiesSelect } from "./membership-rules.ts";

/** Spec 1 §9 "Members and group requests page size 100". */
export const MEMBERS_PAGE = 100;
/** Spec 1 §9 "members preview 4 before show more". */
export const MEMBERS_PREVIEW = 4;

/**
 * The members tab's two sides (spec 1 §2 "requesters/requested switch when both sides exist"):
 * the requesters from outside (members who are not insiders) and the requested team (insiders).
 */
export type MemberSide = "requesters" | "requested";

export type MembershipFilter = {
  groupId: number;
  side?: MemberSide | undefined;
  /** Every word must match the member's name or registration number, accents and case ignored. */
  search?: string | undefined;
  status?: "APPLYING" | "INVITED" | "ONGOING" | undefined;
  /** Members covering this topic (all_topics or the topic among theirs). */
  topicId?: number | undefined;
  /** Spec 2 §7 "can_participate": ongoing members who may take part in the group's requests. */
  canParticipate?: boolean | undefined;
};

export function membershipListWhere(viewer: Viewer | null, filter: MembershipFilter): Prisma.MembershipWhereInput {
  const and: Prisma.MembershipWhereInput[] = [readableMembershipWhere(viewer), { group: visibleGroupWhere(viewer) }];
  if (filter.side) and.push({ isInsider: filter.side === "requested" });
  if (filter.status) and.push({ status: filter.status });
  if (filter.topicId !== undefined) and.push({ OR: [{ allTopics: true }, { topics: { some: { topicId: filter.topicId } } }] });
  if (filter.canParticipate) and.push({ status: "ONGOING", OR: [{ canReply: true }, { canSupport: true }, { canAdmin: true }] });
  for (const word of searchWords(filter.search ?? "")) and.push({ professional: { searchText: { contains: word } } });
  return { groupId: filter.groupId, AND: and };
}

/** Applications and invitations first (what an admin acts on), then by name. */
export const membershipOrder: Prisma.MembershipOrderByWithRelationInput[] = [
  { status: "asc" },
  { professional: { lastName: "asc" } },
  { professional: { firstName: "asc" } },
  { id: "asc" },
];

/** A page of a group's memberships the viewer may read: their ids in order and the total. */
export async function listGroupMemberships(db: Db, viewer: Viewer | null, filter: MembershipFilter, page: { limit: number; offset: number }): Promise<{ ids: number[]; totalCount: number }> {
  const where = membershipListWhere(viewer, filter);
  const [rows, totalCount] = await Promise.all([
    db.membership.findMany({ where, orderBy: membershipOrder, select: { id: true }, take: Math.min(page.limit, MEMBERS_PAGE), skip: page.offset }),
    db.membership.count({ where }),
  ]);
  return { ids: rows.map((row) => row.id), totalCount };
}

/** A membership as an answer shows it: its capabilities, its topics (in page order) and the member. */
export const membershipRowSelect = {
  id: true,
  groupId: true,
  professionalId: true,
  status: true,
  title: true,
  isInsider: true,
  allTopics: true,
  ...capabilitiesSelect,
  canIntegrateAct: true,
  canIntegrateReport: true,
  createdAt: true,
  topics: { select: { topicId: true, topic: { select: { label: true } } }, orderBy: [{ topic: { position: "asc" } }, { topicId: "asc" }] },
  professional: { select: { id: true, firstName: true, lastName: true, rpps: true, specialtyCode: true, user: { select: { id: true } } } },
} satisfies Prisma.MembershipSelect;

export type MembershipRow = Prisma.MembershipGetPayload<{ select: typeof membershipRowSelect }>;

/**
 * Rows by id, in the order of `ids` (a page's order). The ids come from `listGroupMemberships` or
 * a membership command's outcome, which already applied the viewer's access.
 */
export async function membershipsInOrder(db: Db, ids: number[]): Promise<MembershipRow[]> {
  if (!ids.length) return [];
  const rows = await db.membership.findMany({ where: { id: { in: ids } }, select: membershipRowSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
