import { queryFromInfo } from "@pothos/plugin-prisma";
import { GraphQLError } from "graphql";
import { VideoCallMode } from "../../db/generated/prisma/enums.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { readableMeetingWhere } from "../../domain/meetings/access.ts";
import { listMeetings, MEETINGS_PAGE, MEETINGS_PAGE_MAX, meetingFacts, meetingFactsSelect, type MeetingFeed } from "../../domain/meetings/meeting-read.ts";
import { builder } from "../builder.ts";
import { ProfessionalRef } from "../directory/user.ts";
import { GroupRef, TopicRef } from "../groups/group.ts";
import { toDbId } from "../ids.ts";
import { offsetCursor, offsetPageInfo } from "../offset-page.ts";

// Spec 1 §2 meetings tab, §3 Meeting and Topic next_meeting, §6 who edits; spec 2 §7 GET meetings.

export const VideoCallModeEnum = builder.enumType("VideoCallMode", {
  description: "How a meeting is attended (spec 1 §3 video_call_mode).",
  values: {
    INTERNAL: { value: VideoCallMode.INTERNAL, description: "A room of the platform's video service (Jitsi Meet), joined through /meeting/{id}/join." },
    EXTERNAL: { value: VideoCallMode.EXTERNAL, description: "An external video-call address (externalVideoLink)." },
    NO_VIDEO: { value: VideoCallMode.NO_VIDEO, description: "In person: no video." },
  } as const,
});

export const MeetingFeedEnum = builder.enumType("MeetingFeed", {
  description: "Spec 1 §9: upcoming meetings start from today (the start of today), past ones are before today.",
  values: {
    UPCOMING: { value: "upcoming", description: "From the start of today on, soonest first." },
    PAST: { value: "past", description: "Before today, latest first." },
  } as const,
});

export const MeetingRef = builder.prismaNode("Meeting", {
  id: { field: "id" },
  description:
    "Spec 1 §3 Meeting: a (multidisciplinary) meeting of a meeting topic. Read by the group's insiders, its quorum, participants of its registered requests and super users; anyone else reads null, as for a missing one.",
  select: { id: true },
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableMeetingWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The meeting's id (the REST id, /meeting/{id}/join)." }),
    topic: t.relation("topic", { description: "The meeting's category (a meeting topic of the group)." }),
    scheduledAt: t.expose("scheduledAt", { type: "DateTime", description: "When the meeting takes place." }),
    label: t.exposeString("label", { nullable: true, description: "The meeting's optional name." }),
    videoCallMode: t.expose("videoCallMode", { type: VideoCallModeEnum, description: "Internal video, an external link, or in person." }),
    externalVideoLink: t.exposeString("externalVideoLink", {
      nullable: true,
      description: "The external video-call address (EXTERNAL only); shown only to those who read the meeting, who may join it.",
    }),
    requestsCount: t.relationCount("requests", { description: "Requests registered to the meeting (spec 1 §3 requests_count)." }),
    professionals: t.field({
      type: [ProfessionalRef],
      description: "The quorum: the professionals expected at the meeting, by last name.",
      select: (_args, _context, nestedSelection) => ({
        professionals: { select: { professional: nestedSelection({ select: { id: true } }) }, orderBy: [{ professional: { lastName: "asc" } }, { professionalId: "asc" }] },
      }),
      resolve: (row) => row.professionals.map((link) => link.professional),
    }),
    viewerCanEdit: t.boolean({
      description: "Spec 1 §6: the viewer may edit the meeting, its quorum and schedule meetings in its group (group administrators, super users).",
      select: (_args, context) => meetingFactsSelect(context.viewer),
      resolve: (row, _args, context) => meetingFacts(context.viewer, row).canEdit,
    }),
    viewerCanDelete: t.boolean({
      description: "Spec 1 §4: the viewer may delete the meeting: an editor, and no request is registered (else the tooltip explains why).",
      select: (_args, context) => meetingFactsSelect(context.viewer),
      resolve: (row, _args, context) => meetingFacts(context.viewer, row).canDelete,
    }),
  }),
});

const meetingOrder = [{ scheduledAt: "asc" as const }, { id: "asc" as const }];

builder.prismaObjectFields(TopicRef, (t) => ({
  hasVideoCall: t.exposeBoolean("hasVideoCall", { description: "Spec 1 §3 has_video_call: requests to the topic offer a video call to their participants." }),
  nextMeeting: t.field({
    type: MeetingRef,
    nullable: true,
    description: "Spec 1 §3 next_meeting: the topic's first meeting from now on, when the viewer may read it (insiders, quorum); null otherwise.",
    select: (_args, context, nestedSelection) => ({
      meetings: nestedSelection({ where: { scheduledAt: { gte: context.now() }, AND: [readableMeetingWhere(context.viewer)] }, orderBy: meetingOrder, take: 1 }),
    }),
    resolve: (topic) => topic.meetings[0] ?? null,
  }),
  nextMeetingScheduledAt: t.field({
    type: "DateTime",
    nullable: true,
    description: "Spec 1 §3 next_meeting.scheduled_at: when the topic's next meeting takes place, for anyone who sees the topic (the meeting-selection step of a request).",
    select: (_args, context) => ({ meetings: { where: { scheduledAt: { gte: context.now() } }, select: { scheduledAt: true }, orderBy: meetingOrder, take: 1 } }),
    resolve: (topic) => topic.meetings[0]?.scheduledAt ?? null,
  }),
}));

/** A page cursor is the offset of the edge, so the 10-a-page list can jump to a page as REST does. */
const cursorOf = (offset: number) => offsetCursor("offset", offset);

builder.prismaObjectFields(GroupRef, (t) => ({
  internalVideoAvailable: t.boolean({
    description: "Internal video (the platform's Jitsi Meet) can be chosen for meetings: the service is configured (VIDEO_BASE_URL).",
    resolve: (_group, _args, context) => context.video.baseUrl !== undefined,
  }),
  meetings: t.connection(
    {
      type: MeetingRef,
      description:
        "Spec 1 §2 meetings tab, §9: the group's meetings, upcoming (from the start of today, soonest first) or past (latest first), 10 a page by default (first at most 50). For insiders and super users; empty for anyone else.",
      args: {
        feed: t.arg({ type: MeetingFeedEnum, description: "Upcoming (default) or past." }),
        topicId: t.arg.int({ description: "Only meetings of this category (a topic id of the group)." }),
        page: t.arg.int({ description: "The page, from 1 (default 1), of `first` meetings each." }),
      },
      resolve: async (group, args, context, info) => {
        const empty = { totalCount: 0, page: 1, edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
        if (args.last != null || args.before != null || args.after != null) throw invalidArgument("after", context.locale);
        const limit = args.first ?? MEETINGS_PAGE;
        if (limit < 1 || limit > MEETINGS_PAGE_MAX) throw invalidArgument("first", context.locale);
        const feed: MeetingFeed = args.feed ?? "upcoming";
        const page = await listMeetings(domainDeps(context), context.viewer, { groupId: group.id, feed, topicId: args.topicId ?? undefined, page: args.page ?? 1, limit }).catch((error: unknown) => {
          if (error instanceof DomainError && error.code === "not_found") return null;
          if (error instanceof DomainError) throw new GraphQLError(errorMessage(error.code, context.locale), { extensions: { code: error.code, field: error.field } });
          throw error;
        });
        if (!page) return empty;
        const rows = page.ids.length
          ? await context.prisma.meeting.findMany({ ...queryFromInfo({ context, info, typeName: "Meeting", path: ["edges", "node"] }), where: { id: { in: page.ids }, AND: [readableMeetingWhere(context.viewer)] } })
          : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const edges = page.ids.flatMap((id, index) => {
          const node = byId.get(id);
          return node ? [{ cursor: cursorOf(page.offset + index), node }] : [];
        });
        return {
          totalCount: page.totalCount,
          page: page.page,
          edges,
          pageInfo: offsetPageInfo({ offset: page.offset, listed: page.ids.length, totalCount: page.totalCount }, edges),
        };
      },
    },
    {
      name: "GroupMeetingsConnection",
      description: "A page of a group's meetings.",
      fields: (c) => ({
        totalCount: c.int({ description: "Meetings of the feed and category, all pages.", resolve: (connection) => connection.totalCount }),
        page: c.int({ description: "The page listed, from 1.", resolve: (connection) => connection.page }),
      }),
    },
    { name: "GroupMeetingsEdge", description: "A meeting of a group." },
  ),
}));

function invalidArgument(field: string, locale: Parameters<typeof errorMessage>[1]): GraphQLError {
  return new GraphQLError(errorMessage("validation_failed", locale), { extensions: { code: "validation_failed", field } });
}
