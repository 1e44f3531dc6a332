import { GraphQLError } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import {
  FEED_DEFAULT_PAGE,
  canFilterBillable,
  decodeFeedCursor,
  encodeFeedCursor,
  inFeedOrder,
  isInactive,
  type FeedKey,
  type FeedSelection,
  type FeedWindow,
} from "../../domain/requests/feed.ts";
import { isFeedRowSelection, readSelectedFeedRows, type SelectedFeedRow } from "../../domain/requests/feed-rows.ts";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { readFeed, SAME_PATIENT_MAX, samePatientIdentitySelect, samePatientWhere } from "../../domain/requests/queries.ts";
import { searchWords } from "../../domain/rules/search-text.ts";
import { USER_OF_ACT_SELECT } from "../../domain/billing/consult-act.ts";
import { builder } from "../builder.ts";
import { markSelectionLoaded } from "../loaded-rows.ts";
import { feedRowPlans } from "./feed-row-plans.ts";
import { UserRef } from "../directory/user.ts";
import { RequestRef } from "./request.ts";
import { findReadableRequests, type RowQuery } from "../../domain/requests/gate.ts";

export const RequestFeedEnum = builder.enumType("RequestFeed", {
  description: "Which side of the viewer's requests a feed lists.",
  values: {
    FROM_ME: { value: "from:me", description: "Requests the viewer sent (sender side)." },
    TO_ME: { value: "to:me", description: "Requests the viewer answers (recipient side)." },
  } as const,
});

export const RequestFeedFilterEnum = builder.enumType("RequestFeedFilter", {
  description: "Spec 2 §9 filter values of the two lists.",
  values: {
    UNREAD: { value: "unread", description: "Something happened since the viewer last read it." },
    BILLABLE: { value: "billable", description: "Completed with TE1 or TE2 on an eligible request (spec 2 §4)." },
    DRAFT: { value: "draft", description: "Not sent yet (sender side only)." },
    OPENED: { value: "opened", description: "Sent, the consult is open." },
    COMPLETED: { value: "completed", description: "The consult is completed." },
    CANCELLED: { value: "cancelled", description: "The consult was rejected or the request cancelled." },
  } as const,
});

export const RequestSortEnum = builder.enumType("RequestSort", {
  description: "Order of a feed, by last activity.",
  values: {
    LAST_ACTIVITY_DESC: { value: "desc", description: "Most recent activity first (default)." },
    LAST_ACTIVITY_ASC: { value: "asc", description: "Oldest activity first." },
  } as const,
});

function invalidArgument(field: string): GraphQLError {
  return new GraphQLError("validation_failed", { extensions: { code: "validation_failed", field } });
}

/** A feed row and the objects inside it (its parties, a professional's specialty), all read whole by the feed's one statement. */
function objectsOfRow(row: SelectedFeedRow): object[] {
  const objects: object[] = [row];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null && !(value instanceof Date)) {
      objects.push(value);
      Object.values(value).forEach(visit);
    }
  };
  Object.values(row).forEach(visit);
  return objects;
}

/**
 * A page and its rows: in one statement when the selection asks only for what a feed row holds
 * (feed-rows.ts), as the lists of the web app do; else the page's keys, its size, then the rows
 * with whatever the selection asks (a thread, a history), through the gate.
 */
async function feedPage(db: Db, viewer: Viewer, selection: FeedSelection, window: FeedWindow, query: RowQuery): Promise<{ rows: { id: number }[]; keys: FeedKey[]; hasMore: boolean; totalCount: number }> {
  if (isFeedRowSelection(query, viewer)) {
    const page = await readSelectedFeedRows(db, viewer, selection, window, query.select);
    markSelectionLoaded(page.rows.flatMap(objectsOfRow));
    return page;
  }
  const page = await readFeed(db, viewer, selection, window);
  const ids = page.keys.map((key) => key.requestId);
  const rows = ids.length ? await findReadableRequests(db, viewer, { id: { in: ids } }, query) : [];
  return { ...page, rows: inFeedOrder(page.keys, rows) };
}

function feedWindow(args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }): FeedWindow {
  if (args.last != null || args.before != null) {
    const before = args.before ? decodeFeedCursor(args.before) : undefined;
    if (before === null) throw invalidArgument("before");
    return { direction: "backward", limit: args.last ?? FEED_DEFAULT_PAGE, before };
  }
  const after = args.after ? decodeFeedCursor(args.after) : undefined;
  if (after === null) throw invalidArgument("after");
  return { direction: "forward", limit: args.first ?? FEED_DEFAULT_PAGE, after };
}

builder.queryField("requests", (t) =>
  t.connection(
    {
      type: RequestRef,
      authScopes: { validated: true },
      description: "The viewer's feed, by last activity (newest first unless `sort` says otherwise), at most 100 a page.",
      args: {
        feed: t.arg({ type: RequestFeedEnum, required: true, description: "Sent (FROM_ME) or received (TO_ME)." }),
        filter: t.arg({ type: RequestFeedFilterEnum, description: "Only the requests in this state." }),
        search: t.arg.string({
          description: "Words that must all appear (accents and case ignored) in the patient's name, description, form, recipient or messages.",
        }),
        sort: t.arg({ type: RequestSortEnum, defaultValue: "desc", description: "By last activity; newest first by default." }),
      },
      resolve: async (_root, args, context, info) => {
        const viewer = context.viewer;
        if (!viewer) throw new GraphQLError("unauthenticated", { extensions: { code: "unauthenticated" } });
        const selection: FeedSelection = {
          feed: args.feed,
          filter: args.filter ?? null,
          words: searchWords(args.search ?? ""),
          sort: args.sort ?? "desc",
        };
        const window = feedWindow(args);
        const kept = feedRowPlans.get(info, viewer);
        const query = kept ?? queryFromInfo({ context, info, path: ["edges", "node"] });
        const page = await feedPage(context.prisma, viewer, selection, window, query);
        if (!kept && isFeedRowSelection(query, viewer)) feedRowPlans.keep(info, viewer, query);
        const cursors = new Map(page.keys.map((key) => [key.requestId, encodeFeedCursor(key)]));
        const edges = page.rows.map((node) => ({ cursor: cursors.get(node.id) ?? "", node }));
        const forward = window.direction !== "backward";
        return {
          totalCount: page.totalCount,
          edges,
          pageInfo: {
            hasNextPage: forward ? page.hasMore : false,
            hasPreviousPage: forward ? window.direction === "forward" && window.after !== undefined : page.hasMore,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    {
      description: "A page of a feed.",
      fields: (c) => ({ totalCount: c.int({ description: "Requests in the feed with this filter and search.", resolve: (connection) => connection.totalCount }) }),
    },
    { description: "A request in a feed." },
  ),
);

builder.prismaObjectFields(RequestRef, (t) => ({
  unread: t.boolean({
    description: "Something happened on it since the viewer last read it (false when the viewer takes no part).",
    select: (_args, context) => ({
      participants: { where: { userId: context.viewer?.userId ?? 0 }, select: { side: true, unread: true }, take: 1 },
    }),
    resolve: (request) => request.participants[0]?.unread ?? false,
  }),
  inactive: t.boolean({
    description: "Spec 2 §9: the consult is open and nothing happened on it for more than a week.",
    select: { status: true, lastActivityDate: true, consult: { select: { status: true } } },
    resolve: (request, _args, context) =>
      isInactive({ status: request.status, consultStatus: request.consult?.status ?? null, lastActivityDate: request.lastActivityDate }, context.now()),
  }),
  samePatientRequests: t.field({
    type: [RequestRef],
    description: "Spec 2 §9: the viewer's readable published requests about the same patient, most recently published first (at most 5).",
    args: { first: t.arg.int({ defaultValue: SAME_PATIENT_MAX, description: "How many, 0 to 5." }) },
    // The patient's identity comes with the request's own row (issue 18: no statement to read it again).
    select: { patient: { select: samePatientIdentitySelect } },
    resolve: async (request, args, context, info) => {
      const first = args.first ?? SAME_PATIENT_MAX;
      if (!Number.isInteger(first) || first < 0 || first > SAME_PATIENT_MAX) throw invalidArgument("first");
      const viewer = context.viewer;
      if (!viewer) return [];
      const same = await samePatientWhere(context.prisma, viewer, request.id, request.patient, first);
      return same ? findReadableRequests(context.prisma, viewer, same.where, queryFromInfo({ context, info }), { orderBy: same.orderBy, take: same.take }) : [];
    },
  }),
}));

builder.prismaObjectFields(UserRef, (t) => ({
  canFilterBillable: t.boolean({
    description: "Spec 2 §6: the billable feed filter is offered to billing-eligible professionals (those the act table gives an act: French doctors, midwives, nurses and other billing professions, German doctors).",
    select: { ...USER_OF_ACT_SELECT },
    resolve: (user) => canFilterBillable(user, new Date()),
  }),
}));
