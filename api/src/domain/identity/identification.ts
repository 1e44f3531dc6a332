import type { Db } from "../../db/client.ts";
import type { FileStorage } from "../../services/storage.ts";
import { recordAudit, type RequestMeta } from "../audit.ts";
import { DomainError } from "../errors.ts";
import { isIdentityDocumentType, sniffContentType } from "../files/sniff.ts";

import { IDENTITY_DOCUMENT_MAX_BYTES } from "./identity-document.ts";

export type IdentificationState = "NONE" | "SKIPPED" | "PENDING" | "VALIDATED" | "REJECTED";

function safeName(name: string): string {
  const cleaned = name.normalize("NFC").replace(/[^\p{L}\p{N}._ -]+/gu, "_").trim().slice(0, 120);
  return cleaned || "document";
}

/**
 * Stores the uploaded card and puts the account in the validation queue. The type is read
 * from the bytes. The file is written first and the rows after, in one transaction; if the
 * rows fail the file is removed, so a failure leaves neither a row nor a stray file.
 */
export async function submitIdentityDocument(
  db: Db,
  storage: FileStorage,
  input: { userId: number; bytes: Uint8Array; name: string },
  context: { now: Date; meta: RequestMeta },
): Promise<IdentificationState> {
  if (input.bytes.byteLength > IDENTITY_DOCUMENT_MAX_BYTES) throw new DomainError("file_too_large", "file");
  const contentType = sniffContentType(input.bytes);
  if (!isIdentityDocumentType(contentType)) throw new DomainError("invalid_file", "file");
  const user = await db.user.findUniqueOrThrow({ where: { id: input.userId }, select: { validationStatus: true } });
  if (user.validationStatus === "VALIDATED") return "VALIDATED";

  const stored = await storage.put(input.bytes);
  try {
    await db.$transaction(async (tx) => {
      const file = await tx.file.create({
        data: { uploadedById: input.userId, name: safeName(input.name), contentType, size: BigInt(stored.size), sha256: stored.sha256, storageKey: stored.key, createdAt: context.now },
      });
      await tx.user.update({ where: { id: input.userId }, data: { cpsPictureId: file.id, validationStatus: "PENDING" } });
    });
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
  await recordAudit(db, { kind: "identity_submitted", actorUserId: input.userId, targetType: "user", targetId: input.userId, data: { contentType, size: stored.size }, meta: context.meta });
  return "PENDING";
}

/** "Do it later": the account stays unvalidated and the screen says so (spec 1 §2). */
export async function skipIdentification(db: Db, userId: number): Promise<IdentificationState> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { validationStatus: true } });
  if (user.validationStatus !== "NONE" && user.validationStatus !== "REJECTED") return user.validationStatus;
  await db.user.update({ where: { id: userId }, data: { validationStatus: "SKIPPED" } });
  return "SKIPPED";
}
