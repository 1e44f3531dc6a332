import { isInlineType } from "../../domain/files/attachment-type.ts";

/** RFC 8187 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves that the grammar forbids. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const LIGATURES: Record<string, string> = { œ: "oe", Œ: "OE", æ: "ae", Æ: "AE", ß: "ss" };

/** The name for clients that ignore `filename*`: accents dropped ("é" is "e"), anything else non-ASCII "_". */
function asciiFallback(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[œŒæÆß]/g, (c) => LIGATURES[c] ?? "_")
    .replace(/[^\x20-\x7e]|["\\%;]/g, "_");
}

/** `inline` or `attachment`, with an ASCII fallback name and the exact UTF-8 one (RFC 6266, RFC 8187). */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = asciiFallback(name);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${extendedValue(name)}`;
}

/**
 * Headers of a file download. The type is the one found in the bytes at upload; nosniff keeps
 * browsers to it. Only media a browser renders without running anything is inline, framed by
 * our own pages only (the viewer modal); everything else, PDFs included, is a download in a
 * sandbox. The viewer draws PDFs with pdf.js from these bytes (issue 17 item 5): the browser's
 * own PDF viewer, which runs a PDF's scripts and cannot be sandboxed, never opens one of ours.
 */
export function downloadHeaders(file: { name: string; contentType: string; size: number }): Record<string, string> {
  const inline = isInlineType(file.contentType) && file.contentType !== "application/pdf";
  const sandbox = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return {
    "content-type": file.contentType === "text/plain" ? "text/plain; charset=utf-8" : file.contentType,
    "content-length": String(file.size),
    "content-disposition": contentDisposition(inline ? "inline" : "attachment", file.name),
    "x-content-type-options": "nosniff",
    "x-frame-options": "SAMEORIGIN",
    "content-security-policy": sandbox,
    "cache-control": "private, no-store",
  };
}
