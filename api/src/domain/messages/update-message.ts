import { z } from "zod";
import { DomainError } from "../errors.ts";
import type { Deps } from "../deps.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { readableMessageWhere } from "./access.ts";
import { messageContent } from "./message-input.ts";
import { publishMessage } from "./publish-message.ts";
import { saveMessageDraft } from "./save-message-draft.ts";

export const updateMessageInput = z.object({
  requestId: dbIdSchema,
  messageId: dbIdSchema,
  content: messageContent,
  status: z.enum(["DRAFT", "PUBLISHED"]).default("DRAFT"),
});
export type UpdateMessageInput = z.input<typeof updateMessageInput>;

/**
 * Edits one message (REST PUT requests/{id}/messages/{messageId}): only the author's draft is
 * editable, and publishing it is the same Send as publishMessage. A published message is
 * refused: the other participants have read it, possibly acted on it, and the read marks
 * shown under it must keep meaning what they say.
 */
export async function updateMessage(deps: Deps, viewer: Viewer, raw: UpdateMessageInput): Promise<{ messageId: number }> {
  const input = parseInput(updateMessageInput, raw);
  const message = await deps.db.message.findFirst({
    where: { id: input.messageId, requestId: input.requestId, AND: [readableMessageWhere(viewer)] },
    select: { status: true },
  });
  // Another author's draft is invisible, hence missing.
  if (!message) throw new DomainError("not_found");
  if (message.status !== "DRAFT") throw new DomainError("message_not_editable");
  const write = { requestId: input.requestId, content: input.content };
  const target = { messageId: input.messageId };
  return input.status === "PUBLISHED" ? publishMessage(deps, viewer, write, target) : saveMessageDraft(deps, viewer, write, target);
}
