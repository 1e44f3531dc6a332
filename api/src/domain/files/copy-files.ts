import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import type { Tx } from "../requests/participant-state.ts";

const copiedColumns = { name: true, contentType: true, size: true, storageKey: true, archiveType: true, metadata: true } satisfies Prisma.FileSelect;

/** A request attachment to copy: its row's columns without the ids that tie it to the source. */
export type FileToCopy = Prisma.FileGetPayload<{ select: typeof copiedColumns }>;

export type CopiedObject = { source: FileToCopy; key: string; sha256: string; size: number };

/** The request's own attachments (not its messages' files), in upload order. */
export async function requestAttachmentsToCopy(db: Tx | Deps["db"], requestId: number): Promise<FileToCopy[]> {
  const rows = await db.file.findMany({
    where: { requestId, messageId: null },
    select: copiedColumns,
    orderBy: { id: "asc" },
  });
  return rows;
}

// A copy is no upload: the bytes were checked when they came in, so no per-file limit applies.
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Each object copied to a new key of its own, streamed (an attachment may be 50 MB), so that
 * deleting either request's file never removes the other's bytes. All or nothing: when one copy
 * fails, the copies already made are removed before the error goes up.
 */
export async function copyStoredObjects(deps: Deps, files: readonly FileToCopy[]): Promise<CopiedObject[]> {
  const copied: CopiedObject[] = [];
  try {
    for (const source of files) {
      const result = await deps.storage.putStream(deps.storage.stream(source.storageKey), NO_LIMIT);
      if (result.tooLarge) throw new Error("a stored object exceeded the copy limit");
      copied.push({ source, key: result.key, sha256: result.sha256, size: result.size });
    }
    return copied;
  } catch (error) {
    await removeCopies(deps, copied);
    throw error;
  }
}

/** Removes copies whose rows could not be written (a failed transaction). */
export async function removeCopies(deps: Deps, copied: readonly CopiedObject[]): Promise<void> {
  await Promise.all(copied.map((object) => deps.storage.remove(object.key).catch((error: unknown) => console.error("[files] could not remove a copy", object.key, error))));
}

/** The rows of the copies, on the new request, uploaded by the one who copies. */
export async function createCopiedFileRows(tx: Tx, copied: readonly CopiedObject[], target: { requestId: number; userId: number; now: Date }): Promise<void> {
  for (const object of copied) {
    await tx.file.create({
      data: {
        requestId: target.requestId,
        uploadedById: target.userId,
        name: object.source.name,
        contentType: object.source.contentType,
        size: BigInt(object.size),
        sha256: object.sha256,
        storageKey: object.key,
        archiveType: object.source.archiveType,
        // DICOM metadata is a JSON object read back from this same column.
        metadata: (object.source.metadata ?? undefined) as Prisma.InputJsonValue | undefined,
        createdAt: target.now,
      },
    });
  }
}
