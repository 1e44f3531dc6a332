import { requireViewer } from "../../domain/access.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { publishMessage } from "../../domain/messages/publish-message.ts";
import { markRequestRead, markRequestUnread } from "../../domain/messages/read-marks.ts";
import { saveMessageDraft } from "../../domain/messages/save-message-draft.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { RequestRef } from "../requests/request.ts";
import { MessageRef } from "./message.ts";
import { foundOrNotFound } from "../not-found.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";
import { findReadableMessage } from "../../domain/messages/gate.ts";

type MessageWritten = { messageId: number; requestId: number };
type RequestMarked = { requestId: number; newReadMarks: number };

/** A request's global id; anything else (another type, malformed) is a request that does not exist. */
function requestIdOf(globalId: { typename: string; id: string }): number {
  const id = globalId.typename === "Request" ? toDbId(globalId.id) : 0;
  if (id === 0) throw new DomainError("not_found");
  return id;
}

const MessageWrittenRef = builder.objectRef<MessageWritten>("MessageWritten").implement({
  description: "The message as saved, and its request (for the thread, the feed's unread marks and its last activity).",
  fields: (t) => ({
    savedMessage: t.prismaField({
      type: MessageRef,
      description: "The message as saved.",
      resolve: async (query, parent, _args, context) => foundOrNotFound(await findReadableMessage(context.prisma, context.viewer, parent.messageId, query), context),
    }),
    request: t.prismaField({
      type: RequestRef,
      description: "The request the message belongs to.",
      resolve: async (query, parent, _args, context) => foundOrNotFound(await findReadableRequest(context.prisma, context.viewer, parent.requestId, query), context),
    }),
  }),
});

const RequestMarkedRef = builder.objectRef<RequestMarked>("RequestReadMarked").implement({
  description: "The request after its read state changed.",
  fields: (t) => ({
    request: t.prismaField({
      type: RequestRef,
      description: "The request, with its messages' read marks.",
      resolve: async (query, parent, _args, context) => foundOrNotFound(await findReadableRequest(context.prisma, context.viewer, parent.requestId, query), context),
    }),
    newReadMarks: t.exposeInt("newReadMarks", { description: "How many messages got the viewer's read mark with this call." }),
  }),
});

const SaveMessageDraftResult = builder.errorUnion("SaveMessageDraftResult", {
  description: "The saved draft, or a DomainError: participation_required, message_request_not_published, not_found, validation_failed.",
  types: [MessageWrittenRef, DomainError], resolveType: () => MessageWrittenRef });
const PublishMessageResult = builder.errorUnion("PublishMessageResult", {
  description: "The sent message, or a DomainError: message_empty, participation_required, message_request_not_published, not_found, validation_failed.",
  types: [MessageWrittenRef, DomainError], resolveType: () => MessageWrittenRef });
const MarkRequestReadResult = builder.errorUnion("MarkRequestReadResult", {
  description: "The request with its new read marks, or a DomainError: participation_required, message_request_not_published, not_found.",
  types: [RequestMarkedRef, DomainError], resolveType: () => RequestMarkedRef });
const MarkRequestUnreadResult = builder.errorUnion("MarkRequestUnreadResult", {
  description: "The request, now unread for the viewer, or a DomainError: participation_required, message_request_not_published, not_found.",
  types: [RequestMarkedRef, DomainError], resolveType: () => RequestMarkedRef });

builder.mutationField("saveMessageDraft", (t) =>
  t.field({
    type: SaveMessageDraftResult,
    authScopes: { validated: true },
    description:
      "Autosave of the composer: creates or updates the viewer's one draft message on a published request they take part in (shadow viewers join first). Kept as typed.",
    args: {
      requestId: t.arg.globalID({ required: true, description: "The request." }),
      content: t.arg.string({ required: true, description: "The draft as typed (at most 20,000 characters)." }),
    },
    resolve: async (_root, args, context) => {
      const requestId = requestIdOf(args.requestId);
      const { messageId } = await saveMessageDraft(domainDeps(context), requireViewer(context.viewer), { requestId, content: args.content });
      return { messageId, requestId };
    },
  }),
);

builder.mutationField("publishMessage", (t) =>
  t.field({
    type: PublishMessageResult,
    authScopes: { validated: true },
    description:
      "Send: the viewer's draft (or a new message) with this content, trimmed and published in one call; message_empty when nothing is left. The request becomes unread for the other participants.",
    args: {
      requestId: t.arg.globalID({ required: true, description: "The request." }),
      content: t.arg.string({ required: true, description: "The message (trimmed before it is published)." }),
    },
    resolve: async (_root, args, context) => {
      const requestId = requestIdOf(args.requestId);
      const { messageId } = await publishMessage(domainDeps(context), requireViewer(context.viewer), { requestId, content: args.content });
      return { messageId, requestId };
    },
  }),
);

builder.mutationField("markRequestRead", (t) =>
  t.field({
    type: MarkRequestReadResult,
    authScopes: { validated: true },
    description: "The viewer opened the request: read marks on the others' published messages, and no longer unread in the viewer's feed. No trace for a viewer who takes no part.",
    args: { requestId: t.arg.globalID({ required: true, description: "The request." }) },
    resolve: async (_root, args, context) => {
      const requestId = requestIdOf(args.requestId);
      const { newReadMarks } = await markRequestRead(domainDeps(context), requireViewer(context.viewer), { requestId });
      return { requestId, newReadMarks };
    },
  }),
);

builder.mutationField("markRequestUnread", (t) =>
  t.field({
    type: MarkRequestUnreadResult,
    authScopes: { validated: true },
    description: "Mark as unread (spec 2 §6): for the participants and the addressed professional of a sent request. It counts as unread again until opened.",
    args: { requestId: t.arg.globalID({ required: true, description: "The request." }) },
    resolve: async (_root, args, context) => {
      const requestId = requestIdOf(args.requestId);
      await markRequestUnread(domainDeps(context), requireViewer(context.viewer), { requestId });
      return { requestId, newReadMarks: 0 };
    },
  }),
);
