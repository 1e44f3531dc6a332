import { z } from "zod";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { FEED_DEFAULT_PAGE, FEED_FILTERS, FEED_MAX_PAGE, FEEDS, type Feed, type FeedSelection } from "../../domain/requests/feed.ts";
import { findRequestDetail, listFeedRequests, listSamePatientRequests, SAME_PATIENT_MAX } from "../../domain/requests/queries.ts";
import { searchWords } from "../../domain/rules/search-text.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { restError } from "../errors.ts";
import { defineRoute, type RestContext } from "../route.ts";
import { requestDetailShape, requestSummaryShape, toRequestDetail, toRequestSummary } from "./request-shape.ts";

export const PAGINATION_HEADER = "X-Pagination";

const sorts = { last_activity_date: "asc", "-last_activity_date": "desc" } as const;
const requestStatuses = { draft: "DRAFT", published: "PUBLISHED", cancelled: "CANCELLED" } as const;
const caseStatuses = { opened: "OPENED", completed: "COMPLETED", cancelled: "CANCELLED" } as const;

// Spec 2 §7 GET requests: a feed page, or the history of one patient (same_patient_as).
const listQuery = z
  .object({
    feed: z.enum(FEEDS).optional().describe("Required unless same_patient_as is given."),
    limit: z.coerce.number().int().min(1).max(FEED_MAX_PAGE).default(FEED_DEFAULT_PAGE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    filter: z.enum(FEED_FILTERS).optional(),
    search: z.string().max(1000).optional().describe("Every word must match, accents and case ignored: patient name, description, form, recipient, messages."),
    sort: z
      .enum(["last_activity_date", "-last_activity_date", "-published_at"])
      .optional()
      .describe("Feeds: -last_activity_date (default) or last_activity_date. same_patient_as: -published_at (the only order)."),
    topic_id: dbIdSchema.optional().describe("Only requests to this topic."),
    consult_meeting_id: dbIdSchema.optional().describe("Only requests assigned to this meeting."),
    status: z.enum(["draft", "published", "cancelled"]).optional().describe("The request's status."),
    case_status: z.enum(["opened", "completed", "cancelled"]).optional().describe("The consult's status."),
    same_patient_as: dbIdSchema.optional().describe("The viewer's readable published requests about the patient of this request (itself left out), at most 5."),
  })
  .superRefine((query, context) => {
    if (query.same_patient_as === undefined && query.feed === undefined) context.addIssue({ code: "custom", path: ["feed"], message: "feed is required" });
    if (query.same_patient_as === undefined && query.sort === "-published_at") context.addIssue({ code: "custom", path: ["sort"], message: "-published_at goes with same_patient_as" });
    if (query.same_patient_as !== undefined && query.sort !== undefined && query.sort !== "-published_at") context.addIssue({ code: "custom", path: ["sort"], message: "same_patient_as is sorted by -published_at" });
  });

type ListQuery = z.infer<typeof listQuery>;

function selectionOf(query: ListQuery & { feed: Feed }): FeedSelection {
  return {
    feed: query.feed,
    filter: query.filter ?? null,
    words: searchWords(query.search ?? ""),
    sort: sorts[query.sort === "last_activity_date" ? "last_activity_date" : "-last_activity_date"],
    topicId: query.topic_id,
    consultMeetingId: query.consult_meeting_id,
    status: query.status ? requestStatuses[query.status] : undefined,
    caseStatus: query.case_status ? caseStatuses[query.case_status] : undefined,
  };
}

async function listRequests(context: RestContext, viewer: Viewer, query: ListQuery) {
  if (query.same_patient_as !== undefined) {
    // Spec 2 §7: the history is read with limit 5, offset 0; one page of at most 5.
    const rows = query.offset > 0 ? [] : await listSamePatientRequests(context.prisma, viewer, query.same_patient_as, Math.min(query.limit, SAME_PATIENT_MAX));
    return { rows, totalCount: rows.length };
  }
  if (!query.feed) return { rows: [], totalCount: 0 };
  return listFeedRequests(context.prisma, viewer, selectionOf({ ...query, feed: query.feed }), { direction: "offset", limit: query.limit, offset: query.offset });
}

const idParams = z.object({ id: dbIdSchema });

export const requestRoutes = [
  defineRoute({
    method: "GET",
    path: "/requests",
    operationId: "listRequests",
    tag: "requests",
    summary:
      "One page of the viewer's request feed. Feed from:me = sent, to:me = received; filtered, searched and sorted by last activity (newest first by default); or, with same_patient_as, the 5 latest requests about the same patient.",
    auth: "validated",
    query: listQuery,
    response: z.array(requestSummaryShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const result = await listRequests(context, viewer, query);
      for (const row of result.rows) context.trail.read({ type: "request", id: row.id, requestId: row.id });
      return {
        body: result.rows.map((row) => toRequestSummary(row, context.locale)),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: result.totalCount, offset: query.offset, limit: query.limit }) },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/requests/{id}",
    operationId: "getRequest",
    tag: "requests",
    summary: "One request with its messages; 404 when it does not exist or the viewer is not a participant.",
    auth: "validated",
    params: idParams,
    query: z.object({ background: z.string().optional().describe("Accepted for legacy clients; no effect.") }),
    response: requestDetailShape,
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const row = await findRequestDetail(context.prisma, viewer, params.id);
      if (row) context.trail.read({ type: "request", id: params.id, requestId: params.id });
      return row ? { body: toRequestDetail(row, context.locale) } : restError("not_found", context.locale);
    },
  }),
];
