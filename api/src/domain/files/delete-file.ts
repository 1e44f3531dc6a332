import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { readableFileWhere } from "./access.ts";
import { publishRequestUpdated } from "../requests/request-events.ts";

/** The request id is optional: GraphQL names the file alone, REST names both (and they must agree). */
export const deleteRequestFileInput = z.object({ fileId: dbIdSchema, requestId: dbIdSchema.optional() });

/**
 * DELETE requests/{id}/files/{fileId}: the same people who may add a file may take it away
 * (the sender side of a draft; the author of a draft message). The row goes first; the object
 * after the commit, so a failure never leaves a row pointing at nothing.
 */
export async function deleteRequestFile(deps: Deps, viewer: Viewer | null, raw: z.input<typeof deleteRequestFileInput>): Promise<{ id: number; requestId: number }> {
  const input = parseInput(deleteRequestFileInput, raw);
  const file = await deps.db.file.findFirst({
    where: { id: input.fileId, ...(input.requestId ? { requestId: input.requestId } : {}), AND: [readableFileWhere(viewer)] },
    select: {
      storageKey: true,
      requestId: true,
      message: { select: { authorId: true, status: true } },
      request: { select: { status: true, participants: { where: { userId: viewer?.userId ?? 0 }, select: { side: true } } } },
    },
  });
  if (!file?.request || file.requestId === null || !viewer) throw new DomainError("not_found");
  const allowed = file.message
    ? file.message.authorId === viewer.userId && file.message.status === "DRAFT"
    : file.request.status === "DRAFT" && file.request.participants[0]?.side === "SENDER";
  if (!allowed) throw new DomainError("upload_forbidden");
  const requestId = file.requestId;
  const deleted = await deps.db.$transaction(async (tx) => {
    // Checked again in the transaction: a draft published meanwhile keeps its files.
    const result = await tx.file.deleteMany({
      where: { id: input.fileId, OR: [{ messageId: null, request: { status: "DRAFT" } }, { message: { status: "DRAFT", authorId: viewer.userId } }] },
    });
    return result.count;
  });
  if (deleted === 0) throw new DomainError("upload_forbidden");
  await deps.storage.remove(file.storageKey).catch((error: unknown) => console.error("[files] could not remove a deleted file's object", file.storageKey, error));
  await publishRequestUpdated(deps, { requestId, kind: "files" });
  return { id: input.fileId, requestId };
}
