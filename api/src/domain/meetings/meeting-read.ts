import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { standingFromRows, viewerMembershipSelect } from "../groups/standing.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canEditMeetings, meetingsGroupFor, readableMeetingWhere } from "./access.ts";
import { startOfToday } from "./meeting-day.ts";
import type { VideoCallMode } from "./meeting-input.ts";

/** Spec 1 §9: the meetings list shows 10 a page; a call may ask up to 50. */
export const MEETINGS_PAGE = 10;
export const MEETINGS_PAGE_MAX = 50;
/** The deepest page one may ask for (a bounded offset). */
export const MEETINGS_PAGE_LAST = 10_000;

export const MEETING_FEEDS = ["upcoming", "past"] as const;
export type MeetingFeed = (typeof MEETING_FEEDS)[number];

export const listMeetingsInput = z.object({
  groupId: dbIdSchema,
  feed: z.enum(MEETING_FEEDS).default("upcoming"),
  topicId: dbIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(MEETINGS_PAGE_LAST).default(1),
  limit: z.coerce.number().int().min(1).max(MEETINGS_PAGE_MAX).default(MEETINGS_PAGE),
});

/** A meeting as the REST calls and the domain's callers see it. */
export type MeetingView = {
  id: number;
  topicId: number;
  topicLabel: string;
  groupId: number;
  scheduledAt: Date;
  label: string | null;
  videoCallMode: VideoCallMode;
  externalVideoLink: string | null;
  requestsCount: number;
  professionals: { id: number; firstName: string; lastName: string }[];
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
};

/** What the edit and delete facts read: the viewer's standing in the meeting's group, and the registered requests. */
export const meetingFactsSelect = (viewer: Viewer | null) =>
  ({
    topic: { select: { groupId: true, group: { select: { memberships: viewerMembershipSelect(viewer) } } } },
    _count: { select: { requests: true } },
  }) satisfies Prisma.MeetingSelect;

type FactsRow = Prisma.MeetingGetPayload<{ select: ReturnType<typeof meetingFactsSelect> }>;

/** Spec 1 §4, §6: admins edit; delete is blocked while requests are registered. */
export function meetingFacts(viewer: Viewer | null, row: FactsRow): { canEdit: boolean; canDelete: boolean } {
  const canEdit = canEditMeetings(standingFromRows(viewer, row.topic.group.memberships));
  return { canEdit, canDelete: canEdit && row._count.requests === 0 };
}

const meetingViewSelect = (viewer: Viewer | null) =>
  ({
    id: true,
    topicId: true,
    scheduledAt: true,
    label: true,
    videoCallMode: true,
    externalVideoLink: true,
    topic: { select: { label: true, groupId: true, group: { select: { memberships: viewerMembershipSelect(viewer) } } } },
    _count: { select: { requests: true } },
    professionals: { select: { professional: { select: { id: true, firstName: true, lastName: true } } }, orderBy: [{ professional: { lastName: "asc" } }, { professionalId: "asc" }] },
  }) satisfies Prisma.MeetingSelect;

type ViewRow = Prisma.MeetingGetPayload<{ select: ReturnType<typeof meetingViewSelect> }>;

function meetingView(viewer: Viewer | null, row: ViewRow): MeetingView {
  const facts = meetingFacts(viewer, row);
  return {
    id: row.id,
    topicId: row.topicId,
    topicLabel: row.topic.label,
    groupId: row.topic.groupId,
    scheduledAt: row.scheduledAt,
    label: row.label,
    videoCallMode: row.videoCallMode,
    externalVideoLink: row.externalVideoLink,
    requestsCount: row._count.requests,
    professionals: row.professionals.map((link) => link.professional),
    viewerCanEdit: facts.canEdit,
    viewerCanDelete: facts.canDelete,
  };
}

/** Meetings by id through the gate, in the given order; those the viewer may not read are left out. */
export async function readMeetings(db: Db, viewer: Viewer | null, ids: number[]): Promise<MeetingView[]> {
  if (!ids.length) return [];
  const rows = await db.meeting.findMany({ where: { id: { in: ids }, AND: [readableMeetingWhere(viewer)] }, select: meetingViewSelect(viewer) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [meetingView(viewer, row)] : [];
  });
}

/** Spec 2 §7 GET meetings/{id}: one meeting; one the viewer may not read answers not_found, as a missing one. */
export async function readMeeting(deps: Deps, viewer: Viewer | null, meetingId: number): Promise<MeetingView> {
  const [view] = await readMeetings(deps.db, viewer, [dbIdSchema.parse(meetingId)]);
  if (!view) throw new DomainError("not_found");
  return view;
}

/** The rows of one feed: upcoming from the start of today, soonest first; past before it, latest first (spec 1 §9). */
export function meetingFeedWhere(groupId: number, feed: MeetingFeed, topicId: number | undefined, now: Date): Prisma.MeetingWhereInput {
  const today = startOfToday(now);
  return {
    topic: { groupId, ...(topicId ? { id: topicId } : {}) },
    scheduledAt: feed === "upcoming" ? { gte: today } : { lt: today },
  };
}

export type MeetingPage = { ids: number[]; totalCount: number; page: number; limit: number; offset: number };

/**
 * Spec 1 §2 meetings tab, spec 2 §7 GET meetings: a page of a group's meetings (upcoming or past,
 * of one category or all). For the group's insiders and super users; anyone else answers
 * not_found, as for a missing group.
 */
export async function listMeetings(deps: Deps, viewer: Viewer | null, raw: z.input<typeof listMeetingsInput>): Promise<MeetingPage> {
  const input = parseInput(listMeetingsInput, raw);
  await meetingsGroupFor(deps.db, viewer, input.groupId);
  const where = meetingFeedWhere(input.groupId, input.feed, input.topicId, deps.now);
  const order = input.feed === "upcoming" ? "asc" : "desc";
  const offset = (input.page - 1) * input.limit;
  const [rows, totalCount] = await Promise.all([
    deps.db.meeting.findMany({ where, select: { id: true }, orderBy: [{ scheduledAt: order }, { id: order }], skip: offset, take: input.limit }),
    deps.db.meeting.count({ where }),
  ]);
  return { ids: rows.map((row) => row.id), totalCount, page: input.page, limit: input.limit, offset };
}

/** The group a topic belongs to (REST GET meetings?topic_id= without group_id); not_found when missing. */
export async function groupOfTopic(db: Db, topicId: number): Promise<number> {
  const topic = await db.topic.findUnique({ where: { id: topicId }, select: { groupId: true } });
  if (!topic) throw new DomainError("not_found");
  return topic.groupId;
}

/**
 * Topic next_meeting (spec 1 §3): the topic's first meeting from now on. Its date is shown to
 * anyone who may address the topic (the meeting-selection step); the meeting itself only through
 * readableMeetingWhere.
 */
export function nextMeetingWhere(topicId: number, now: Date): Prisma.MeetingWhereInput {
  return { topicId, scheduledAt: { gte: now } };
}
