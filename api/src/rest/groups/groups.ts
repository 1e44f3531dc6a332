import { z } from "zod";
import { defaultExportRange, exportGroupData } from "../../domain/groups/group-export.ts";
import { loadGroupDetail, listViewerGroups } from "../../domain/groups/group-details.ts";
import { GROUP_REQUEST_STATUSES, GROUP_REQUESTS_PAGE, listGroupRequests, loadGroupRequestRows } from "../../domain/groups/group-requests.ts";
import { GROUP_TABS } from "../../domain/groups/tabs.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { contentDisposition } from "../files/content-disposition.ts";
import { toReadableStream } from "../files/readable-stream.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { requestSummaryShape, toRequestSummary } from "../requests/request-shape.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "Other": the group calls of the group page (list, details, requests, data download).

const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

const groupSummaryShape = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string().nullable(),
  mode: z.enum(["sender", "recipient"]),
  country: z.enum(["FR", "BE", "DE"]),
  membership_status: z.enum(["applying", "invited", "ongoing"]).nullable().describe("The viewer's membership."),
});

const topicShape = z.object({ id: z.number().int(), label: z.string(), type: z.enum(["te", "meeting"]), parent_id: z.number().int().nullable() });

const groupDetailShape = groupSummaryShape.extend({
  description: z.string().nullable(),
  layout: z.enum(["map", "cpts", "hierarchy", "default"]),
  keywords: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  bounding_box: z.array(z.number()).nullable().describe("[west, south, east, north] in degrees."),
  is_panel: z.boolean(),
  seats_count: z.number().int().describe("Ongoing and invited insiders."),
  max_seats: z.number().int().nullable(),
  recipient_type: z.enum(["professional", "group"]).nullable(),
  requires_requester_email: z.boolean(),
  requires_requester_phone: z.boolean(),
  accepts_all_specialties: z.boolean(),
  accepted_specialty_codes: z.array(z.string()),
  extra_patient_fields: z.array(z.enum(["caisse", "centre", "phone", "email", "address", "birth_place"])),
  topics: z.array(topicShape),
  tabs: z.array(z.enum(GROUP_TABS)).describe("The tabs the viewer has, in display order (spec 1 §2, §6)."),
  index_tab: z.enum(GROUP_TABS),
  can_admin: z.boolean(),
  is_insider: z.boolean(),
  can_share: z.boolean(),
  can_download_data: z.boolean(),
});

const idParams = z.object({ id: dbIdSchema });

const requestsQuery = z.object({
  status: z.enum(GROUP_REQUEST_STATUSES).optional().describe("pending (not attributed), ongoing, completed or all; default: the first sub-tab of the group's mode."),
  search: z.string().max(1000).optional().describe("Every word must match, accents and case ignored."),
  tag_id: dbIdSchema.optional().describe("Only consults with this tag of the group."),
  topic_id: dbIdSchema.optional().describe("Only requests to (recipient groups) or from (sender groups) this topic."),
  meeting: z.enum(["no_meeting", "next"]).optional().describe("Requests with no meeting, or of the group's next meeting."),
  meeting_id: dbIdSchema.optional().describe("Only requests assigned to this meeting of the group."),
  limit: z.coerce.number().int().min(1).max(GROUP_REQUESTS_PAGE).default(GROUP_REQUESTS_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const exportQuery = z.object({
  from: z.string().max(10).optional().describe("First day, YYYY-MM-DD (default: one month ago)."),
  to: z.string().max(10).optional().describe("Last day, YYYY-MM-DD, not before from (default: today)."),
});

export const groupRoutes = [
  defineRoute({
    method: "GET",
    path: "/groups",
    operationId: "listGroups",
    tag: "groups",
    summary: "The viewer's groups: every group where the viewer is a member, invited or applying, by name (at most 200).",
    auth: "validated",
    query: z.object({ search: z.string().max(200).optional().describe("Words that must all be in the group's name.") }),
    response: z.array(groupSummaryShape),
    handler: async (context, { query }) => {
      const rows = await listViewerGroups(context.prisma, context.viewer, query.search);
      return {
        body: rows.map((row) => ({
          id: row.id,
          name: row.name,
          short_description: row.shortDescription,
          mode: lower(row.mode),
          country: row.country,
          membership_status: row.memberships[0] ? lower(row.memberships[0].status) : null,
        })),
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/groups/{id}",
    operationId: "getGroup",
    tag: "groups",
    summary: "One group with its topics and the viewer's tabs and capabilities; 404 when it does not exist.",
    auth: "validated",
    params: idParams,
    response: groupDetailShape,
    handler: async (context, { params }) => {
      const detail = await loadGroupDetail(context.prisma, context.viewer, params.id);
      if (!detail) return restError("not_found", context.locale);
      const { row, facts, standing } = detail;
      return {
        body: {
          id: row.id,
          name: row.name,
          short_description: row.shortDescription,
          mode: lower(row.mode),
          country: row.country,
          membership_status: standing.membership ? lower(standing.membership.status) : null,
          description: row.description,
          layout: lower(row.layout),
          keywords: row.keywords,
          lat: row.lat,
          lng: row.lng,
          bounding_box: row.boundingBox.length === 4 ? row.boundingBox : null,
          is_panel: row.isPanel,
          seats_count: detail.seatsCount,
          max_seats: row.maxSeats,
          recipient_type: row.recipientType ? lower(row.recipientType) : null,
          requires_requester_email: row.requiresRequesterEmail,
          requires_requester_phone: row.requiresRequesterPhone,
          accepts_all_specialties: row.acceptsAllSpecialties,
          accepted_specialty_codes: row.acceptedSpecialtyCodes,
          extra_patient_fields: row.extraPatientFields.map(lower),
          topics: row.topics.map((topic) => ({ id: topic.id, label: topic.label, type: lower(topic.type), parent_id: topic.parentId })),
          tabs: facts.tabs,
          index_tab: facts.indexTab,
          can_admin: facts.canAdmin,
          is_insider: facts.isInsider,
          can_share: facts.canShare,
          can_download_data: facts.canDownloadData,
        },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/groups/{id}/requests",
    operationId: "listGroupRequests",
    tag: "groups",
    summary:
      "A page of the group's published requests (spec 1 §2 requests tab), newest activity first: insiders and super users only (403 otherwise, 404 for an unknown group). Panel groups show non-super users pending only.",
    auth: "validated",
    params: idParams,
    query: requestsQuery,
    response: z.array(requestSummaryShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { params, query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const meeting = query.meeting_id !== undefined ? { meetingId: query.meeting_id } : query.meeting;
      const page = await listGroupRequests(
        context.prisma,
        viewer,
        { groupId: params.id, status: query.status, search: query.search, tagId: query.tag_id, topicId: query.topic_id, meeting, limit: query.limit, offset: query.offset },
        context.now(),
      );
      const rows = await loadGroupRequestRows(context.prisma, viewer, page.ids);
      // Summaries name the patient and give the description: reads of each request (access trail).
      for (const row of rows) context.trail.read({ type: "request", id: row.id, requestId: row.id });
      return {
        body: rows.map((row) => toRequestSummary(row, context.locale)),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: page.totalCount, offset: page.offset, limit: page.limit }) },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/groups/{id}/export.csv",
    operationId: "downloadGroupData",
    tag: "groups",
    summary:
      "Spec 1 §6 data download for group administrators: the group's requests published in [from, to] as CSV (UTF-8, comma-separated, streamed), no patient identity. 422 date_range_invalid when to is before from.",
    auth: "validated",
    params: idParams,
    query: exportQuery,
    response: z.string().describe("text/csv"),
    handler: async (context, { params, query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const defaults = defaultExportRange(context.now());
      const data = await exportGroupData(context.prisma, viewer, { groupId: params.id, from: query.from ?? defaults.from, to: query.to ?? defaults.to });
      const encoder = new TextEncoder();
      async function* bytes() {
        for await (const line of data.lines) yield encoder.encode(line);
      }
      return {
        stream: toReadableStream(bytes()),
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": contentDisposition("attachment", `${data.groupName}-${data.from}-${data.to}.csv`),
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
        },
      };
    },
  }),
];
