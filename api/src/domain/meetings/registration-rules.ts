import type { MeetingAssignmentMode, TopicType } from "../../db/generated/prisma/enums.ts";
import type { ConsultStanding } from "../consults/capabilities.ts";
import { canSupport } from "../consults/capabilities.ts";
import { DomainError } from "../errors.ts";

/** The request's recipient topic as registration reads it. */
export type RegistrationTopic = { id: number; type: TopicType; meetingAssignmentMode: MeetingAssignmentMode };

/** A meeting as registration reads it. */
export type RegistrationMeeting = { id: number; topicId: number; scheduledAt: Date };

/**
 * Registrable means not started yet: a request is registered to a meeting that is still to
 * come (the meetings tab counts today's earlier meetings as upcoming, but nobody can discuss
 * a request in a meeting that has already begun).
 */
export function isRegistrable(meeting: Pick<RegistrationMeeting, "scheduledAt">, now: Date): boolean {
  return meeting.scheduledAt.getTime() >= now.getTime();
}

/** Why this meeting cannot hold a request to this topic, or null when it can. */
export function meetingRefusal(meeting: RegistrationMeeting, topic: RegistrationTopic | null, now: Date): DomainError | null {
  if (!topic || topic.type !== "MEETING" || meeting.topicId !== topic.id) return new DomainError("meeting_of_other_topic", "meetingId");
  if (!isRegistrable(meeting, now)) return new DomainError("meeting_already_past", "meetingId");
  return null;
}

/** A draft, or a published request whose consult is still opened: afterwards the meeting is history. */
function isOpenForMeeting(s: ConsultStanding): boolean {
  if (s.requestStatus === "DRAFT") return true;
  return s.requestStatus === "PUBLISHED" && (s.consultStatus ?? "OPENED") === "OPENED";
}

/**
 * Spec 2 §6 "Meeting edit: with can_support or can_reply (recipient), or draft/opened sender
 * participation". Only requests to a meeting topic have a meeting. In delegate mode the group
 * decides (spec 1 §3 meeting_assignment_mode), so the sender side does not choose.
 */
export function canEditMeeting(s: ConsultStanding, topic: RegistrationTopic | null): boolean {
  if (!topic || topic.type !== "MEETING" || !isOpenForMeeting(s)) return false;
  if (canSupport(s) || (s.requestStatus === "PUBLISHED" && s.side === "RECIPIENT")) return true;
  return s.side === "SENDER" && topic.meetingAssignmentMode !== "DELEGATE";
}

/**
 * What publishing does with the meeting (spec 2 §4): in manual mode the sender's choice of the
 * meeting-selection step (none is allowed: no meeting may be scheduled yet); in automatic mode
 * the topic's next meeting (none while nothing is scheduled), and the answer says it was
 * automatic so that the editor explains it; in delegate mode none, the group registers it later.
 * A choice outside manual mode is refused rather than silently replaced.
 */
export function publicationMeetingPlan(
  topic: RegistrationTopic | null,
  chosen: number | null | undefined,
): { kind: "none" } | { kind: "chosen"; meetingId: number | null } | { kind: "automatic" } {
  if (!topic || topic.type !== "MEETING") {
    if (chosen != null) throw new DomainError("meeting_of_other_topic", "meetingId");
    return { kind: "none" };
  }
  if (topic.meetingAssignmentMode === "AUTOMATIC") {
    if (chosen != null) throw new DomainError("validation_failed", "meetingId");
    return { kind: "automatic" };
  }
  if (topic.meetingAssignmentMode === "DELEGATE") {
    if (chosen != null) throw new DomainError("meeting_edit_forbidden", "meetingId");
    return { kind: "none" };
  }
  return { kind: "chosen", meetingId: chosen ?? null };
}
