import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { MESSAGE_MAX_LENGTH } from "../../domain/messages/message-input.ts";
import { publishMessage } from "../../domain/messages/publish-message.ts";
import { findReadableMessage } from "../../domain/messages/queries.ts";
import { saveMessageDraft } from "../../domain/messages/save-message-draft.ts";
import { updateMessage } from "../../domain/messages/update-message.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { defineRoute, type RestContext, type RestResult } from "../route.ts";
import { messageShape, messageStatusShape, toMessageShape } from "./message-shape.ts";

// Spec 2 §7 "Messages and files": the same commands as the GraphQL mutations.

const messageBody = z.object({
  content: z.string().max(MESSAGE_MAX_LENGTH),
  status: messageStatusShape.default("published").describe("draft: save the viewer's one draft (autosave). published (default): send it, trimmed."),
});

async function answerMessage(context: RestContext, messageId: number, status: number): Promise<RestResult> {
  const viewer = context.viewer;
  const row = viewer ? await findReadableMessage(context.prisma, viewer, messageId) : null;
  return row ? { status, body: toMessageShape(row) } : restError("not_found", context.locale);
}

export const messageRoutes = [
  defineRoute({
    method: "POST",
    path: "/requests/{id}/messages",
    operationId: "createMessage",
    tag: "messages",
    summary:
      "Write on a published request the viewer takes part in: status draft creates or updates the viewer's one draft; published sends it (trimmed; message_empty when nothing is left). Shadow viewers join first (participation_required).",
    auth: "validated",
    errors: ["participation_required", "message_request_not_published", "message_empty"],
    params: z.object({ id: dbIdSchema }),
    body: messageBody,
    response: messageShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const input = { requestId: params.id, content: body.content };
      const command = body.status === "draft" ? saveMessageDraft : publishMessage;
      const { messageId } = await command(domainDeps(context), viewer, input);
      return answerMessage(context, messageId, 201);
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/requests/{id}/messages/{messageId}",
    operationId: "updateMessage",
    tag: "messages",
    summary: "Edit the viewer's draft message, or send it with status published. A published message is not editable (message_not_editable).",
    auth: "validated",
    errors: ["message_not_editable", "message_empty"],
    params: z.object({ id: dbIdSchema, messageId: dbIdSchema }),
    body: messageBody.extend({ status: messageStatusShape.default("draft").describe("draft (default): keep it a draft. published: send it, trimmed.") }),
    response: messageShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const status = body.status === "published" ? "PUBLISHED" : "DRAFT";
      const { messageId } = await updateMessage(domainDeps(context), viewer, { requestId: params.id, messageId: params.messageId, content: body.content, status });
      return answerMessage(context, messageId, 200);
    },
  }),
];
