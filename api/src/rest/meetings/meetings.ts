import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { createMeeting, deleteMeeting, setMeetingQuorum, updateMeeting } from "../../domain/meetings/meeting-commands.ts";
import { MEETING_LABEL_MAX, MEETING_LINK_MAX, MEETING_QUORUM_MAX, type MeetingValues } from "../../domain/meetings/meeting-input.ts";
import { groupOfTopic, listMeetings, MEETING_FEEDS, MEETINGS_PAGE, MEETINGS_PAGE_LAST, MEETINGS_PAGE_MAX, readMeeting, readMeetings, type MeetingView } from "../../domain/meetings/meeting-read.ts";
import { meetingVideoRedirect, requestVideoRedirect } from "../../domain/meetings/video-go.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { defineRoute } from "../route.ts";

// Spec 1 §2 meetings tab and modals, §4-§6 their rules; spec 2 §7 meeting calls and video-call calls.

const modes = { internal: "INTERNAL", external: "EXTERNAL", no_video: "NO_VIDEO" } as const;
const modeNames = { INTERNAL: "internal", EXTERNAL: "external", NO_VIDEO: "no_video" } as const;

export const meetingShape = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  topic: z.object({ id: z.number().int(), label: z.string() }),
  group_id: z.number().int(),
  scheduled_at: z.string().describe("When the meeting takes place (ISO 8601)."),
  label: z.string().nullable().describe("The optional name."),
  video_call_mode: z.enum(["internal", "external", "no_video"]),
  external_video_link: z.string().nullable().describe("The external video-call address (external only)."),
  requests_count: z.number().int().describe("Requests registered to the meeting."),
  professionals: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })).describe("The quorum: professionals expected."),
  can_edit: z.boolean().describe("The viewer may edit the meeting and its quorum (group administrators)."),
  can_delete: z.boolean().describe("The viewer may delete it: an editor, and no request registered."),
});

function meetingBody(view: MeetingView): z.infer<typeof meetingShape> {
  return {
    id: view.id,
    topic_id: view.topicId,
    topic: { id: view.topicId, label: view.topicLabel },
    group_id: view.groupId,
    scheduled_at: view.scheduledAt.toISOString(),
    label: view.label,
    video_call_mode: modeNames[view.videoCallMode],
    external_video_link: view.externalVideoLink,
    requests_count: view.requestsCount,
    professionals: view.professionals.map((professional) => ({ id: professional.id, first_name: professional.firstName, last_name: professional.lastName })),
    can_edit: view.viewerCanEdit,
    can_delete: view.viewerCanDelete,
  };
}

const meetingBodyInput = z.object({
  topic_id: dbIdSchema.optional().describe("The category: a meeting topic of the group (required)."),
  scheduled_at: z.string().datetime({ offset: true }).optional().describe("Date and time (ISO 8601, required)."),
  label: z.string().max(MEETING_LABEL_MAX).nullish().describe("The optional name."),
  video_call_mode: z.enum(["internal", "external", "no_video"]).optional().describe("internal (only with a configured video service), external (with external_video_link), no_video (in person, default)."),
  external_video_link: z.string().max(MEETING_LINK_MAX).nullish().describe("A valid http(s) address, for external video."),
});

function valuesOf(body: z.infer<typeof meetingBodyInput>): MeetingValues {
  return {
    topicId: body.topic_id,
    scheduledAt: body.scheduled_at ? new Date(body.scheduled_at) : undefined,
    label: body.label ?? null,
    videoCallMode: modes[body.video_call_mode ?? "no_video"],
    externalVideoLink: body.external_video_link ?? null,
  };
}

const idParams = z.object({ id: dbIdSchema });
const WRITE_ERRORS = ["not_found", "meeting_topic_required", "meeting_date_required", "meeting_link_invalid", "meeting_video_not_configured"] as const;
const redirectShape = z.object({ redirect_url: z.string().describe("Where to send the participant's window: the external link, or the internal room with its short-lived token.") });

export const meetingRoutes = [
  defineRoute({
    method: "GET",
    path: "/meetings",
    operationId: "listMeetings",
    tag: "meetings",
    summary:
      "A group's meetings (group_id, or the group of topic_id), upcoming (from the start of today, soonest first) or past (latest first), 10 a page by default (limit at most 50). For the group's insiders and super users; 404 for anyone else, as for a missing group.",
    auth: "validated",
    query: z.object({
      group_id: dbIdSchema.optional().describe("The group (or give topic_id)."),
      topic_id: dbIdSchema.optional().describe("Only meetings of this category."),
      topic: dbIdSchema.optional().describe("The same as topic_id (the meetings tab's URL name)."),
      feed: z.enum(MEETING_FEEDS).optional().describe("upcoming (default) or past."),
      page: z.coerce.number().int().min(1).max(MEETINGS_PAGE_LAST).optional().describe("The page, from 1."),
      limit: z.coerce.number().int().min(1).max(MEETINGS_PAGE_MAX).optional().describe(`Meetings a page (default ${MEETINGS_PAGE}, at most ${MEETINGS_PAGE_MAX}).`),
    }),
    response: z.array(meetingShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n, "page": n}' },
    handler: async (context, { query }) => {
      const deps = domainDeps(context);
      const topicId = query.topic_id ?? query.topic;
      const groupId = query.group_id ?? (topicId ? await groupOfTopic(deps.db, topicId) : undefined);
      if (groupId === undefined) throw new DomainError("validation_failed", "group_id");
      const page = await listMeetings(deps, context.viewer, { groupId, topicId, feed: query.feed, page: query.page, limit: query.limit });
      const views = await readMeetings(deps.db, context.viewer, page.ids);
      return {
        body: views.map(meetingBody),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: page.totalCount, offset: page.offset, limit: page.limit, page: page.page }) },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/meetings/{id}",
    operationId: "getMeeting",
    tag: "meetings",
    summary: "One meeting, for the insiders of its group, its quorum, participants of its registered requests and super users; 404 for anyone else, as for a missing one.",
    auth: "validated",
    params: idParams,
    response: meetingShape,
    handler: async (context, { params }) => ({ body: meetingBody(await readMeeting(domainDeps(context), context.viewer, params.id)) }),
  }),
  defineRoute({
    method: "POST",
    path: "/meetings",
    operationId: "createMeeting",
    tag: "meetings",
    summary: "Schedules a meeting of a meeting topic (group administrators; 403 for other insiders). Category and date-time required, external link a valid URL, internal video only when configured. Refusals carry messageDetails.",
    auth: "validated",
    messageDetails: true,
    errors: [...WRITE_ERRORS],
    body: meetingBodyInput,
    response: meetingShape,
    handler: async (context, { body }) => {
      const view = await createMeeting(domainDeps(context), requireViewer(context.viewer), valuesOf(body), context.video);
      return { status: 201, body: meetingBody(view) };
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/meetings/{id}",
    operationId: "updateMeeting",
    tag: "meetings",
    summary: "Saves a meeting (group administrators): every value replaced; the category cannot change while requests are registered (409 meeting_topic_frozen). Refusals carry messageDetails.",
    auth: "validated",
    messageDetails: true,
    errors: [...WRITE_ERRORS, "meeting_topic_frozen"],
    params: idParams,
    body: meetingBodyInput,
    response: meetingShape,
    handler: async (context, { params, body }) => ({
      body: meetingBody(await updateMeeting(domainDeps(context), requireViewer(context.viewer), { meetingId: params.id, ...valuesOf(body) }, context.video)),
    }),
  }),
  defineRoute({
    method: "DELETE",
    path: "/meetings/{id}",
    operationId: "deleteMeeting",
    tag: "meetings",
    summary: "Deletes a meeting (group administrators); 409 meeting_has_requests while requests are registered to it. Refusals carry messageDetails.",
    auth: "validated",
    messageDetails: true,
    errors: ["not_found", "meeting_has_requests"],
    params: idParams,
    response: z.null(),
    handler: async (context, { params }) => {
      await deleteMeeting(domainDeps(context), requireViewer(context.viewer), { meetingId: params.id });
      return { status: 204 };
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/meetings/{id}/professionals",
    operationId: "setMeetingQuorum",
    tag: "meetings",
    summary: "Sets the quorum, the professionals expected at the meeting: ongoing members of its group (group administrators). Refusals carry messageDetails.",
    auth: "validated",
    messageDetails: true,
    errors: ["not_found", "meeting_quorum_invalid"],
    params: idParams,
    body: z.object({ professional_ids: z.array(dbIdSchema).max(MEETING_QUORUM_MAX).describe("The professionals expected.") }),
    response: meetingShape,
    handler: async (context, { params, body }) => ({
      body: meetingBody(await setMeetingQuorum(domainDeps(context), requireViewer(context.viewer), { meetingId: params.id, professionalIds: body.professional_ids })),
    }),
  }),
  defineRoute({
    method: "POST",
    path: "/meetings/{id}/video-call/go",
    operationId: "goMeetingVideoCall",
    tag: "meetings",
    summary:
      "Where a participant of the meeting (insiders of its group, its quorum, participants of its requests) joins its video call: the external link or the internal room. 404 for anyone else, as for a missing meeting; 422 meeting_no_video without video.",
    auth: "validated",
    errors: ["not_found", "meeting_no_video", "meeting_video_not_configured"],
    params: idParams,
    response: redirectShape,
    handler: async (context, { params }) => {
      const { redirectUrl } = await meetingVideoRedirect(domainDeps(context), requireViewer(context.viewer), params.id, context.video);
      return { body: { redirect_url: redirectUrl } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/requests/{id}/video-call/go",
    operationId: "goRequestVideoCall",
    tag: "meetings",
    summary:
      "Where a participant of the request joins its video call: its meeting's video when registered to one with video, else its own room when its topic has_video_call. 404 for anyone else, as for a missing request; 422 meeting_no_video without video.",
    auth: "validated",
    errors: ["not_found", "meeting_no_video", "meeting_video_not_configured"],
    params: idParams,
    response: redirectShape,
    handler: async (context, { params }) => {
      const { redirectUrl } = await requestVideoRedirect(domainDeps(context), requireViewer(context.viewer), params.id, context.video);
      return { body: { redirect_url: redirectUrl } };
    },
  }),
];
