import type { Tx } from "../requests/participant-state.ts";
import type { Viewer } from "../viewer.ts";

/**
 * The viewer's draft message on a request: one per author and request, which the composer
 * restores. `messageId` names it when the caller knows it (REST PUT on a message).
 */
export async function findViewerDraft(tx: Tx, viewer: Viewer, requestId: number, messageId?: number): Promise<{ id: number } | null> {
  return tx.message.findFirst({
    where: { requestId, authorId: viewer.userId, status: "DRAFT", ...(messageId === undefined ? {} : { id: messageId }) },
    orderBy: { id: "desc" },
    select: { id: true },
  });
}
