import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import { searchWords } from "../rules/search-text.ts";
import { idsRoutedFirst } from "../planning/duty-order.ts";
import { requestSummaryInclude } from "../requests/queries.ts";
import type { Viewer } from "../viewer.ts";
import { canSeeGroupRequests, seesOnlyUnattributed, visibleGroupWhere } from "./access.ts";
import { standingFromRows, viewerMembershipSelect } from "./standing.ts";

/** Spec 1 §2 "Requests tab": status values of the group's requests. */
export const GROUP_REQUEST_STATUSES = ["pending", "ongoing", "completed", "all"] as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number];

/** Sub-tabs by mode: recipient groups "not attributed, ongoing, all"; sender groups "ongoing, completed, all". */
export const GROUP_REQUEST_SUBTABS = {
  RECIPIENT: ["pending", "ongoing", "all"],
  SENDER: ["ongoing", "completed", "all"],
} as const satisfies Record<"RECIPIENT" | "SENDER", readonly GroupRequestStatus[]>;

/** Spec 1 §9: members and group requests, 100 a page. */
export const GROUP_REQUESTS_PAGE = 100;

/**
 * The meeting filter (spec 1 §2): none, requests with no meeting, the group's next meeting, or
 * one meeting. Meetings are scheduled in a later issue; until then "next" finds none and a
 * meeting id only matches requests the seed or a partner attached to it.
 */
export const meetingFilterSchema = z.union([z.literal("no_meeting"), z.literal("next"), z.object({ meetingId: dbIdSchema })]);
export type MeetingFilter = z.infer<typeof meetingFilterSchema>;

export const groupRequestsInput = z.object({
  groupId: dbIdSchema,
  status: z.enum(GROUP_REQUEST_STATUSES).optional(),
  search: z.string().max(1000).optional(),
  tagId: dbIdSchema.optional(),
  /** The hierarchy layout's selected category: requests to (recipient) or from (sender) this topic. */
  topicId: dbIdSchema.optional(),
  meeting: meetingFilterSchema.optional(),
  limit: z.number().int().min(1).max(GROUP_REQUESTS_PAGE).default(GROUP_REQUESTS_PAGE),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type GroupRequestsInput = z.input<typeof groupRequestsInput>;

export type GroupRequestsPage = { ids: number[]; totalCount: number; status: GroupRequestStatus; limit: number; offset: number };

type GroupRow = { id: number; mode: "SENDER" | "RECIPIENT"; isPanel: boolean };

/**
 * "Not attributed" (spec 1 §2, recipient groups): a published request to the group whose consult
 * is open, that names no professional of the group, and on which nobody of the recipient side has
 * written yet. Publishing makes the topic's experts participants at once (requests/
 * recipient-participants.ts), so taking part does not mean taking the case: the first published
 * message of a recipient-side participant does. Open consults of one group are few, so the set is
 * read whole; Prisma cannot correlate a message's author with the request's participants.
 */
async function unattributedIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT r."id" FROM "requests" r
    JOIN "consults" c ON c."requestId" = r."id"
    WHERE r."recipientGroupId" = ${groupId} AND r."status" = 'PUBLISHED' AND c."status" = 'OPENED'
      AND r."recipientProfessionalId" IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM "messages" m
        JOIN "participants" p ON p."requestId" = m."requestId" AND p."userId" = m."authorId" AND p."side" = 'RECIPIENT'
        WHERE m."requestId" = r."id" AND m."status" = 'PUBLISHED'
      )`;
  return rows.map((row) => row.id);
}

async function meetingWhere(db: Db, group: GroupRow, filter: MeetingFilter | undefined, now: Date): Promise<Prisma.RequestWhereInput | null> {
  if (filter === undefined) return null;
  if (filter === "no_meeting") return { consultMeetingId: null };
  if (filter === "next") {
    const next = await db.meeting.findFirst({
      where: { topic: { groupId: group.id }, scheduledAt: { gte: now } },
      orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    return { consultMeetingId: next?.id ?? -1 };
  }
  return { consultMeetingId: filter.meetingId, consultMeeting: { topic: { groupId: group.id } } };
}

/** The where of one status; the unattributed set is passed in when the status needs it. */
function statusWhere(status: GroupRequestStatus, unattributed: number[] | null): Prisma.RequestWhereInput {
  switch (status) {
    case "pending":
      return { id: { in: unattributed ?? [] } };
    case "ongoing":
      return { consult: { status: "OPENED" }, ...(unattributed ? { id: { notIn: unattributed } } : {}) };
    case "completed":
      return { consult: { status: "COMPLETED" } };
    case "all":
      return {};
  }
}

/**
 * One page of a group's requests (spec 1 §2 "Requests tab"): received by a recipient group, sent
 * from a sender group; published ones only (drafts are their author's). Insiders and super users
 * only; a hidden or missing group answers not_found, a group the viewer sees without access to
 * its requests forbidden. Newest activity first.
 */
export async function listGroupRequests(db: Db, viewer: Viewer, raw: GroupRequestsInput, now: Date): Promise<GroupRequestsPage> {
  const input = parseInput(groupRequestsInput, raw);
  const row = await db.group.findFirst({
    where: { id: input.groupId, AND: [visibleGroupWhere(viewer)] },
    select: { id: true, mode: true, isPanel: true, memberships: viewerMembershipSelect(viewer) },
  });
  if (!row) throw new DomainError("not_found");
  const standing = standingFromRows(viewer, row.memberships);
  if (!canSeeGroupRequests(standing)) throw new DomainError("forbidden");
  const subTabs: readonly GroupRequestStatus[] = GROUP_REQUEST_SUBTABS[row.mode];
  const onlyUnattributed = row.mode === "RECIPIENT" && seesOnlyUnattributed(row, standing);
  const status: GroupRequestStatus = onlyUnattributed ? "pending" : (input.status ?? subTabs[0] ?? "all");

  const unattributed = row.mode === "RECIPIENT" && (status === "pending" || status === "ongoing") ? await unattributedIds(db, row.id) : null;
  const side: Prisma.RequestWhereInput = row.mode === "RECIPIENT" ? { recipientGroupId: row.id } : { senderGroupId: row.id };
  const and: Prisma.RequestWhereInput[] = [side, { status: { not: "DRAFT" } }, statusWhere(status, unattributed)];
  for (const word of searchWords(input.search ?? "")) and.push({ searchText: { contains: word } });
  if (input.topicId !== undefined) and.push(row.mode === "RECIPIENT" ? { recipientTopicId: input.topicId } : { senderTopicId: input.topicId });
  if (input.tagId !== undefined) and.push({ consult: { tags: { some: { tagId: input.tagId } } } });
  const meeting = await meetingWhere(db, row, input.meeting, now);
  if (meeting) and.push(meeting);
  const where: Prisma.RequestWhereInput = { AND: and };

  // Not attributed: what was routed to the viewer on duty comes first (planning/duty-order.ts).
  const routedFirst = status === "pending" && viewer.professionalId !== null ? viewer.professionalId : null;
  const [ids, totalCount] = await Promise.all([
    routedFirst !== null
      ? idsRoutedFirst(db, where, routedFirst, input.offset, input.limit)
      : db.request.findMany({ where, orderBy: [{ lastActivityDate: "desc" }, { id: "desc" }], skip: input.offset, take: input.limit, select: { id: true } }).then((rows) => rows.map((r) => r.id)),
    db.request.count({ where }),
  ]);
  return { ids, totalCount, status, limit: input.limit, offset: input.offset };
}

/** Re-orders rows fetched by id into the page's order. */
export function inPageOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
}

/** The rows of a page for the REST list, in the page's order, with the viewer's own side and unread mark. */
export async function loadGroupRequestRows(db: Db, viewer: Viewer, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.request.findMany({
    where: { id: { in: ids } },
    include: { ...requestSummaryInclude, participants: { where: { userId: viewer.userId }, select: { side: true, unread: true }, take: 1 } },
  });
  return inPageOrder(ids, rows);
}
