// Spec 1 §5: the card is an image or a PDF; the API reads the type from the bytes and takes
// 10 MB at most. These checks only spare the user a useless upload.
import { IDENTITY_DOCUMENT_MAX_BYTES } from "@rules/identity-document.ts";

export const IDENTITY_FILE_TYPES: readonly string[] = ["image/*", "application/pdf"];

const IMAGE_EXTENSIONS = /\.(?:png|jpe?g|gif|webp|heic|heif|bmp|tiff?)$/i;

export type IdentityFileKind = "image" | "pdf";
export type IdentityFileCheck = { ok: true; kind: IdentityFileKind } | { ok: false; code: "invalid_file" | "file_too_large" };

/** Type from the browser's MIME type, or from the name when the browser gives none. */
export function checkIdentityFile(file: { name: string; type: string; size: number }): IdentityFileCheck {
  const type = file.type.toLowerCase();
  const kind: IdentityFileKind | null =
    type === "application/pdf" || (!type && /\.pdf$/i.test(file.name)) ? "pdf" : type.startsWith("image/") || (!type && IMAGE_EXTENSIONS.test(file.name)) ? "image" : null;
  if (!kind) return { ok: false, code: "invalid_file" };
  if (file.size > IDENTITY_DOCUMENT_MAX_BYTES) return { ok: false, code: "file_too_large" };
  return { ok: true, kind };
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
