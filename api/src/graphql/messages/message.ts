import { readableMessageWhere } from "../../domain/messages/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { MessageStatusEnum } from "../enums.ts";

export const MessageRef = builder.prismaNode("Message", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableMessageWhere(context.viewer)] }),
  fields: (t) => ({
    content: t.exposeString("content"),
    status: t.expose("status", { type: MessageStatusEnum }),
    author: t.relation("author"),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});
