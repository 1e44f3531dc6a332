import { z } from "zod";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { FEED_DEFAULT_PAGE, FEED_MAX_PAGE, FEEDS } from "../../domain/requests/feed.ts";
import { findReadableRequest, listFeedRequests } from "../../domain/requests/queries.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";
import { requestDetailShape, requestSummaryShape, toRequestDetail, toRequestSummary } from "./request-shape.ts";

export const PAGINATION_HEADER = "X-Pagination";

const listQuery = z.object({
  feed: z.enum(FEEDS),
  limit: z.coerce.number().int().min(1).max(FEED_MAX_PAGE).default(FEED_DEFAULT_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: z.enum(["-last_activity_date"]).default("-last_activity_date").describe("Most recent activity first."),
});

const idParams = z.object({ id: dbIdSchema });

export const requestRoutes = [
  defineRoute({
    method: "GET",
    path: "/requests",
    tag: "requests",
    summary: "A page of the viewer's feed (from:me = sent, to:me = received), most recent activity first.",
    auth: "validated",
    query: listQuery,
    response: z.array(requestSummaryShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const result = await listFeedRequests(context.prisma, viewer, query.feed, { direction: "offset", limit: query.limit, offset: query.offset });
      return {
        body: result.rows.map(toRequestSummary),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: result.totalCount, offset: query.offset, limit: query.limit }) },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/requests/{id}",
    tag: "requests",
    summary: "One request with its messages; 404 when it does not exist or the viewer is not a participant.",
    auth: "validated",
    params: idParams,
    query: z.object({ background: z.string().optional().describe("Accepted for legacy clients; no effect.") }),
    response: requestDetailShape,
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const row = await findReadableRequest(context.prisma, viewer, params.id);
      return row ? { body: toRequestDetail(row) } : restError("not_found", context.locale);
    },
  }),
];
