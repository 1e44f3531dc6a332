import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../input.ts";
import { MAX_DB_ID } from "../rules/id.ts";
import type { Deps } from "../deps.ts";
import type { FileStorage } from "../ports.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import { recordAudit } from "../audit.ts";
import { DomainError } from "../errors.ts";
import { isIdentityDocumentType, sniffContentType } from "../rules/file-type.ts";

import { IDENTITY_DOCUMENT_MAX_BYTES } from "../rules/identity-document.ts";
import { safeFileName } from "../files/file-names.ts";

export type IdentificationState = "NONE" | "SKIPPED" | "PENDING" | "VALIDATED" | "REJECTED";

/**
 * Stores the uploaded card and puts the account in the validation queue. The type is read
 * from the bytes. The file is written first and the rows after, in one transaction; if the
 * rows fail the file is removed, so a failure leaves neither a row nor a stray file.
 *
 * A new card replaces the previous one (issue 7, finding 9: re-uploads piled up on disk). Its
 * row goes in the same transaction and its object only after the commit, so a failure keeps
 * either the old card or the new one, never neither. Uploads that would be stored are limited
 * per user, which also caps the disk one account can fill in an hour.
 */
/** An uploaded card as the command reads it; the bytes are checked by content below. */
export const identityDocumentInput = z.object({ userId: z.number().int().min(1).max(MAX_DB_ID), bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array), name: z.string().max(1_000) });
export type IdentityDocumentInput = z.input<typeof identityDocumentInput>;

export async function submitIdentityDocument(deps: Deps, raw: IdentityDocumentInput): Promise<IdentificationState> {
  const input = parseInput(identityDocumentInput, raw);
  const { db, storage } = deps;
  const context = { now: deps.now, meta: deps.meta };
  if (input.bytes.byteLength > IDENTITY_DOCUMENT_MAX_BYTES) throw new DomainError("file_too_large", "file");
  const contentType = sniffContentType(input.bytes);
  if (!isIdentityDocumentType(contentType)) throw new DomainError("invalid_file", "file");
  const user = await db.user.findUniqueOrThrow({ where: { id: input.userId }, select: { validationStatus: true } });
  if (user.validationStatus === "VALIDATED") return "VALIDATED";
  // Counted after the cheap refusals: a user who picks a wrong file a few times keeps their quota.
  if (!(await takeRateToken(db, `identity-upload:user:${input.userId}`, RATE_RULES.identityUploadPerUser, context.now))) throw new DomainError("rate_limited");

  const stored = await storage.put(input.bytes);
  let replaced: { storageKey: string } | null;
  try {
    replaced = await db.$transaction(async (tx) => {
      // Writing the user row first locks it: a parallel upload by the same user waits here,
      // then reads the card this one sets, so every replaced card is deleted exactly once.
      const { cpsPictureId: previousId } = await tx.user.update({ where: { id: input.userId }, data: { validationStatus: "PENDING" }, select: { cpsPictureId: true } });
      const file = await tx.file.create({
        data: { uploadedById: input.userId, name: safeFileName(input.name), contentType, size: BigInt(stored.size), sha256: stored.sha256, storageKey: stored.key, createdAt: context.now },
      });
      await tx.user.update({ where: { id: input.userId }, data: { cpsPictureId: file.id } });
      if (previousId === null) return null;
      // users.cpsPictureId is a plain column, not a foreign key, so nothing else holds the row.
      // Only the user's own stand-alone file is deleted: an attachment is never a card.
      const previous = await tx.file.findFirst({ where: { id: previousId, uploadedById: input.userId, requestId: null, messageId: null }, select: { id: true, storageKey: true } });
      if (previous) await tx.file.delete({ where: { id: previous.id } });
      return previous;
    });
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
  if (replaced) await removeReplacedObject(storage, replaced.storageKey);
  await recordAudit(db, { kind: "identity_submitted", actorUserId: input.userId, targetType: "user", targetId: input.userId, data: { contentType, size: stored.size }, meta: context.meta });
  return "PENDING";
}

/**
 * The replaced card's row is already gone and the new card committed: the upload has succeeded.
 * Failing it now would only make the client retry, so a storage error leaves an orphan object
 * and a log line rather than an error answer.
 */
async function removeReplacedObject(storage: FileStorage, key: string): Promise<void> {
  try {
    await storage.remove(key);
  } catch (error) {
    console.error("[identity] could not remove a replaced identity document", key, error);
  }
}

/** "Do it later": the account stays unvalidated and the screen says so (spec 1 §2). */
export async function skipIdentification(db: Db, userId: number): Promise<IdentificationState> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { validationStatus: true } });
  if (user.validationStatus !== "NONE" && user.validationStatus !== "REJECTED") return user.validationStatus;
  await db.user.update({ where: { id: userId }, data: { validationStatus: "SKIPPED" } });
  return "SKIPPED";
}
