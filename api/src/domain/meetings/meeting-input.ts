import { z } from "zod";
import { dbIdSchema } from "../rules/id.ts";

/** The longest label (the optional name of a meeting). */
export const MEETING_LABEL_MAX = 200;
/** The longest external video link. */
export const MEETING_LINK_MAX = 2000;
/** How many professionals one quorum may name. */
export const MEETING_QUORUM_MAX = 200;

export const VIDEO_CALL_MODES = ["INTERNAL", "EXTERNAL", "NO_VIDEO"] as const;
export type VideoCallMode = (typeof VIDEO_CALL_MODES)[number];

/**
 * The schedule/edit modal's values (spec 1 §2, §5). Category and date are optional here so that a
 * missing one is refused with its own code (meeting_topic_required...), shown under its field.
 */
export const meetingFields = {
  topicId: dbIdSchema.optional(),
  scheduledAt: z.coerce.date().optional(),
  label: z.string().max(MEETING_LABEL_MAX).nullish(),
  videoCallMode: z.enum(VIDEO_CALL_MODES).default("NO_VIDEO"),
  externalVideoLink: z.string().max(MEETING_LINK_MAX).nullish(),
};

export const createMeetingInput = z.object({ groupId: dbIdSchema.optional(), ...meetingFields });
export const updateMeetingInput = z.object({ meetingId: dbIdSchema, ...meetingFields });
export const deleteMeetingInput = z.object({ meetingId: dbIdSchema });
export const setMeetingQuorumInput = z.object({ meetingId: dbIdSchema, professionalIds: z.array(dbIdSchema).max(MEETING_QUORUM_MAX) });

export type MeetingValues = {
  topicId?: number | undefined;
  scheduledAt?: Date | undefined;
  label?: string | null | undefined;
  videoCallMode: VideoCallMode;
  externalVideoLink?: string | null | undefined;
};

export type MeetingShapeError = "meeting_topic_required" | "meeting_date_required" | "meeting_link_invalid";

/** Spec 1 §5 'Veuillez saisir un lien valide.': an absolute http(s) address with a host. */
export function isValidVideoLink(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const url = new URL(link);
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0 && !/\s/.test(link);
}

/**
 * Spec 1 §5, the checks that need no database, first failure with its field: category and
 * date-time required; an external link is a valid http(s) address. The label is trimmed, an empty
 * one is no label; the link is kept for external video only (in person means no video).
 */
export function meetingShapeError(values: MeetingValues): { code: MeetingShapeError; field: string } | null {
  if (values.topicId === undefined) return { code: "meeting_topic_required", field: "topicId" };
  if (!values.scheduledAt || Number.isNaN(values.scheduledAt.getTime())) return { code: "meeting_date_required", field: "scheduledAt" };
  if (values.videoCallMode === "EXTERNAL" && !isValidVideoLink(values.externalVideoLink?.trim() ?? "")) return { code: "meeting_link_invalid", field: "externalVideoLink" };
  return null;
}

/** The values as stored: trimmed label (null when empty), the link only for external video. */
export function normalizedMeeting(values: MeetingValues): { label: string | null; videoCallMode: VideoCallMode; externalVideoLink: string | null } {
  const label = values.label?.trim() ?? "";
  return {
    label: label === "" ? null : label,
    videoCallMode: values.videoCallMode,
    externalVideoLink: values.videoCallMode === "EXTERNAL" ? (values.externalVideoLink?.trim() ?? null) : null,
  };
}
