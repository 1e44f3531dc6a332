import type { Deps } from "../deps.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { messageWriteInput, type MessageWriteInput } from "./message-input.ts";
import { findViewerDraft } from "./viewer-draft.ts";
import { requireWritableRequest } from "./writable-request.ts";

export const saveMessageDraftInput = messageWriteInput;
export type SaveMessageDraftInput = MessageWriteInput;

/**
 * Autosave of the composer (spec 2 §4: 3 s after typing stops): creates or updates the viewer's
 * single draft on the request, as typed (trimming waits for Send). A draft is the author's
 * alone: no activity, no unread mark, no event, and the search does not see it.
 */
export async function saveMessageDraft(deps: Deps, viewer: Viewer, raw: SaveMessageDraftInput, target?: { messageId: number }): Promise<{ messageId: number }> {
  const input = parseInput(saveMessageDraftInput, raw);
  return deps.db.$transaction(async (tx) => {
    await requireWritableRequest(tx, viewer, input.requestId);
    const draft = await findViewerDraft(tx, viewer, input.requestId, target?.messageId);
    if (draft) {
      await tx.message.update({ where: { id: draft.id }, data: { content: input.content }, select: { id: true } });
      return { messageId: draft.id };
    }
    const created = await tx.message.create({
      data: { requestId: input.requestId, authorId: viewer.userId, content: input.content, status: "DRAFT" },
      select: { id: true },
    });
    return { messageId: created.id };
  });
}
