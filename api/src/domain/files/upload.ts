import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { readableMessageWhere } from "../messages/access.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Tx } from "../requests/participant-state.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { isValidatedViewer } from "../access.ts";
import { sniffAttachmentType, WHOLE_CHECK_MAX_BYTES } from "./attachment-type.ts";
import { checkContent, type ContentMarks } from "./content-checks.ts";
import { maxUploadBytes, safeFileName } from "./file-names.ts";
import { publishRequestUpdated } from "../requests/request-events.ts";

/** One file of a multipart body, as the transport hands it over: its bytes are read once, as they arrive. */
export type IncomingFile = { name: string; content: AsyncIterable<Uint8Array> };

export type UploadedFile = { id: number; name: string; contentType: string; size: number; createdAt: Date };

/** The files created, in body order, and the request they belong to. */
export type UploadResult = { requestId: number; files: UploadedFile[] };

/** More files in one call is a client bug or abuse; the web app sends one file a call. */
export const MAX_FILES_PER_UPLOAD = 20;

const incomingFiles = z.custom<AsyncIterable<IncomingFile>>((value) => typeof value === "object" && value !== null && Symbol.asyncIterator in value);

export const uploadRequestFilesInput = z.object({ requestId: dbIdSchema, files: incomingFiles });
export const uploadMessageFilesInput = z.object({ messageId: dbIdSchema, files: incomingFiles });

type Target = { requestId: number; messageId: number | null; maxBytes: number };

/** Spec 2 §4, §5: a request's attachments change on its sender side while it is a draft. */
async function requestTarget(db: Tx, viewer: Viewer, requestId: number): Promise<Target> {
  const request = await db.request.findFirst({
    where: { id: requestId, AND: [readableRequestWhere(viewer)] },
    select: { status: true, recipientTopic: { select: { maxUploadSizeMb: true } }, participants: { where: { userId: viewer.userId }, select: { side: true } } },
  });
  if (!request) throw new DomainError("not_found");
  if (request.status !== "DRAFT" || request.participants[0]?.side !== "SENDER") throw new DomainError("upload_forbidden");
  return { requestId, messageId: null, maxBytes: maxUploadBytes(request.recipientTopic?.maxUploadSizeMb) };
}

/** A message's files are added by its author, a participant, while the message is a draft on a published request. */
async function messageTarget(db: Tx, viewer: Viewer, messageId: number): Promise<Target> {
  const message = await db.message.findFirst({
    where: { id: messageId, AND: [readableMessageWhere(viewer)] },
    select: {
      authorId: true,
      status: true,
      requestId: true,
      request: { select: { status: true, recipientTopic: { select: { maxUploadSizeMb: true } }, participants: { where: { userId: viewer.userId }, select: { side: true } } } },
    },
  });
  if (!message) throw new DomainError("not_found");
  const { request } = message;
  if (message.authorId !== viewer.userId || message.status !== "DRAFT" || request.status !== "PUBLISHED" || request.participants.length === 0) {
    throw new DomainError("upload_forbidden");
  }
  return { requestId: message.requestId, messageId, maxBytes: maxUploadBytes(request.recipientTopic?.maxUploadSizeMb) };
}

type Stored = { key: string; sha256: string; size: number; name: string; contentType: string; marks: ContentMarks };

/**
 * Streams each file to storage within the per-file limit, then checks its type by content.
 * Every object written is returned, or removed before the error goes up.
 */
async function storeAll(deps: Deps, files: AsyncIterable<IncomingFile>, maxBytes: number): Promise<Stored[]> {
  const stored: Stored[] = [];
  try {
    for await (const file of files) {
      if (stored.length >= MAX_FILES_PER_UPLOAD) throw new DomainError("validation_failed", "files");
      const name = safeFileName(file.name);
      const result = await deps.storage.putStream(file.content, maxBytes);
      if (result.tooLarge) throw new DomainError("file_too_large", "file");
      const object: Stored = { key: result.key, sha256: result.sha256, size: result.size, name, contentType: "", marks: null };
      stored.push(object);
      const whole = result.size <= WHOLE_CHECK_MAX_BYTES ? await deps.storage.get(result.key) : null;
      const contentType = sniffAttachmentType({ head: result.head, tail: result.tail, size: result.size, name, whole });
      if (!contentType) throw new DomainError("file_type_refused", "file");
      object.contentType = contentType;
      object.marks = await checkContent(deps, { key: result.key, size: result.size, contentType }, whole);
    }
    if (stored.length === 0) throw new DomainError("validation_failed", "files");
    return stored;
  } catch (error) {
    await removeAll(deps, stored);
    throw error;
  }
}

async function removeAll(deps: Deps, stored: readonly Stored[]): Promise<void> {
  await Promise.all(stored.map((object) => deps.storage.remove(object.key).catch((error: unknown) => console.error("[files] could not remove an object", object.key, error))));
}

/**
 * The stored objects and their rows make one unit: the rows go in one transaction that first
 * checks again that the target still takes files (a draft published during a long upload does
 * not), and when it fails every object written is removed. A refused or broken upload leaves
 * neither a row nor a file (DESIGN.md "Storage").
 */
async function upload(deps: Deps, viewer: Viewer, files: AsyncIterable<IncomingFile>, findTarget: (db: Tx) => Promise<Target>): Promise<UploadResult> {
  const target = await findTarget(deps.db);
  const stored = await storeAll(deps, files, target.maxBytes);
  let rows: UploadedFile[];
  try {
    rows = await deps.db.$transaction(async (tx) => {
      await findTarget(tx);
      const created: UploadedFile[] = [];
      for (const object of stored) {
        const row = await tx.file.create({
          data: {
            requestId: target.requestId,
            messageId: target.messageId,
            uploadedById: viewer.userId,
            name: object.name,
            contentType: object.contentType,
            size: BigInt(object.size),
            sha256: object.sha256,
            storageKey: object.key,
            archiveType: object.contentType === "application/dicom" ? "DICOM" : null,
            metadata: object.marks ?? undefined,
            createdAt: deps.now,
          },
          select: { id: true, name: true, contentType: true, createdAt: true },
        });
        created.push({ ...row, size: object.size });
      }
      return created;
    });
  } catch (error) {
    await removeAll(deps, stored);
    throw error;
  }
  // Only the uploader's side sees a draft's or a draft message's files, so this is no activity
  // for the feeds (no unread mark): the message's publication is.
  await publishRequestUpdated(deps, { requestId: target.requestId, kind: "files" });
  return { requestId: target.requestId, files: rows };
}

/** POST requests/{id}/files/: attachments of a draft, by its sender side. */
export async function uploadRequestFiles(deps: Deps, viewer: Viewer | null, raw: z.input<typeof uploadRequestFilesInput>): Promise<UploadResult> {
  const input = parseInput(uploadRequestFilesInput, raw);
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  return upload(deps, viewer, input.files, (db) => requestTarget(db, viewer, input.requestId));
}

/** POST messages/{id}/files/: files of the viewer's own draft message. */
export async function uploadMessageFiles(deps: Deps, viewer: Viewer | null, raw: z.input<typeof uploadMessageFilesInput>): Promise<UploadResult> {
  const input = parseInput(uploadMessageFilesInput, raw);
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  return upload(deps, viewer, input.files, (db) => messageTarget(db, viewer, input.messageId));
}
