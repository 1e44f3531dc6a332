import { GraphQLError } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { isReadableRequest } from "../../domain/requests/queries.ts";
import { builder } from "../builder.ts";
import { readableRequestEvents } from "./readable-request-events.ts";
import type { RequestStreamEvent } from "./request-watchers.ts";
import { ConsultStatusEnum } from "../enums.ts";
import { toDbId } from "../ids.ts";
import { RequestRef } from "../requests/request.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";

const RequestEventKindEnum = builder.enumType("RequestEventKind", {
  description: "What changed on a request.",
  values: {
    UPDATED: { value: "updated", description: "The draft or its details were edited." },
    PUBLISHED: { value: "published", description: "The draft was sent." },
    DELETED: { value: "deleted", description: "The draft was deleted." },
    MESSAGE: { value: "message", description: "A message was published." },
    FILES: { value: "files", description: "Attachments were added or removed." },
    PARTICIPANTS: { value: "participants", description: "Someone joined or was added." },
    CONSULT: { value: "consult", description: "The consult changed (completed, rejected, act code, tags, survey)." },
    READ: { value: "read", description: "Someone read the request." },
    CURRENT: {
      value: "current",
      description: "Not a change: the request as it is when the subscription starts (sent first), so a page that subscribed late or reconnected catches up.",
    },
  } as const,
});

const newStatusOf = { opened: "OPENED", completed: "COMPLETED", cancelled: "CANCELLED" } as const;

const RequestEventRef = builder.objectRef<RequestStreamEvent>("RequestEvent").implement({
  description: "An event on a request the viewer may read (spec 2 §4 \"Realtime events\").",
  fields: (t) => ({
    requestId: t.id({ description: "The request's global id.", resolve: (event) => encodeGlobalID("Request", event.requestId) }),
    kind: t.field({ type: RequestEventKindEnum, description: "What changed.", resolve: (event) => event.kind }),
    newStatus: t.field({
      type: ConsultStatusEnum,
      nullable: true,
      description: "The consult's new status when it changed; OPENED when the request was just sent.",
      resolve: (event) => (event.newStatus ? newStatusOf[event.newStatus] : null),
    }),
    request: t.field({
      type: RequestRef,
      nullable: true,
      description:
        "The request as it is now, for the open page to refresh. Null when the request was just sent (new status OPENED: the sender's own action, spec 2 §4), deleted, or no longer readable by the viewer.",
      resolve: async (event, _args, context, info) => {
        if (event.newStatus === "opened" || event.kind === "deleted") return null;
        return findReadableRequest(context.prisma, context.viewer, event.requestId, queryFromInfo({ context, info }));
      },
    }),
  }),
});

builder.subscriptionField("requestEvent", (t) =>
  t.field({
    type: RequestEventRef,
    authScopes: { validated: true },
    description: "The request as it is now (kind CURRENT), then an event each time it changes, saying what changed; the open page refreshes from the carried request unless it was just sent.",
    args: { id: t.arg.globalID({ required: true, for: RequestRef, description: "Global id of a request the viewer may read." }) },
    subscribe: async (_root, args, context) => {
      const requestId = toDbId(args.id.id);
      const viewer = context.viewer;
      if (!viewer || !(await isReadableRequest(context.prisma, viewer, requestId))) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      return readableRequestEvents(context, viewer, requestId);
    },
    resolve: (event) => event,
  }),
);
