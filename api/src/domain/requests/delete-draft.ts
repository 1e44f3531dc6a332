import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { participatingRequestWhere } from "./access.ts";
import { requestRefInput, type RequestRefInput } from "./draft-input.ts";
import { announceRequestChange } from "./request-events.ts";

/**
 * Deletes a draft (spec 2 §4): only on the sender side and only while no recipient-side
 * participant exists. Its rows go in one transaction (messages, files and participants
 * cascade); the stored objects of its files are removed after the commit, so a failure keeps
 * the draft whole rather than rows pointing at missing files.
 */
export async function deleteDraft(deps: Deps, viewer: Viewer, raw: RequestRefInput): Promise<{ requestId: number }> {
  const input = parseInput(requestRefInput, raw);
  const { keys, userIds } = await deps.db.$transaction(async (tx) => {
    const request = await tx.request.findFirst({
      where: { id: input.requestId, ...participatingRequestWhere(viewer, "SENDER") },
      select: { status: true, participants: { select: { userId: true, side: true } } },
    });
    if (!request) throw new DomainError("not_found");
    if (request.status !== "DRAFT") throw new DomainError("request_not_editable");
    if (request.participants.some((participant) => participant.side === "RECIPIENT")) throw new DomainError("delete_forbidden");
    const files = await tx.file.findMany({ where: { OR: [{ requestId: input.requestId }, { message: { requestId: input.requestId } }] }, select: { storageKey: true } });
    await tx.request.delete({ where: { id: input.requestId } });
    return { keys: files.map((file) => file.storageKey), userIds: request.participants.map((participant) => participant.userId) };
  });
  // A key shared with another row (a transferred copy) stays until its last row is gone.
  for (const key of keys) {
    const stillUsed = await deps.db.file.count({ where: { storageKey: key } });
    if (stillUsed === 0) await deps.storage.remove(key).catch(() => undefined);
  }
  await announceRequestChange(deps, input.requestId, "deleted", userIds);
  return { requestId: input.requestId };
}
