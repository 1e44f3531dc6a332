import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import type { GroupStanding } from "../groups/standing.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { canEditMeetings, meetingsGroupFor, readableMeetingWhere } from "./access.ts";
import { createMeetingInput, deleteMeetingInput, meetingShapeError, normalizedMeeting, setMeetingQuorumInput, updateMeetingInput, type MeetingValues } from "./meeting-input.ts";
import { readMeeting, type MeetingView } from "./meeting-read.ts";
import { newVideoRoom, type VideoConfig } from "./video.ts";

/**
 * Spec 1 §5 in full for a meeting of `groupId`: the shape, then the category, a MEETING topic of
 * this group, and internal video only with a configured video service.
 */
async function checkedValues(db: Db, groupId: number, values: MeetingValues, video: VideoConfig) {
  const shape = meetingShapeError(values);
  if (shape) throw new DomainError(shape.code, shape.field);
  const topic = await db.topic.findFirst({ where: { id: values.topicId ?? 0, groupId, type: "MEETING" }, select: { id: true } });
  if (!topic) throw new DomainError("meeting_topic_required", "topicId");
  if (values.videoCallMode === "INTERNAL" && !video.baseUrl) throw new DomainError("meeting_video_not_configured", "videoCallMode");
  return { topicId: topic.id, scheduledAt: values.scheduledAt ?? new Date(0), ...normalizedMeeting(values) };
}

/** The group of a topic (create names its category; the group is the category's). */
async function groupOfMeetingTopic(db: Db, topicId: number | undefined, groupId: number | undefined): Promise<number> {
  if (groupId !== undefined) return groupId;
  const topic = topicId === undefined ? null : await db.topic.findUnique({ where: { id: topicId }, select: { groupId: true } });
  if (!topic) throw new DomainError("meeting_topic_required", "topicId");
  return topic.groupId;
}

function requireEditor(standing: GroupStanding): void {
  if (!canEditMeetings(standing)) throw new DomainError("forbidden");
}

/** The schedule modal's save (spec 1 §2, §5, §6): group administrators only. */
export async function createMeeting(deps: Deps, viewer: Viewer, raw: z.input<typeof createMeetingInput>, video: VideoConfig): Promise<MeetingView> {
  const input = parseInput(createMeetingInput, raw);
  const groupId = await groupOfMeetingTopic(deps.db, input.topicId, input.groupId);
  requireEditor(await meetingsGroupFor(deps.db, viewer, groupId));
  const values = await checkedValues(deps.db, groupId, input, video);
  const created = await deps.db.meeting.create({
    data: { ...values, videoRoom: values.videoCallMode === "INTERNAL" ? newVideoRoom() : null },
    select: { id: true },
  });
  return readMeeting(deps, viewer, created.id);
}

/**
 * A meeting the viewer reads, with their standing in its group; one they may not read answers
 * not_found, one they read but may not edit forbidden.
 */
async function editableMeeting(db: Db, viewer: Viewer, meetingId: number) {
  const row = await db.meeting.findFirst({
    where: { id: meetingId, AND: [readableMeetingWhere(viewer)] },
    select: { id: true, topicId: true, videoRoom: true, topic: { select: { groupId: true } }, _count: { select: { requests: true } } },
  });
  if (!row) throw new DomainError("not_found");
  const standing = await meetingsGroupFor(db, viewer, row.topic.groupId).catch(() => null);
  if (!standing || !canEditMeetings(standing)) throw new DomainError("forbidden");
  return row;
}

/** The edit modal's save: every value replaced; the category frozen while requests are registered (spec 1 §4). */
export async function updateMeeting(deps: Deps, viewer: Viewer, raw: z.input<typeof updateMeetingInput>, video: VideoConfig): Promise<MeetingView> {
  const input = parseInput(updateMeetingInput, raw);
  const row = await editableMeeting(deps.db, viewer, input.meetingId);
  const values = await checkedValues(deps.db, row.topic.groupId, input, video);
  if (values.topicId !== row.topicId && row._count.requests > 0) throw new DomainError("meeting_topic_frozen", "topicId");
  const videoRoom = values.videoCallMode === "INTERNAL" ? (row.videoRoom ?? newVideoRoom()) : row.videoRoom;
  await deps.db.meeting.update({ where: { id: row.id }, data: { ...values, videoRoom } });
  return readMeeting(deps, viewer, row.id);
}

/** Deletes a meeting; refused while requests are registered to it (spec 1 §4, tooltip of §8). */
export async function deleteMeeting(deps: Deps, viewer: Viewer, raw: z.input<typeof deleteMeetingInput>): Promise<{ meetingId: number; groupId: number }> {
  const input = parseInput(deleteMeetingInput, raw);
  const row = await editableMeeting(deps.db, viewer, input.meetingId);
  if (row._count.requests > 0) throw new DomainError("meeting_has_requests");
  // Counted again inside the delete: a request registered meanwhile keeps the meeting.
  const deleted = await deps.db.meeting.deleteMany({ where: { id: row.id, requests: { none: {} } } });
  if (deleted.count === 0) throw new DomainError("meeting_has_requests");
  return { meetingId: row.id, groupId: row.topic.groupId };
}

/** The quorum modal's save: the professionals expected, ongoing members of the meeting's group. */
export async function setMeetingQuorum(deps: Deps, viewer: Viewer, raw: z.input<typeof setMeetingQuorumInput>): Promise<MeetingView> {
  const input = parseInput(setMeetingQuorumInput, raw);
  const row = await editableMeeting(deps.db, viewer, input.meetingId);
  const ids = [...new Set(input.professionalIds)];
  const members = ids.length
    ? await deps.db.membership.count({ where: { groupId: row.topic.groupId, status: "ONGOING", professionalId: { in: ids } } })
    : 0;
  if (members !== ids.length) throw new DomainError("meeting_quorum_invalid", "professionalIds");
  await deps.db.$transaction([
    deps.db.meetingProfessional.deleteMany({ where: { meetingId: row.id } }),
    deps.db.meetingProfessional.createMany({ data: ids.map((professionalId) => ({ meetingId: row.id, professionalId })) }),
  ]);
  return readMeeting(deps, viewer, row.id);
}
