import { requireViewer } from "../../domain/access.ts";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { GraphQLError } from "graphql";
import type { CallContext } from "../../call/call-context.ts";
import { canDownloadGroupData, canSeeGroupParameters, canShareGroup } from "../../domain/groups/access.ts";
import { listViewerGroups, loadPublicGroup, VIEWER_GROUPS_MAX } from "../../domain/groups/group-details.ts";
import { exportGroupData } from "../../domain/groups/group-export.ts";
import { GROUP_REQUEST_SUBTABS, GROUP_REQUESTS_PAGE, listGroupRequests, loadGroupRequestRows, type GroupRequestStatus, type MeetingFilter } from "../../domain/groups/group-requests.ts";
import { joinableRequestIds } from "../../domain/consults/participations.ts";
import { findReadableRequests } from "../../domain/requests/gate.ts";
import { canAdminGroup, isInsider, standingFromRows, viewerMembershipSelect, type GroupStanding } from "../../domain/groups/standing.ts";
import { GROUP_TABS, groupTabsFor, indexTabFor, type GroupForTabs } from "../../domain/groups/tabs.ts";
import { DomainError } from "../../domain/errors.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { CountryEnum } from "../enums.ts";
import { toDbId } from "../ids.ts";
import { PartyTypeEnum } from "../requests/recipients.ts";
import { GroupRequestSummaryRef, type GroupRequestSummary } from "./group-request-summary.ts";
import { GroupRef } from "./group.ts";
import { inIdOrder, offsetConnection, offsetCursor, offsetPageInfo } from "../offset-page.ts";

// Spec 1 §2 "Group details", §6: what the viewer may do in a group, its tabs, its requests, the
// data download, the viewer's own groups (/group) and the public page of a group.

export const GroupTabEnum = builder.enumType("GroupTab", {
  description: "A tab of the group page (its URL segment in lower case).",
  values: Object.fromEntries(GROUP_TABS.map((tab) => [tab.toUpperCase(), { value: tab, description: `The ${tab} tab.` }])) as {
    [K in (typeof GROUP_TABS)[number] as Uppercase<K>]: { value: K; description: string };
  },
});

export const GroupRequestStatusEnum = builder.enumType("GroupRequestStatus", {
  description: "Spec 1 §2 requests sub-tabs of a group.",
  values: {
    PENDING: { value: "pending", description: "Not attributed: open, naming no expert, and no recipient-side participant has written yet (recipient groups)." },
    ONGOING: { value: "ongoing", description: "Open consults (in recipient groups: those some expert has taken up)." },
    COMPLETED: { value: "completed", description: "Completed consults." },
    ALL: { value: "all", description: "Every published request, cancelled ones included." },
  } as const,
});

export const GroupRequestMeetingFilterEnum = builder.enumType("GroupRequestMeetingFilter", {
  description: "The meeting filter of the requests tab (a chosen meeting is given by meetingId instead).",
  values: {
    NO_MEETING: { value: "no_meeting", description: "Requests assigned to no meeting." },
    NEXT: { value: "next", description: "Requests assigned to the group's next meeting (none while no meeting is scheduled)." },
  } as const,
});

const standingSelect = (viewer: Viewer | null) => ({ memberships: viewerMembershipSelect(viewer) });
const tabsSelect = (viewer: Viewer | null) => ({
  mode: true,
  isPanel: true,
  memberships: viewerMembershipSelect(viewer),
  topics: { where: { type: "MEETING" as const }, select: { id: true }, take: 1 },
});

type StandingRow = { memberships: Parameters<typeof standingFromRows>[1] };

function standingOf(row: StandingRow, context: CallContext): GroupStanding {
  return standingFromRows(context.viewer, row.memberships);
}

function tabsGroupOf(row: { mode: "SENDER" | "RECIPIENT"; isPanel: boolean; topics: { id: number }[] }): GroupForTabs {
  return { mode: row.mode, isPanel: row.isPanel, hasMeetingTopic: row.topics.length > 0 };
}

function invalidArgument(field: string, context: CallContext): GraphQLError {
  return new GraphQLError(errorMessage("validation_failed", context.locale), { extensions: { code: "validation_failed", field } });
}

/** A page cursor is the offset of the edge, so the 100-a-page list can jump as REST does. */
const cursorOf = (offset: number) => offsetCursor("offset", offset);
function offsetOf(cursor: string): number | null {
  const match = /^offset:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}

const GroupTagRef = builder.objectRef<{ id: number; label: string }>("GroupTag").implement({
  description: "A tag of a group, set on its consults.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The tag's id (the tagId filter)." }),
    label: t.exposeString("label", { description: "The tag's label." }),
  }),
});

builder.prismaObjectFields(GroupRef, (t) => ({
  recipientType: t.expose("recipientType", { type: PartyTypeEnum, nullable: true, description: "Who answers requests sent from this group: a professional or a group." }),
  tabs: t.field({
    type: [GroupTabEnum],
    description: "Spec 1 §2, §6: the tabs the viewer has, in display order (recipient or sender mode, insider, panel, super user).",
    select: (_args, context) => tabsSelect(context.viewer),
    resolve: (row, _args, context) => groupTabsFor(tabsGroupOf(row), standingOf(row, context)),
  }),
  indexTab: t.field({
    type: GroupTabEnum,
    description: "Where /group/{id} leads: requests for insiders and super users, otherwise info.",
    select: (_args, context) => tabsSelect(context.viewer),
    resolve: (row, _args, context) => indexTabFor(tabsGroupOf(row), standingOf(row, context)),
  }),
  requestSubTabs: t.field({
    type: [GroupRequestStatusEnum],
    description: "The sub-tabs of the requests tab for the viewer: recipient groups pending, ongoing, all; sender groups ongoing, completed, all; panel groups pending only, except for super users.",
    select: (_args, context) => ({ mode: true, isPanel: true, ...standingSelect(context.viewer) }),
    resolve: (row, _args, context): GroupRequestStatus[] => {
      const standing = standingOf(row, context);
      if (row.mode === "RECIPIENT" && row.isPanel && !standing.isSuper) return ["pending"];
      return [...GROUP_REQUEST_SUBTABS[row.mode]];
    },
  }),
  viewerCanAdmin: t.boolean({
    description: "The viewer administers the group (ongoing can_admin, or super user): members, settings, data download.",
    select: (_args, context) => standingSelect(context.viewer),
    resolve: (row, _args, context) => canAdminGroup(standingOf(row, context)),
  }),
  viewerIsInsider: t.boolean({
    description: "The viewer is an ongoing insider of the group.",
    select: (_args, context) => standingSelect(context.viewer),
    resolve: (row, _args, context) => isInsider(standingOf(row, context)),
  }),
  viewerCanShare: t.boolean({
    description: "Spec 1 §6: insiders (and super users) can share the group.",
    select: (_args, context) => standingSelect(context.viewer),
    resolve: (row, _args, context) => canShareGroup(standingOf(row, context)),
  }),
  viewerCanDownloadData: t.boolean({
    description: "Spec 1 §6: the viewer may download the group's data (administrators).",
    select: (_args, context) => standingSelect(context.viewer),
    resolve: (row, _args, context) => canDownloadGroupData(standingOf(row, context)),
  }),
  viewerCanSeeParameters: t.boolean({
    description: "Spec 1 §6: parameters are visible to super users and ongoing members only.",
    select: (_args, context) => standingSelect(context.viewer),
    resolve: (row, _args, context) => canSeeGroupParameters(standingOf(row, context)),
  }),
  tags: t.field({
    type: [GroupTagRef],
    description: "The group's tags, for the requests tab's tag filter (insiders and super users; empty for others).",
    select: (_args, context) => ({ ...standingSelect(context.viewer), tags: { select: { id: true, label: true }, orderBy: { label: "asc" }, take: 500 } }),
    resolve: (row, _args, context) => {
      const standing = standingOf(row, context);
      return standing.isSuper || isInsider(standing) ? row.tags : [];
    },
  }),
  requests: t.connection(
    {
      type: GroupRequestSummaryRef,
      description: "Spec 1 §2 requests tab: the group's published requests, newest activity first, 100 a page. Insiders and super users only (forbidden otherwise).",
      args: {
        status: t.arg({ type: GroupRequestStatusEnum, description: "The sub-tab; by default the first of requestSubTabs. Panel groups show non-super users pending only." }),
        search: t.arg.string({ description: "Words that must all appear (accents and case ignored): patient, description, recipient, messages." }),
        tagId: t.arg.int({ description: "Only consults with this tag (a tag id of the group)." }),
        topicId: t.arg.int({ description: "Only requests to (recipient groups) or from (sender groups) this topic: the hierarchy layout's category." }),
        meeting: t.arg({ type: GroupRequestMeetingFilterEnum, description: "No meeting, or the next meeting." }),
        meetingId: t.arg.int({ description: "Only requests assigned to this meeting of the group." }),
      },
      resolve: async (group, args, context, info) => {
        const viewer = requireViewer(context.viewer);
        if (args.last != null || args.before != null) throw invalidArgument("last", context);
        const offset = args.after ? offsetOf(args.after) : 0;
        if (offset === null) throw invalidArgument("after", context);
        const first = args.first ?? GROUP_REQUESTS_PAGE;
        if (first < 1 || first > GROUP_REQUESTS_PAGE) throw invalidArgument("first", context);
        const meeting: MeetingFilter | undefined = args.meetingId != null ? { meetingId: args.meetingId } : (args.meeting ?? undefined);
        const page = await listGroupRequests(
          context.prisma,
          viewer,
          { groupId: group.id, status: args.status ?? undefined, search: args.search ?? undefined, tagId: args.tagId ?? undefined, topicId: args.topicId ?? undefined, meeting, limit: first, offset: args.after ? offset + 1 : 0 },
          context.now(),
        ).catch((error: unknown) => {
          if (error instanceof DomainError) throw new GraphQLError(errorMessage(error.code, context.locale), { extensions: { code: error.code, field: error.field } });
          throw error;
        });
        // Every row is the tab's summary; the whole request comes only through the requests
        // area's gate (issue 17 H1: an insider who takes no part reads the summary alone).
        const [rows, readable, joinable] = page.ids.length
          ? await Promise.all([
              loadGroupRequestRows(context.prisma, viewer, page.ids),
              findReadableRequests(context.prisma, viewer, { id: { in: page.ids } }, queryFromInfo({ context, info, typeName: "Request", path: ["edges", "node", "request"] })),
              joinableRequestIds(context.prisma, viewer, page.ids),
            ])
          : [[], [], new Set<number>()];
        const readableById = new Map(readable.map((row) => [row.id, row]));
        // Summaries name the patient and give the description: reads of each request (access trail), as REST records them.
        for (const row of rows) context.trail.read({ type: "request", id: row.id, requestId: row.id });
        const edges = rows.map((row, index) => ({
          cursor: cursorOf(page.offset + index),
          node: { ...row, readable: readableById.get(row.id) ?? null, joinable: joinable.has(row.id) } satisfies GroupRequestSummary,
        }));
        return {
          totalCount: page.totalCount,
          status: page.status,
          edges,
          pageInfo: offsetPageInfo({ offset: page.offset, listed: page.ids.length, totalCount: page.totalCount }, edges),
        };
      },
    },
    {
      name: "GroupRequestsConnection",
      description: "A page of a group's requests.",
      fields: (c) => ({
        totalCount: c.int({ description: "Requests of the sub-tab with this search and filters.", resolve: (connection) => connection.totalCount }),
        status: c.field({ type: GroupRequestStatusEnum, description: "The sub-tab actually listed (panel groups force pending).", resolve: (connection) => connection.status }),
      }),
    },
    { name: "GroupRequestsEdge", description: "A request of a group." },
  ),
}));

builder.queryField("groups", (t) =>
  t.connection(
    {
      type: GroupRef,
      authScopes: { validated: true },
      description: `The viewer's groups (/group): every group where the viewer has a membership, invited and applying included, by name (at most ${VIEWER_GROUPS_MAX} in all, all in one page unless \`first\` or \`last\` says otherwise).`,
      args: { search: t.arg.string({ description: "Words that must all appear in the group's name (accents and case ignored)." }) },
      resolve: async (_root, args, context, info) => {
        const ids = (await listViewerGroups(context.prisma, context.viewer, args.search ?? undefined)).map((row) => row.id);
        return offsetConnection(
          "groups",
          args,
          { defaultSize: VIEWER_GROUPS_MAX, maxSize: VIEWER_GROUPS_MAX },
          {
            count: () => Promise.resolve(ids.length),
            rows: async ({ offset, limit }) => {
              const page = ids.slice(offset, offset + limit);
              const rows = page.length ? await context.prisma.group.findMany({ ...queryFromInfo({ context, info, path: ["edges", "node"] }), where: { id: { in: page } } }) : [];
              return inIdOrder(page, rows);
            },
          },
        );
      },
    },
    {
      name: "GroupsConnection",
      description: "A page of the viewer's groups.",
      fields: (c) => ({ totalCount: c.int({ description: "The viewer's groups matching the search, all pages together.", resolve: (connection) => connection.totalCount }) }),
    },
    { name: "GroupsEdge", description: "A group of the viewer." },
  ),
);

type PublicGroup = { id: number; name: string; shortDescription: string | null; country: "FR" | "BE" | "DE"; topics: { id: number; label: string }[] };

const PublicGroupRef = builder.objectRef<PublicGroup>("PublicGroup").implement({
  description: "What a visitor sees of a group (spec 1 §2 public group page): its name, one-line description, country and topic labels; nothing about members or requests.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The group's id (/group/{id})." }),
    name: t.exposeString("name", { description: "The group's name." }),
    shortDescription: t.exposeString("shortDescription", { nullable: true, description: "One line about the group." }),
    country: t.field({ type: CountryEnum, description: "Country the group works in.", resolve: (group) => group.country }),
    topicLabels: t.stringList({ description: "Labels of its top-level topics, in page order.", resolve: (group) => group.topics.map((topic) => topic.label) }),
  }),
});

builder.queryField("publicGroup", (t) =>
  t.field({
    type: PublicGroupRef,
    nullable: true,
    authScopes: { public: true },
    description: "The public page of a group, for anyone (visitors included); null when it does not exist.",
    args: { databaseId: t.arg.int({ required: true, description: "The group's id." }) },
    resolve: async (_root, args, context) => {
      const id = toDbId(args.databaseId);
      if (id === 0) return null;
      return loadPublicGroup(context.prisma, id);
    },
  }),
);

const GroupDataExportRef = builder.objectRef<{ path: string; from: string; to: string }>("GroupDataExport").implement({
  description: "Spec 1 §5 data download, checked: the CSV is streamed by the REST route at `path`.",
  fields: (t) => ({
    path: t.exposeString("path", { description: "Where to GET the CSV (same-origin, cookie session)." }),
    from: t.exposeString("from", { description: "First day, YYYY-MM-DD." }),
    to: t.exposeString("to", { description: "Last day, YYYY-MM-DD." }),
  }),
});

const GroupDataExportResult = builder.errorUnion("GroupDataExportResult", {
  description: "The checked download, or why not (not_found, forbidden, validation_failed, date_range_invalid).",
  types: [GroupDataExportRef, DomainError],
  resolveType: () => GroupDataExportRef,
});

builder.queryField("groupDataExport", (t) =>
  t.field({
    type: GroupDataExportResult,
    authScopes: { validated: true },
    description: "Spec 1 §6 data download for group administrators: checks the range (from and to required, to not before from) and answers where to download the CSV.",
    args: {
      groupId: t.arg.globalID({ required: true, description: "The group." }),
      from: t.arg({ type: "Date", required: true, description: "First day (YYYY-MM-DD)." }),
      to: t.arg({ type: "Date", required: true, description: "Last day (YYYY-MM-DD), not before from." }),
    },
    resolve: async (_root, args, context) => {
      const groupId = args.groupId.typename === "Group" ? toDbId(args.groupId.id) : 0;
      if (groupId === 0) throw new DomainError("not_found");
      const from = args.from.toISOString().slice(0, 10);
      const to = args.to.toISOString().slice(0, 10);
      // Checks only: the lines are read when the REST route streams them.
      await exportGroupData(context.prisma, requireViewer(context.viewer), { groupId, from, to });
      return { path: `/api/v1/groups/${groupId}/export.csv?${new URLSearchParams({ from, to })}`, from, to };
    },
  }),
);

