// Spec 1 §5: the card is an image or a PDF of 10 MB at most. The browser reads the type from the
// bytes with the same structural check as the API (@rules/file-type), so a text file renamed
// ".png" is refused before any upload, with no broken preview; the API checks again on receipt.
import { IDENTITY_DOCUMENT_MAX_BYTES } from "@rules/identity-document.ts";
import { isIdentityDocumentType, sniffContentType, type SniffedType } from "@rules/file-type.ts";

/** What the file picker offers; the bytes decide. */
export const IDENTITY_FILE_TYPES: readonly string[] = ["image/*", "application/pdf"];

// Pictures every supported browser draws in an <img>; TIFF and HEIC get the document icon.
const PREVIEWABLE: ReadonlySet<SniffedType> = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp", "image/avif"]);

/** How the chosen file is shown before it is sent: a thumbnail, or an icon and its name. */
export type IdentityFileKind = "image" | "document";
export type IdentityFileCheck = { ok: true; type: SniffedType; kind: IdentityFileKind } | { ok: false; code: "invalid_file" | "file_too_large" };

/** The check of a file's content, as the API makes it. */
export function checkIdentityBytes(bytes: Uint8Array): IdentityFileCheck {
  if (bytes.length > IDENTITY_DOCUMENT_MAX_BYTES) return { ok: false, code: "file_too_large" };
  const type = sniffContentType(bytes);
  if (!isIdentityDocumentType(type)) return { ok: false, code: "invalid_file" };
  return { ok: true, type, kind: PREVIEWABLE.has(type) ? "image" : "document" };
}

/** Reads a chosen file (never more than the size limit) and checks it. */
export async function checkIdentityFile(file: Pick<Blob, "size" | "arrayBuffer">): Promise<IdentityFileCheck> {
  if (file.size > IDENTITY_DOCUMENT_MAX_BYTES) return { ok: false, code: "file_too_large" };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    // Unreadable: removed from disk since it was picked, or a folder.
    return { ok: false, code: "invalid_file" };
  }
  return checkIdentityBytes(bytes);
}

export type UploadAnswer = { status: number; body: unknown };
export type UploadOutcome = { ok: true } | { ok: false; code: string; message: string | null };

/** Reads the answer of POST /api/v1/users/me/identification: 201 {status}, or 4xx {code, message}. */
export function uploadOutcome({ status, body }: UploadAnswer): UploadOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === "string" ? record.code : status === 413 ? "file_too_large" : "internal_error";
  return { ok: false, code, message: typeof record.message === "string" ? record.message : null };
}

/** A file size as people read it: whole kilobytes under a megabyte, else megabytes with one decimal. */
export function fileSize(bytes: number): { value: number; unit: "KB" | "MB" } {
  if (bytes < 1024 * 1024) return { value: Math.max(1, Math.ceil(bytes / 1024)), unit: "KB" };
  return { value: Math.round((bytes / 1024 / 1024) * 10) / 10, unit: "MB" };
}
