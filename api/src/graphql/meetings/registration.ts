import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { findReadableMeeting } from "../../domain/meetings/access.ts";
import { registrableMeetings, REGISTRABLE_MEETINGS_LIMIT, setRequestMeeting, viewerMeetingRights, type MeetingChoice, type ViewerMeetingRights } from "../../domain/meetings/registration.ts";
import type { CallContext } from "../../call/call-context.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result union below lists by its class.
import "../domain-error.ts";
import { toDbId } from "../ids.ts";
import { RequestRef } from "../requests/request.ts";
import { MeetingRef, VideoCallModeEnum } from "./meeting.ts";
import { TopicRef } from "../groups/group.ts";
import { MeetingAssignmentMode } from "../../db/generated/prisma/enums.ts";

// Spec 2 §3 consult_meeting_id, §6 meeting edit: registering a request to a meeting of its
// meeting topic. The rules live in domain/meetings/registration*.ts.

/** A global id of this type as a database id; anything else is 0, which the command refuses as not found. */
function dbIdOf(globalId: { typename: string; id: string }, typename: string): number {
  return globalId.typename === typename ? toDbId(globalId.id) : 0;
}

// canEditMeeting and registrableMeetings both need the viewer's rights, and GraphQL resolves them
// side by side: the two share one read while it is in flight. It is forgotten once answered, since
// a subscription's context lives on and must not serve a later event from an older answer.
const rightsInFlight = new WeakMap<CallContext, Map<number, Promise<ViewerMeetingRights>>>();
function meetingRightsOf(context: CallContext, requestId: number): Promise<ViewerMeetingRights> {
  let byRequest = rightsInFlight.get(context);
  if (!byRequest) rightsInFlight.set(context, (byRequest = new Map()));
  const inFlight = byRequest.get(requestId);
  if (inFlight) return inFlight;
  const rights = viewerMeetingRights(context.prisma, context.viewer, requestId).finally(() => byRequest.delete(requestId));
  byRequest.set(requestId, rights);
  return rights;
}

builder.prismaObjectFields(RequestRef, (t) => ({
  canEditMeeting: t.boolean({
    description:
      "Spec 2 §6 meeting edit: the viewer may register this request to a meeting of its meeting topic or move it (the group's support, the recipient side, or the sender of a draft or opened request outside delegate mode).",
    // Only a meeting topic's requests have a meeting: the others answer from the page's own row.
    select: { id: true, recipientTopic: { select: { type: true } } },
    resolve: async (request, _args, context) => (request.recipientTopic?.type === "MEETING" ? (await meetingRightsOf(context, request.id)).allowed : false),
  }),
}));

const RequestMeetingSet = builder.objectRef<{ requestId: number }>("RequestMeetingSet").implement({
  description: "The request after its meeting changed.",
  fields: (t) => ({
    request: t.prismaField({
      type: RequestRef,
      nullable: true,
      description: "The request, with its consultMeeting.",
      resolve: (query, changed, _args, context) => findReadableRequest(context.prisma, context.viewer, changed.requestId, query),
    }),
  }),
});

const SetRequestMeetingInput = builder.inputType("SetRequestMeetingInput", {
  description: "A request and the meeting to register it to (none: take it out of its meeting).",
  fields: (t) => ({
    requestId: t.globalID({ required: true, description: "The request (its global id)." }),
    meetingId: t.globalID({ required: false, description: "An upcoming meeting of the request's meeting topic; null or absent: no meeting." }),
  }),
});

builder.mutationField("setRequestMeeting", (t) =>
  t.field({
    type: builder.errorUnion("SetRequestMeetingResult", {
      description: "The request, or a DomainError: meeting_edit_forbidden, meeting_of_other_topic, meeting_already_past, not_found.",
      types: [RequestMeetingSet, DomainError],
      resolveType: () => RequestMeetingSet,
    }),
    authScopes: { validated: true },
    description: "Registers a request to an upcoming meeting of its meeting topic, moves it to another, or takes it out (meetingId null). Spec 2 §6 meeting edit rights.",
    args: { input: t.arg({ type: SetRequestMeetingInput, required: true, description: "The request and its meeting." }) },
    resolve: async (_root, { input }, context) =>
      setRequestMeeting(domainDeps(context), requireViewer(context.viewer), {
        requestId: dbIdOf(input.requestId, "Request"),
        meetingId: input.meetingId ? dbIdOf(input.meetingId, "Meeting") : null,
      }),
  }),
);

const MeetingChoiceRef = builder.objectRef<MeetingChoice>("MeetingChoice").implement({
  description:
    "A meeting the request may be registered to, as the meeting picker shows it (spec 1 §2): offered to whoever may edit the request's meeting, including a requester who does not read the group's meetings.",
  fields: (t) => ({
    id: t.id({ description: "The meeting's global id (setRequestMeeting, publishRequest's meetingId).", resolve: (meeting) => encodeGlobalID("Meeting", meeting.id) }),
    databaseId: t.exposeInt("id", { description: "The meeting's id (REST consult_meeting_id)." }),
    scheduledAt: t.expose("scheduledAt", { type: "DateTime", description: "When the meeting takes place." }),
    label: t.exposeString("label", { nullable: true, description: "The meeting's optional name." }),
    videoCallMode: t.expose("videoCallMode", { type: VideoCallModeEnum, description: "Internal video, an external link, or in person." }),
  }),
});

builder.prismaObjectFields(RequestRef, (t) => ({
  consultMeeting: t.field({
    type: MeetingRef,
    nullable: true,
    description: "Spec 2 §3 consult_meeting_id: the meeting the request is registered to (through the meetings gate: its participants read it).",
    // A to-one relation takes no filter in a nested select: the meeting is loaded through the gate.
    select: { consultMeetingId: true },
    // Loaded with the fields the caller selected: Pothos would otherwise read the meeting again for them.
    resolve: (request, _args, context, info) =>
      request.consultMeetingId === null ? null : findReadableMeeting(context.prisma, context.viewer, request.consultMeetingId, queryFromInfo({ context, info, typeName: "Meeting" })),
  }),
  registrableMeetings: t.field({
    type: [MeetingChoiceRef],
    description: `The meeting picker's choices: the upcoming meetings of the request's meeting topic, soonest first (at most ${REGISTRABLE_MEETINGS_LIMIT}), for a viewer who may edit its meeting (canEditMeeting); empty otherwise.`,
    select: { id: true, recipientTopic: { select: { type: true } } },
    resolve: async (request, _args, context) => (request.recipientTopic?.type === "MEETING" ? registrableMeetings(context.prisma, await meetingRightsOf(context, request.id), context.now()) : []),
  }),
}));

builder.prismaObjectFields("Consult", (t) => ({
  meeting: t.field({
    type: MeetingRef,
    nullable: true,
    description: "Spec 2 §3 Consult meeting: the meeting the consult is discussed in (the request's consultMeeting; through the meetings gate).",
    select: { meetingId: true },
    resolve: (consult, _args, context, info) =>
      consult.meetingId === null ? null : findReadableMeeting(context.prisma, context.viewer, consult.meetingId, queryFromInfo({ context, info, typeName: "Meeting" })),
  }),
}));

const MeetingAssignmentModeEnum = builder.enumType("MeetingAssignmentMode", {
  description: "Spec 1 §3 meeting_assignment_mode: how a request to a meeting topic finds its meeting.",
  values: {
    MANUAL: { value: MeetingAssignmentMode.MANUAL, description: "The requester chooses the meeting when sending (the meeting-selection step)." },
    AUTOMATIC: { value: MeetingAssignmentMode.AUTOMATIC, description: "The topic's next meeting is assigned when the request is sent." },
    DELEGATE: { value: MeetingAssignmentMode.DELEGATE, description: "The group registers the request to a meeting itself." },
  } as const,
});

builder.prismaObjectFields(TopicRef, (t) => ({
  meetingAssignmentMode: t.expose("meetingAssignmentMode", { type: MeetingAssignmentModeEnum, description: "Spec 1 §3: how requests to this meeting topic are registered to a meeting (irrelevant to tele-expertise topics)." }),
}));
