import { hasMarkup, isJpeg, isPng, sniffContentType } from "../rules/file-type.ts";

// What an attachment is, read from its bytes (spec 2 §5 "Files"): the browser's claim and the
// name's extension are never trusted, and what is stored and served is the type found here.
// An allow-list: anything not recognised (executables, scripts, HTML pretending to be a PDF)
// is refused. Images and PDF use the identity area's structural checks (api/src/domain/rules/
// file-type.ts); the formats added here are checked by their headers, which is what a browser
// or a player reads to decide how to handle them.

/** Files up to this size are read back whole for the checks that walk the entire file. */
export const WHOLE_CHECK_MAX_BYTES = 16 * 1024 * 1024;

export type AttachmentSample = {
  /** The first bytes (at least 256 KiB when the file is that long). */
  head: Uint8Array;
  /** The last kilobyte. */
  tail: Uint8Array;
  size: number;
  /** The client's file name: used only to name an OLE2 office file, whose container is checked. */
  name: string;
  /** The whole file when it is at most WHOLE_CHECK_MAX_BYTES, else null. */
  whole: Uint8Array | null;
};

const decoder = new TextDecoder("latin1");
const text = (bytes: Uint8Array) => decoder.decode(bytes);
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const asciiAt = (bytes: Uint8Array, offset: number, value: string) => text(bytes.subarray(offset, offset + value.length)) === value;

/** A PDF too large to read back: its header, and a `startxref` offset inside the file in the last kilobyte. */
function isLargePdf({ head, tail, size }: AttachmentSample): boolean {
  if (!/^%PDF-[12]\.\d\s/.test(text(head.subarray(0, 10)))) return false;
  const offset = Number([...text(tail).matchAll(/startxref\s+(\d{1,15})\s+%%EOF/g)].at(-1)?.[1] ?? Number.NaN);
  return offset >= 9 && offset < size;
}

const isDicom = (head: Uint8Array) => head.length >= 132 && asciiAt(head, 128, "DICM");

const QUICKTIME_BRANDS = new Set(["qt  "]);
const AUDIO_MP4_BRANDS = new Set(["M4A ", "M4B ", "M4P "]);
const THREE_GP = /^3g[p2]/;
const VIDEO_MP4_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "M4VH", "M4VP", "dash", "mmp4", "f4v ", "MSNV", "XAVC"]);

/** An ISO media file whose first box is a well-sized `ftyp` with an audio or video brand. */
function isoMediaType(head: Uint8Array, size: number): string | null {
  if (head.length < 16 || !asciiAt(head, 4, "ftyp")) return null;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize > Math.min(size, 4096) || boxSize % 4 !== 0) return null;
  const brand = text(head.subarray(8, 12));
  if (QUICKTIME_BRANDS.has(brand)) return "video/quicktime";
  if (AUDIO_MP4_BRANDS.has(brand)) return "audio/mp4";
  if (THREE_GP.test(brand)) return "video/3gpp";
  if (VIDEO_MP4_BRANDS.has(brand)) return "video/mp4";
  return null;
}

/** MPEG audio frame header: sync bits, a defined version and layer, a usable bitrate and sample rate. */
function isMpegAudioFrame(head: Uint8Array): boolean {
  const [b0, b1 = 0, b2 = 0] = head;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && sampleRate !== 3;
}

function audioVideoType(head: Uint8Array, size: number): string | null {
  if (asciiAt(head, 0, "RIFF") && head.length >= 12) {
    if (asciiAt(head, 8, "WAVE")) return "audio/wav";
    if (asciiAt(head, 8, "AVI ")) return "video/x-msvideo";
    return null;
  }
  if (asciiAt(head, 0, "ID3") && (head[3] ?? 0) >= 2 && (head[3] ?? 0) <= 4) return "audio/mpeg";
  if (isMpegAudioFrame(head)) return "audio/mpeg";
  if (asciiAt(head, 0, "fLaC")) return "audio/flac";
  if (asciiAt(head, 0, "OggS") && head[4] === 0) return text(head.subarray(0, 512)).includes("theora") ? "video/ogg" : "audio/ogg";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return text(head.subarray(0, 64)).includes("webm") ? "video/webm" : "video/x-matroska";
  return isoMediaType(head, size);
}

const ODF_TYPES = /^application\/vnd\.oasis\.opendocument\.(text|spreadsheet|presentation|graphics)$/;
const OOXML = [
  ["word/", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["xl/", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ["ppt/", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
] as const;

/**
 * Whether a file of this type is a zip container, whose entries are checked: a plain archive,
 * or one of the office documents zipType recognises (the same list, so a type added there is
 * checked too).
 */
export function isZipContainer(contentType: string): boolean {
  return contentType === "application/zip" || ODF_TYPES.test(contentType) || OOXML.some(([, type]) => type === contentType);
}

/** A zip archive (a local file header or an empty archive's end record); office documents are zips too. */
function zipType(head: Uint8Array): string | null {
  if (startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return "application/zip";
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || head.length < 30) return null;
  const data = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const nameLength = data.getUint16(26, true);
  const extraLength = data.getUint16(28, true);
  const firstName = text(head.subarray(30, 30 + nameLength));
  // OpenDocument: a stored "mimetype" entry first, holding the type (ISO/IEC 26300 §17.4).
  if (firstName === "mimetype") {
    const start = 30 + nameLength + extraLength;
    const declared = text(head.subarray(start, start + data.getUint32(18, true)));
    if (ODF_TYPES.test(declared)) return declared;
  }
  const names = text(head);
  if (names.includes("[Content_Types].xml")) {
    for (const [folder, type] of OOXML) if (names.includes(folder)) return type;
  }
  return "application/zip";
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OLE_TYPES: Record<string, string> = { doc: "application/msword", xls: "application/vnd.ms-excel", ppt: "application/vnd.ms-powerpoint" };

/** Legacy office files share one container format; its name says which of the three it is. */
function oleType(head: Uint8Array, name: string): string | null {
  if (!startsWith(head, OLE_SIGNATURE)) return null;
  return OLE_TYPES[name.toLowerCase().split(".").at(-1) ?? ""] ?? null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** UTF-8 text with no control character but tab, line breaks and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let decoded: string;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    return false;
  }
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    // Tab, line feed, form feed and carriage return are text; other C0 controls and DEL are not.
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

/** The attachment's content type, or null when it is none of the accepted kinds. */
export function sniffAttachmentType(sample: AttachmentSample): string | null {
  const { head, whole, size } = sample;
  if (size === 0 || hasMarkup(head)) return null;
  let image: string | null;
  try {
    image = whole ? sniffContentType(whole) : isLargePdf(sample) ? "application/pdf" : isPng(head) ? "image/png" : isJpeg(head) ? "image/jpeg" : null;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    image = null;
  }
  if (image) return image;
  if (isDicom(head)) return "application/dicom";
  const type = audioVideoType(head, size) ?? zipType(head) ?? oleType(head, sample.name);
  if (type) return type;
  return whole && isPlainText(whole) ? "text/plain" : null;
}

export type MediaKind = "pdf" | "image" | "audio" | "video" | "other";

// Spec 2 §5: the image types shown inline (svg+xml never gets here: markup is refused).
const INLINE_IMAGES = new Set(["image/apng", "image/avif", "image/bmp", "image/gif", "image/jpeg", "image/png", "image/webp", "image/x-ms-bmp"]);

/** How the web app shows a file: gallery image, PDF viewer, player, or a download. */
export function mediaKindOf(contentType: string): MediaKind {
  if (contentType === "application/pdf") return "pdf";
  if (INLINE_IMAGES.has(contentType)) return "image";
  if (contentType.startsWith("audio/")) return "audio";
  if (contentType.startsWith("video/")) return "video";
  return "other";
}

/** Served inline (viewed in the page) rather than as a download: media the browser renders without running anything. */
export function isInlineType(contentType: string): boolean {
  return mediaKindOf(contentType) !== "other" || contentType === "text/plain";
}
