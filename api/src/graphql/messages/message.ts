import { readableMessageWhere, visibleReadStatusWhere } from "../../domain/messages/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { MessageStatusEnum } from "../enums.ts";
import { UserRef } from "../directory/user.ts";

export const MessageReadRef = builder.prismaObject("ReadStatus", {
  name: "MessageRead",
  description: "A participant read a published message at this time (spec 2 §3 read_status).",
  select: { id: true },
  fields: (t) => ({
    user: t.relation("user", { type: UserRef, description: "Who read it." }),
    readAt: t.expose("readAt", { type: "DateTime", description: "When they first opened the request after it was published." }),
  }),
});

export const MessageRef = builder.prismaNode("Message", {
  id: { field: "id" },
  description: "A message of a request's exchange: published for every reader of the request, or the author's own draft.",
  // Select mode: a row loads only the columns of the fields asked for (data minimisation);
  // requestId names the request in the access trail (graphql/admin/access-trail-reads.ts).
  select: { id: true, requestId: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableMessageWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id REST uses (PUT requests/{id}/messages/{messageId}, POST messages/{id}/files/)." }),
    content: t.exposeString("content", { description: "As typed for a draft; trimmed once published." }),
    status: t.expose("status", { type: MessageStatusEnum, description: "DRAFT: seen by its author only, editable. PUBLISHED: sent, no longer editable." }),
    author: t.relation("author", { description: "Who wrote it." }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true, description: "When it was sent; null for a draft." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When its first draft was saved." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Its last change (for a draft, the last autosave)." }),
    readBy: t.relation("readStatuses", {
      type: MessageReadRef,
      description: "Who among the participants read it and when, first readers first; empty for a draft, and for a viewer who takes no part in the request.",
      query: (_args, context) => ({ where: visibleReadStatusWhere(context.viewer), orderBy: [{ readAt: "asc" }, { id: "asc" }] }),
    }),
  }),
});
