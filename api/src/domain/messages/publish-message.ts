import { DomainError } from "../errors.ts";
import type { Deps } from "../deps.ts";
import { parseInput } from "../input.ts";
import { announceRequestChange } from "../requests/request-events.ts";
import { syncParticipants } from "../requests/participant-state.ts";
import { refreshSearchText } from "../requests/search-text.ts";
import type { Viewer } from "../viewer.ts";
import { messageWriteInput, type MessageWriteInput } from "./message-input.ts";
import { findViewerDraft } from "./viewer-draft.ts";
import { requireWritableRequest } from "./writable-request.ts";
import { pushToParticipants } from "../interop/push-notifications.ts";

export const publishMessageInput = messageWriteInput;
export type PublishMessageInput = MessageWriteInput;

/**
 * Send (spec 2 §4): the viewer's draft, or a new message, trimmed and published in one step.
 * It is activity: the request moves up every participant's feed and becomes unread for all
 * but the author, and the search finds its words. Events go out once the transaction commits,
 * so no one refetches a state that could still roll back.
 */
export async function publishMessage(deps: Deps, viewer: Viewer, raw: PublishMessageInput, target?: { messageId: number }): Promise<{ messageId: number }> {
  const input = parseInput(publishMessageInput, raw);
  const content = input.content.trim();
  if (content === "") throw new DomainError("message_empty", "content");
  const now = deps.now;
  const { messageId, userIds } = await deps.db.$transaction(async (tx) => {
    await requireWritableRequest(tx, viewer, input.requestId);
    const draft = await findViewerDraft(tx, viewer, input.requestId, target?.messageId);
    const data = { content, status: "PUBLISHED" as const, publishedAt: now };
    const message = draft
      ? await tx.message.update({ where: { id: draft.id }, data, select: { id: true } })
      : await tx.message.create({ data: { ...data, requestId: input.requestId, authorId: viewer.userId }, select: { id: true } });
    const concerned = await syncParticipants(tx, input.requestId, { activity: { at: now, actorUserId: viewer.userId } });
    await refreshSearchText(tx, input.requestId);
    return { messageId: message.id, userIds: concerned };
  });
  await announceRequestChange(deps, input.requestId, "message", userIds);
  await pushToParticipants(deps, input.requestId, userIds.filter((userId) => userId !== viewer.userId), "message");
  return { messageId };
}
