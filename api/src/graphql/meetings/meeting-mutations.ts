import { encodeGlobalID } from "@pothos/plugin-relay";
import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { readableMeetingWhere } from "../../domain/meetings/access.ts";
import { createMeeting, deleteMeeting, setMeetingQuorum, updateMeeting } from "../../domain/meetings/meeting-commands.ts";
import type { MeetingValues } from "../../domain/meetings/meeting-input.ts";
import { MEETING_QUORUM_MAX } from "../../domain/meetings/meeting-input.ts";
import { meetingVideoRedirect, requestVideoRedirect } from "../../domain/meetings/video-go.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { toDbId } from "../ids.ts";
import { VideoCallModeEnum } from "./meeting.ts";

// Spec 1 §2 schedule/edit and quorum modals, §4-§6 their rules; spec 2 §7 video-call calls.

type GlobalId = { typename: string; id: string };

/** A global id of this type; anything else (another type, malformed) is a row that does not exist. */
function dbIdOf(globalId: GlobalId, typename: string): number {
  const id = globalId.typename === typename ? toDbId(globalId.id) : 0;
  if (id === 0) throw new DomainError("not_found");
  return id;
}

const MeetingInputRef = builder.inputType("MeetingInput", {
  description: "Spec 1 §5 the schedule/edit modal's values: category and date-time required, name optional, video mode (an external link must be a valid http(s) address).",
  fields: (t) => ({
    topicId: t.globalID({ required: false, description: "The category: a meeting topic of the group (meeting_topic_required when missing)." }),
    scheduledAt: t.field({ type: "DateTime", required: false, description: "Date and time (meeting_date_required when missing)." }),
    label: t.string({ required: false, description: "The optional name (at most 200 characters)." }),
    videoCallMode: t.field({ type: VideoCallModeEnum, required: false, description: "Internal (only when the video service is configured), external or in person (default)." }),
    externalVideoLink: t.string({ required: false, description: "The external address (EXTERNAL only; meeting_link_invalid unless a valid http(s) URL)." }),
  }),
});

type MeetingArgs = { topicId?: GlobalId | null; scheduledAt?: Date | null; label?: string | null; videoCallMode?: "INTERNAL" | "EXTERNAL" | "NO_VIDEO" | null; externalVideoLink?: string | null };

function valuesOf(meeting: MeetingArgs): MeetingValues {
  const topicId = meeting.topicId ? (meeting.topicId.typename === "Topic" ? toDbId(meeting.topicId.id) : 0) : undefined;
  if (topicId === 0) throw new DomainError("meeting_topic_required", "topicId");
  return { topicId, scheduledAt: meeting.scheduledAt ?? undefined, label: meeting.label ?? null, videoCallMode: meeting.videoCallMode ?? "NO_VIDEO", externalVideoLink: meeting.externalVideoLink ?? null };
}

const MeetingSavedRef = builder.objectRef<{ meetingId: number }>("MeetingSaved").implement({
  description: "A meeting was saved.",
  fields: (t) => ({
    meeting: t.prismaField({
      type: "Meeting",
      nullable: true,
      description: "The meeting as saved.",
      resolve: (query, saved, _args, context) => context.prisma.meeting.findFirst({ ...query, where: { id: saved.meetingId, AND: [readableMeetingWhere(context.viewer)] } }),
    }),
  }),
});

const MeetingDeletedRef = builder.objectRef<{ meetingId: number }>("MeetingDeleted").implement({
  description: "A meeting was deleted.",
  fields: (t) => ({ deletedMeetingId: t.id({ description: "The deleted meeting's global id.", resolve: (deleted) => encodeGlobalID("Meeting", deleted.meetingId) }) }),
});

const MeetingVideoJoinRef = builder.objectRef<{ redirectUrl: string }>("MeetingVideoJoin").implement({
  description: "Where to send the participant's window: the external link, or the internal room (with its short-lived token).",
  fields: (t) => ({ redirectUrl: t.exposeString("redirectUrl", { description: "The video-call address (spec 2 §7 redirect_url)." }) }),
});

const savedResult = (name: string, description: string) => builder.errorUnion(name, { description, types: [MeetingSavedRef, DomainError], resolveType: () => MeetingSavedRef });
const CreateMeetingResult = savedResult("CreateMeetingResult", "The scheduled meeting, or why it was refused.");
const UpdateMeetingResult = savedResult("UpdateMeetingResult", "The saved meeting, or why it was refused (meeting_topic_frozen while requests are registered).");
const SetMeetingQuorumResult = savedResult("SetMeetingQuorumResult", "The meeting with its quorum, or why it was refused.");
const DeleteMeetingResult = builder.errorUnion("DeleteMeetingResult", {
  description: "The deleted meeting, or why it was refused (meeting_has_requests while requests are registered).",
  types: [MeetingDeletedRef, DomainError],
  resolveType: () => MeetingDeletedRef,
});
const joinResult = (name: string) =>
  builder.errorUnion(name, { description: "The video-call address, or why not (not_found for a non-participant, meeting_no_video, meeting_video_not_configured).", types: [MeetingVideoJoinRef, DomainError], resolveType: () => MeetingVideoJoinRef });
const JoinMeetingVideoResult = joinResult("JoinMeetingVideoResult");
const JoinRequestVideoResult = joinResult("JoinRequestVideoResult");

builder.mutationField("createMeeting", (t) =>
  t.field({
    type: CreateMeetingResult,
    authScopes: { validated: true },
    description: "The schedule modal (spec 1 §2, §5, §6): group administrators schedule a meeting of one of the group's meeting topics; forbidden for others.",
    args: { meeting: t.arg({ type: MeetingInputRef, required: true, description: "The modal's values." }) },
    resolve: async (_root, args, context) => {
      const saved = await createMeeting(domainDeps(context), requireViewer(context.viewer), valuesOf(args.meeting), context.video);
      return { meetingId: saved.id };
    },
  }),
);

builder.mutationField("updateMeeting", (t) =>
  t.field({
    type: UpdateMeetingResult,
    authScopes: { validated: true },
    description: "The edit modal's save: every value replaced and checked as for a new meeting; the category cannot change while requests are registered (spec 1 §4).",
    args: {
      meetingId: t.arg.globalID({ required: true, description: "The meeting." }),
      meeting: t.arg({ type: MeetingInputRef, required: true, description: "The modal's values." }),
    },
    resolve: async (_root, args, context) => {
      const saved = await updateMeeting(domainDeps(context), requireViewer(context.viewer), { meetingId: dbIdOf(args.meetingId, "Meeting"), ...valuesOf(args.meeting) }, context.video);
      return { meetingId: saved.id };
    },
  }),
);

builder.mutationField("deleteMeeting", (t) =>
  t.field({
    type: DeleteMeetingResult,
    authScopes: { validated: true },
    description: "Deletes a meeting (group administrators); refused with meeting_has_requests while requests are registered (spec 1 §4).",
    args: { meetingId: t.arg.globalID({ required: true, description: "The meeting." }) },
    resolve: async (_root, args, context) => deleteMeeting(domainDeps(context), requireViewer(context.viewer), { meetingId: dbIdOf(args.meetingId, "Meeting") }),
  }),
);

builder.mutationField("setMeetingQuorum", (t) =>
  t.field({
    type: SetMeetingQuorumResult,
    authScopes: { validated: true },
    description: "The quorum modal's save: the professionals expected at the meeting, ongoing members of its group (group administrators).",
    args: {
      meetingId: t.arg.globalID({ required: true, description: "The meeting." }),
      professionalIds: t.arg.globalIDList({ required: true, description: `The professionals expected (at most ${MEETING_QUORUM_MAX}).` }),
    },
    resolve: async (_root, args, context) => {
      const professionalIds = args.professionalIds.map((id) => dbIdOf(id, "Professional"));
      const saved = await setMeetingQuorum(domainDeps(context), requireViewer(context.viewer), { meetingId: dbIdOf(args.meetingId, "Meeting"), professionalIds });
      return { meetingId: saved.id };
    },
  }),
);

builder.mutationField("joinMeetingVideo", (t) =>
  t.field({
    type: JoinMeetingVideoResult,
    authScopes: { validated: true },
    description: "Spec 2 §7 meetings/{id}/video-call/go, /meeting/{id}/join: the video address for a participant of the meeting (insiders of its group, its quorum, participants of its requests); not_found for anyone else.",
    args: { meetingId: t.arg.globalID({ required: true, description: "The meeting." }) },
    resolve: async (_root, args, context) => meetingVideoRedirect(domainDeps(context), requireViewer(context.viewer), dbIdOf(args.meetingId, "Meeting"), context.video),
  }),
);

builder.mutationField("joinRequestVideo", (t) =>
  t.field({
    type: JoinRequestVideoResult,
    authScopes: { validated: true },
    description: "Spec 2 §7 requests/{id}/video-call/go: the video address for a participant of the request (its meeting's video, or its topic's own call when has_video_call); not_found for anyone else.",
    args: { requestId: t.arg.globalID({ required: true, description: "The request." }) },
    resolve: async (_root, args, context) => requestVideoRedirect(domainDeps(context), requireViewer(context.viewer), dbIdOf(args.requestId, "Request"), context.video),
  }),
);
