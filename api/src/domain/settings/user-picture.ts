import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import type { IncomingFile } from "../files/upload.ts";
import { MEGABYTE } from "../files/file-names.ts";

// What the account's own pictures share (spec 2 §5 avatar, §4 signature): one uploaded file read
// within a limit, stored as a File row of no request (which the file routes never serve and the
// orphan sweep leaves alone), named from a column of User, the previous one removed.

/** A phone photo is a few MB; anything far larger is no avatar or signature and is cut while it streams. */
export const PICTURE_MAX_UPLOAD_BYTES = 20 * MEGABYTE;
/** Decoding bombs: a tiny file that claims a huge canvas is refused before its pixels are allocated. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const incomingFiles = z.custom<AsyncIterable<IncomingFile>>((value) => typeof value === "object" && value !== null && Symbol.asyncIterator in value);

/** The User columns that name one of the account's own pictures. */
export type PictureColumn = "profilePictureId" | "signaturePictureId";

export type PictureDownload = { contentType: string; size: number; content: ReadableStream<Uint8Array> };

/** The bytes of the first file of a multipart body (the `file` part), at most PICTURE_MAX_UPLOAD_BYTES; nothing stays stored. */
export async function readOneFile(deps: Deps, files: AsyncIterable<IncomingFile>): Promise<Uint8Array> {
  for await (const file of files) {
    const result = await deps.storage.putStream(file.content, PICTURE_MAX_UPLOAD_BYTES);
    if (result.tooLarge) throw new DomainError("file_too_large", "file");
    try {
      return await deps.storage.get(result.key);
    } finally {
      await deps.storage.remove(result.key);
    }
  }
  throw new DomainError("validation_failed", "file");
}

function pictureData(column: PictureColumn, fileId: number | null): { profilePictureId: number | null } | { signaturePictureId: number | null } {
  return column === "profilePictureId" ? { profilePictureId: fileId } : { signaturePictureId: fileId };
}

/** Removes a replaced picture's bytes once the database no longer names them; a failure is logged, not the caller's. */
async function removeStored(deps: Deps, key: string | null): Promise<void> {
  if (key !== null) await deps.storage.remove(key).catch((removal: unknown) => console.error("[settings] could not remove an old picture", key, removal));
}

/**
 * Stores a normalised picture as the account's `column` and removes the one it replaces (or
 * only removes it when `picture` is null). The bytes are written before the row; a failed
 * transaction removes them again, and the old bytes go only once the new row is committed.
 */
export async function replaceUserPicture(
  deps: Deps,
  userId: number,
  column: PictureColumn,
  picture: { bytes: Uint8Array; name: string; contentType: string } | null,
): Promise<{ fileId: number | null }> {
  const stored = picture ? await deps.storage.put(picture.bytes) : null;
  let previousKey: string | null = null;
  let fileId: number | null;
  try {
    fileId = await deps.db.$transaction(async (tx) => {
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { profilePictureId: true, signaturePictureId: true } });
      const previousId = user[column];
      const file =
        picture && stored
          ? await tx.file.create({
              data: { uploadedById: userId, name: picture.name, contentType: picture.contentType, size: BigInt(stored.size), sha256: stored.sha256, storageKey: stored.key },
              select: { id: true },
            })
          : null;
      await tx.user.update({ where: { id: userId }, data: pictureData(column, file?.id ?? null) });
      if (previousId !== null) {
        const previous = await tx.file.findFirst({ where: { id: previousId, requestId: null, messageId: null }, select: { storageKey: true } });
        if (previous) {
          await tx.file.delete({ where: { id: previousId } });
          previousKey = previous.storageKey;
        }
      }
      return file?.id ?? null;
    });
  } catch (error) {
    if (stored) await deps.storage.remove(stored.key).catch((removal: unknown) => console.error("[settings] could not remove a picture", stored.key, removal));
    throw error;
  }
  await removeStored(deps, previousKey);
  return { fileId };
}

/** The account's picture named by `column`, as stored; none set answers not_found. Callers check who may read it. */
export async function openUserPicture(deps: Deps, userId: number, column: PictureColumn): Promise<PictureDownload> {
  const user = await deps.db.user.findUnique({ where: { id: userId }, select: { profilePictureId: true, signaturePictureId: true } });
  const fileId = user?.[column] ?? null;
  if (fileId === null) throw new DomainError("not_found");
  const file = await deps.db.file.findFirst({ where: { id: fileId, requestId: null, messageId: null }, select: { contentType: true, size: true, storageKey: true } });
  if (!file) throw new DomainError("not_found");
  return { contentType: file.contentType, size: Number(file.size), content: deps.storage.stream(file.storageKey) };
}
