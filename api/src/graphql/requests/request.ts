import { formTextOf } from "../../domain/requests/form-text.ts";
import { GraphQLError } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import {
  FEED_DEFAULT_PAGE,
  decodeFeedCursor,
  encodeFeedCursor,
  inFeedOrder,
  type Feed,
  type FeedWindow,
} from "../../domain/requests/feed.ts";
import { readableRequestWhere } from "../../domain/requests/access.ts";
import { isReadableRequest, readFeed } from "../../domain/requests/queries.ts";
import { visibleMessagesWhere } from "../../domain/messages/access.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { ConsultStatusEnum, ParticipationSideEnum, RequestStatusEnum } from "../enums.ts";
import { MessageRef } from "../messages/message.ts";
import { PatientRef } from "../patients/patient.ts";
import { GroupRef, TopicRef } from "../groups/group.ts";
import { ProfessionalRef } from "../directory/user.ts";

export const RequestRef = builder.prismaNode("Request", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableRequestWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id used by the REST API and in page URLs." }),
    status: t.expose("status", { type: RequestStatusEnum }),
    consultStatus: t.field({
      type: ConsultStatusEnum,
      nullable: true,
      select: { consult: { select: { status: true } } },
      resolve: (request) => request.consult?.status ?? null,
    }),
    selfSide: t.field({
      type: ParticipationSideEnum,
      nullable: true,
      description: "The viewer's side on this request.",
      select: (_args, context) => ({
        participants: { where: { userId: context.viewer?.userId ?? 0 }, select: { side: true }, take: 1 },
      }),
      resolve: (request) => request.participants[0]?.side ?? null,
    }),
    patient: t.relation("patient", { type: PatientRef, nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    formText: t.string({
      nullable: true,
      description: "The structured form of the recipient topic, as readable text (when the request was written with one).",
      select: { formContent: true },
      resolve: (request) => formTextOf(request.formContent),
    }),
    author: t.relation("author"),
    recipientProfessional: t.relation("recipientProfessional", { type: ProfessionalRef, nullable: true }),
    recipientGroup: t.relation("recipientGroup", { type: GroupRef, nullable: true }),
    recipientTopic: t.relation("recipientTopic", { type: TopicRef, nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    lastActivityDate: t.expose("lastActivityDate", { type: "DateTime" }),
    messages: t.relatedConnection("messages", {
      type: MessageRef,
      cursor: "id",
      totalCount: true,
      description: "Oldest first: published messages and the viewer's own drafts.",
      query: (_args, context) => ({
        where: context.viewer ? visibleMessagesWhere(context.viewer) : { id: { in: [] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    }),
  }),
});

export const RequestFeedEnum = builder.enumType("RequestFeed", {
  values: {
    FROM_ME: { value: "from:me", description: "Requests the viewer sent (sender side)." },
    TO_ME: { value: "to:me", description: "Requests the viewer answers (recipient side)." },
  } as const,
});

function feedWindow(args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }): FeedWindow {
  if (args.last != null || args.before != null) {
    const before = args.before ? decodeFeedCursor(args.before) : undefined;
    if (before === null) throw new GraphQLError("validation_failed", { extensions: { code: "validation_failed", field: "before" } });
    return { direction: "backward", limit: args.last ?? FEED_DEFAULT_PAGE, before };
  }
  const after = args.after ? decodeFeedCursor(args.after) : undefined;
  if (after === null) throw new GraphQLError("validation_failed", { extensions: { code: "validation_failed", field: "after" } });
  return { direction: "forward", limit: args.first ?? FEED_DEFAULT_PAGE, after };
}

builder.queryField("requests", (t) =>
  t.connection(
    {
      type: RequestRef,
      authScopes: { validated: true },
      description: "The viewer's feed, most recent activity first (at most 100 a page).",
      args: { feed: t.arg({ type: RequestFeedEnum, required: true }) },
      resolve: async (_root, args, context, info) => {
        const viewer = context.viewer;
        if (!viewer) throw new GraphQLError("unauthenticated", { extensions: { code: "unauthenticated" } });
        const feed: Feed = args.feed;
        const window = feedWindow(args);
        const page = await readFeed(context.prisma, viewer, feed, window);
        const totalCount = page.totalCount;
        const ids = page.keys.map((key) => key.requestId);
        const rows = ids.length
          ? await context.prisma.request.findMany({
              ...queryFromInfo({ context, info, path: ["edges", "node"] }),
              where: { id: { in: ids }, AND: [readableRequestWhere(viewer)] },
            })
          : [];
        const ordered = inFeedOrder(page.keys, rows);
        const cursors = new Map(page.keys.map((key) => [key.requestId, encodeFeedCursor(key)]));
        const edges = ordered.map((node) => ({ cursor: cursors.get(node.id) ?? "", node }));
        const forward = window.direction !== "backward";
        return {
          totalCount,
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
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
);

builder.subscriptionField("requestUpdated", (t) =>
  t.prismaField({
    type: "Request",
    authScopes: { validated: true },
    description: "Fires when a request the viewer may read changes.",
    args: { id: t.arg.globalID({ required: true, for: RequestRef }) },
    subscribe: async (_root, args, context) => {
      const requestId = toDbId(args.id.id);
      if (!(await isReadableRequest(context.prisma, context.viewer, requestId))) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      return context.pubsub.subscribe("requestUpdated", requestId);
    },
    resolve: async (query, event, _args, context) => {
      const request = await context.prisma.request.findFirst({
        ...query,
        where: { id: event.requestId, ...readableRequestWhere(context.viewer) },
      });
      if (!request) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      return request;
    },
  }),
);
