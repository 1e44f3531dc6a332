import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { loadStanding } from "../consults/standing.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { announceRequestChange } from "../requests/request-events.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canEditMeeting, meetingRefusal, publicationMeetingPlan, type RegistrationTopic } from "./registration-rules.ts";

type Tx = Prisma.TransactionClient;

const topicSelect = { id: true, type: true, meetingAssignmentMode: true } satisfies Prisma.TopicSelect;

/** How many upcoming meetings the meeting picker offers (a topic meets weekly at most, in practice). */
export const REGISTRABLE_MEETINGS_LIMIT = 20;

async function topicOfRequest(db: Db | Tx, requestId: number): Promise<RegistrationTopic | null> {
  const row = await db.request.findUnique({ where: { id: requestId }, select: { recipientTopic: { select: topicSelect } } });
  return row?.recipientTopic ?? null;
}

/** The request's meeting rights for this viewer; a request they may not read fails like a missing one. */
async function meetingRights(db: Db | Tx, viewer: Viewer, requestId: number): Promise<{ topic: RegistrationTopic | null; allowed: boolean }> {
  const { standing } = await loadStanding(db, viewer, requestId);
  const topic = await topicOfRequest(db, requestId);
  return { topic, allowed: canEditMeeting(standing, topic) };
}

export type ViewerMeetingRights = { topic: RegistrationTopic | null; allowed: boolean };

/**
 * The viewer's meeting rights on a request, as the request's fields read them (`canEditMeeting`,
 * `registrableMeetings`): not allowed, never an error, for a request the viewer cannot read.
 */
export async function viewerMeetingRights(db: Db, viewer: Viewer | null, requestId: number): Promise<ViewerMeetingRights> {
  if (!viewer) return { topic: null, allowed: false };
  try {
    return await meetingRights(db, viewer, requestId);
  } catch (error: unknown) {
    if (error instanceof DomainError && error.code === "not_found") return { topic: null, allowed: false };
    throw error;
  }
}

/** The meeting a request may be registered to, checked against its topic and the time; a missing one is not_found. */
async function checkedMeeting(db: Db | Tx, topic: RegistrationTopic | null, meetingId: number, now: Date): Promise<number> {
  const meeting = await db.meeting.findUnique({ where: { id: meetingId }, select: { id: true, topicId: true, scheduledAt: true } });
  if (!meeting) throw new DomainError("not_found", "meetingId");
  const refused = meetingRefusal(meeting, topic, now);
  if (refused) throw refused;
  return meeting.id;
}

/** Request.consultMeetingId and Consult.meetingId always name the same meeting: both are written here, in the caller's transaction. */
async function writeMeeting(tx: Tx, requestId: number, meetingId: number | null): Promise<void> {
  await tx.request.update({ where: { id: requestId }, data: { consultMeetingId: meetingId } });
  await tx.consult.updateMany({ where: { requestId }, data: { meetingId } });
}

export const setRequestMeetingInput = z.object({ requestId: dbIdSchema, meetingId: dbIdSchema.nullable() });
export type SetRequestMeetingInput = z.input<typeof setRequestMeetingInput>;

/**
 * Registers a request to a meeting of its topic, moves it to another one, or (meetingId null)
 * takes it out of its meeting (spec 2 §3 consult_meeting_id, §6 meeting edit). The meeting is
 * one of the request's topic that has not started yet.
 */
export async function setRequestMeeting(deps: Deps, viewer: Viewer, raw: SetRequestMeetingInput): Promise<{ requestId: number; meetingId: number | null; draft: boolean }> {
  const input = parseInput(setRequestMeetingInput, raw);
  const draft = await deps.db.$transaction(async (tx) => {
    const meetingId = await checkRequestMeeting(tx, viewer, input, deps.now);
    await writeMeeting(tx, input.requestId, meetingId);
    return (await tx.request.findUniqueOrThrow({ where: { id: input.requestId }, select: { status: true } })).status === "DRAFT";
  });
  await announceRequestChange(deps, input.requestId, "consult", []);
  return { requestId: input.requestId, meetingId: input.meetingId, draft };
}

/** The checks of setRequestMeeting alone, for a command that checks every part before writing any (PUT consults/{id}). */
export async function checkRequestMeeting(db: Db | Tx, viewer: Viewer, input: { requestId: number; meetingId: number | null }, now: Date): Promise<number | null> {
  const { topic, allowed } = await meetingRights(db, viewer, input.requestId);
  if (!allowed) throw new DomainError("meeting_edit_forbidden");
  return input.meetingId === null ? null : checkedMeeting(db, topic, input.meetingId, now);
}

/** What publication decided: the meeting the request is registered to, and whether the topic's automatic mode chose it. */
export type PublicationMeeting = { meetingId: number | null; automatic: boolean };

/**
 * Called inside the publication's transaction, after the consult row exists (spec 2 §4): see
 * publicationMeetingPlan. `chosen` undefined keeps what the draft holds (re-checked: the
 * meeting may have started since); null publishes without a meeting.
 */
export async function registerAtPublication(tx: Tx, requestId: number, chosen: number | null | undefined, now: Date): Promise<PublicationMeeting> {
  const row = await tx.request.findUniqueOrThrow({ where: { id: requestId }, select: { consultMeetingId: true, recipientTopic: { select: topicSelect } } });
  const topic = row.recipientTopic;
  const plan = publicationMeetingPlan(topic, chosen);
  let meetingId: number | null = null;
  if (plan.kind === "automatic" && topic) {
    const next = await tx.meeting.findFirst({ where: { topicId: topic.id, scheduledAt: { gte: now } }, orderBy: [{ scheduledAt: "asc" }, { id: "asc" }], select: { id: true } });
    meetingId = next?.id ?? null;
  } else if (plan.kind === "chosen") {
    const wanted = chosen === undefined ? row.consultMeetingId : plan.meetingId;
    meetingId = wanted === null ? null : await checkedMeeting(tx, topic, wanted, now);
  }
  if (meetingId !== null || row.consultMeetingId !== null) await writeMeeting(tx, requestId, meetingId);
  return { meetingId, automatic: plan.kind === "automatic" && meetingId !== null };
}

const meetingChoiceSelect = { id: true, scheduledAt: true, label: true, videoCallMode: true } satisfies Prisma.MeetingSelect;

/**
 * What the meeting picker shows of a meeting: when, its name and how it is attended. Those who
 * may register the request see this of the topic's upcoming meetings even when they may not read
 * the meetings themselves (a requester outside the group: the meetings gate, access.ts, opens a
 * meeting to them once their request is registered to it).
 */
export type MeetingChoice = Prisma.MeetingGetPayload<{ select: typeof meetingChoiceSelect }>;

/**
 * The meeting picker's choices for a request (spec 1 §2 "meeting picker"): the upcoming meetings
 * of its topic, soonest first, for a viewer who may edit its meeting (their rights, read once by
 * viewerMeetingRights); nothing for anyone else.
 */
export async function registrableMeetings(db: Db, rights: ViewerMeetingRights, now: Date): Promise<MeetingChoice[]> {
  if (!rights.allowed || !rights.topic) return [];
  return db.meeting.findMany({
    where: { topicId: rights.topic.id, scheduledAt: { gte: now } },
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
    take: REGISTRABLE_MEETINGS_LIMIT,
    select: meetingChoiceSelect,
  });
}
