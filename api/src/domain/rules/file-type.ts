// The type of an upload is read from its bytes, never from its name or the browser's claim: a
// renamed executable must not become "card.pdf". A magic number alone is not enough either
// (issue 7, finding 9): `BM<html>` or `%PDF-<html>` pass a first-bytes test, and a browser that
// sniffs may render them as a page on our origin. So each format's header is decoded and must be
// self-consistent, and a file whose start reads like markup is refused whatever its header says.
// Hand-written on purpose: a few pure checks on headers, no parser and no new dependency.
//
// TIFF, AVIF and HEIC stay accepted (phones and scanners produce them) because their structure
// can be checked as cheaply as the others: a TIFF first directory holding the image size tags,
// and an ISO media file made of well-formed boxes, `ftyp` first, with a `meta` box.

export type SniffedType = "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/bmp" | "image/tiff" | "image/avif" | "image/heic";

type Check = (bytes: Uint8Array) => boolean;

/** Larger than any real card or scan; a bigger header is a forgery or a decompression bomb. */
const MAX_DIMENSION = 65_535;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const saneSize = (width: number, height: number) => width >= 1 && height >= 1 && width <= MAX_DIMENSION && height <= MAX_DIMENSION;

// Browsers that sniff (or an old one ignoring nosniff) decide on these in the first bytes.
const MARKUP = ["<!doctype", "<html", "<head", "<body", "<script", "<iframe", "<svg", "<?xml"];
const MARKUP_WINDOW = 1024;

/** True when the first kilobyte holds an HTML, SVG or XML marker, in any case. */
export function hasMarkup(bytes: Uint8Array): boolean {
  const head = latin1(bytes.subarray(0, MARKUP_WINDOW)).toLowerCase();
  return MARKUP.some((marker) => head.includes(marker));
}

/** `%PDF-1.x` or `%PDF-2.x`, and a `startxref` with an offset inside the file then `%%EOF` in the last kilobyte. */
export function isPdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d\s/.test(latin1(bytes.subarray(0, 10)))) return false;
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  const trailers = [...tail.matchAll(/startxref\s+(\d{1,10})\s+%%EOF/g)];
  const offset = Number(trailers.at(-1)?.[1] ?? Number.NaN);
  return offset >= 9 && offset < bytes.length;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_DEPTHS: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Signature, then an IHDR chunk of length 13 with a sane size, a bit depth allowed for its colour
 * type, and the only defined compression and filter methods. The chunk's CRC must match when
 * present; a file cut right before it (the smallest probe files) is still read as a PNG header.
 */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 29 || !startsWith(bytes, PNG_SIGNATURE) || !startsWith(bytes, ascii("IHDR"), 12)) return false;
  const data = view(bytes);
  const depth = bytes[24] ?? 0;
  const colour = bytes[25] ?? -1;
  if (data.getUint32(8) !== 13 || !saneSize(data.getUint32(16), data.getUint32(20))) return false;
  // Compression and filter method 0 are the only ones defined; interlace is 0 or 1.
  if (!PNG_DEPTHS[colour]?.includes(depth) || bytes[26] !== 0 || bytes[27] !== 0 || (bytes[28] ?? 2) > 1) return false;
  return bytes.length < 33 || crc32(bytes.subarray(12, 29)) === data.getUint32(29);
}

// Start-of-frame markers (C4 is DHT, C8 reserved, CC is DAC).
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** SOI, then well-formed marker segments up to a frame header with a sane size and 1 to 4 components. */
export function isJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0xff, 0xd8])) return false;
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    if (bytes[at] !== 0xff) return false;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Before the frame only segments with a length come: not SOI/EOI, not a scan, not a restart.
    if (marker < 0xc0 || marker === 0xd8 || marker === 0xd9 || marker === 0xda || (marker >= 0xd0 && marker <= 0xd7)) return false;
    const length = data.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (JPEG_FRAMES.has(marker)) {
      if (length < 8) return false;
      const precision = bytes[at + 4] ?? 0;
      const components = bytes[at + 9] ?? 0;
      return [8, 12, 16].includes(precision) && saneSize(data.getUint16(at + 7), data.getUint16(at + 5)) && components >= 1 && components <= 4 && length === 8 + 3 * components;
    }
    at += 2 + length;
  }
  return false;
}

const gifColourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/** Offset after a chain of data sub-blocks and its zero terminator, or -1 when it runs off the end. */
function skipSubBlocks(bytes: Uint8Array, start: number): number {
  let at = start;
  while (at < bytes.length) {
    const size = bytes[at] ?? 0;
    if (size === 0) return at + 1;
    at += 1 + size;
  }
  return -1;
}

/**
 * Header with a nonzero screen size, then only extension and image blocks (at least one image)
 * up to the 0x3B trailer, which must end the file. A `GIF89a` followed by script is no GIF.
 */
export function isGif(bytes: Uint8Array): boolean {
  if (bytes.length < 14 || !(startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")))) return false;
  const data = view(bytes);
  if (data.getUint16(6, true) === 0 || data.getUint16(8, true) === 0) return false;
  let at = 13 + gifColourTable(bytes[10] ?? 0);
  let images = 0;
  while (at >= 0 && at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return images > 0 && at === bytes.length - 1;
    if (block === 0x21) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c && at + 11 <= bytes.length) {
      at += 10 + gifColourTable(bytes[at + 9] ?? 0);
      const codeSize = bytes[at] ?? 0;
      if (codeSize < 1 || codeSize > 12) return false;
      at = skipSubBlocks(bytes, at + 1);
      images += 1;
    } else {
      return false;
    }
  }
  return false;
}

const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
const BMP_BIT_COUNTS = new Set([1, 4, 8, 16, 24, 32]);

/**
 * BITMAPFILEHEADER whose file size is the byte length and whose pixel data starts after a known
 * DIB header and inside the file; one plane, a usual bit count and compression, a sane size.
 */
export function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || !startsWith(bytes, ascii("BM"))) return false;
  const data = view(bytes);
  const headerSize = data.getUint32(14, true);
  const pixels = data.getUint32(10, true);
  if (data.getUint32(2, true) !== bytes.length || !BMP_HEADER_SIZES.has(headerSize) || 14 + headerSize > bytes.length) return false;
  if (pixels < 14 + headerSize || pixels >= bytes.length) return false;
  if (headerSize === 12) {
    return saneSize(data.getUint16(18, true), data.getUint16(20, true)) && data.getUint16(22, true) === 1 && BMP_BIT_COUNTS.has(data.getUint16(24, true));
  }
  // Height may be negative: rows stored top-down.
  const size = saneSize(data.getInt32(18, true), Math.abs(data.getInt32(22, true)));
  return size && data.getUint16(26, true) === 1 && BMP_BIT_COUNTS.has(data.getUint16(28, true)) && data.getUint32(30, true) <= 6;
}

/** One RIFF chunk: its four-character type, where its data starts, and its size. */
type RiffChunk = { type: string; start: number; size: number };

/** The chunks after `WEBP`, which must tile the file exactly (odd sizes padded), or null. */
function webpChunks(bytes: Uint8Array): RiffChunk[] | null {
  const data = view(bytes);
  const chunks: RiffChunk[] = [];
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return null;
    const chunk = { type: latin1(bytes.subarray(at, at + 4)), start: at + 8, size: data.getUint32(at + 4, true) };
    at = chunk.start + chunk.size + (chunk.size & 1);
    if (chunk.start + chunk.size > bytes.length) return null;
    chunks.push(chunk);
  }
  return at === bytes.length ? chunks : null;
}

function isWebpImageChunk(bytes: Uint8Array, { type, start, size }: RiffChunk): boolean {
  const data = view(bytes);
  if (type === "VP8 ") {
    // Frame tag (3 bytes), the start code 9D 01 2A, then 14-bit width and height.
    return size >= 10 && startsWith(bytes, [0x9d, 0x01, 0x2a], start + 3) && saneSize(data.getUint16(start + 6, true) & 0x3fff, data.getUint16(start + 8, true) & 0x3fff);
  }
  // Signature 0x2F, then 14-bit width-1, height-1, alpha bit and a 3-bit version that must be 0.
  if (type === "VP8L") return size >= 5 && bytes[start] === 0x2f && data.getUint32(start + 1, true) >>> 29 === 0;
  return false;
}

/** RIFF whose size is the byte length, `WEBP`, and a valid VP8, VP8L, or VP8X chunk first. */
export function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || !startsWith(bytes, ascii("RIFF")) || !startsWith(bytes, ascii("WEBP"), 8)) return false;
  if (view(bytes).getUint32(4, true) + 8 !== bytes.length) return false;
  const chunks = webpChunks(bytes);
  const [first] = chunks ?? [];
  if (!chunks || !first) return false;
  if (first.type !== "VP8X") return isWebpImageChunk(bytes, first);
  // Extended format: canvas size (24 bits each, minus one), then an image or animation frame.
  const data = view(bytes);
  const canvas = (offset: number) => (data.getUint16(first.start + offset, true) | ((bytes[first.start + offset + 2] ?? 0) << 16)) + 1;
  if (first.size !== 10 || !saneSize(canvas(4), canvas(7))) return false;
  return chunks.some((chunk) => chunk.type === "ANMF" || isWebpImageChunk(bytes, chunk));
}

/** `II*\0` or `MM\0*`, a first directory inside the file whose entries have known types and give the image width and height. BigTIFF is not accepted. */
export function isTiff(bytes: Uint8Array): boolean {
  const little = startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]);
  if (bytes.length < 8 || !(little || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))) return false;
  const data = view(bytes);
  const directory = data.getUint32(4, little);
  if (directory < 8 || directory + 2 > bytes.length) return false;
  const count = data.getUint16(directory, little);
  if (count === 0 || directory + 2 + 12 * count + 4 > bytes.length) return false;
  const tags = new Set<number>();
  for (let i = 0; i < count; i++) {
    const entry = directory + 2 + 12 * i;
    const type = data.getUint16(entry + 2, little);
    if (type < 1 || type > 13) return false;
    tags.add(data.getUint16(entry, little));
  }
  return tags.has(256) && tags.has(257); // ImageWidth, ImageLength
}

/** Top-level ISO media boxes, which must tile the file exactly, or null. */
function isoBoxes(bytes: Uint8Array): RiffChunk[] | null {
  const data = view(bytes);
  const boxes: RiffChunk[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return null;
    const type = latin1(bytes.subarray(at + 4, at + 8));
    let size = data.getUint32(at);
    let header = 8;
    if (size === 1) {
      // 64-bit size: above 4 GB is far beyond the upload limit.
      if (at + 16 > bytes.length || data.getUint32(at + 8) !== 0) return null;
      size = data.getUint32(at + 12);
      header = 16;
    } else if (size === 0) {
      size = bytes.length - at; // last box, to the end of the file
    }
    if (!/^[\x20-\x7e]{4}$/.test(type) || size < header || at + size > bytes.length) return null;
    boxes.push({ type, start: at + header, size: size - header });
    at += size;
  }
  return boxes;
}

const AVIF_BRANDS = ["avif", "avis"];
const HEIC_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"];

/** ISO media boxes with `ftyp` first and a `meta` box; the brands say AVIF or HEIC. */
export function heifType(bytes: Uint8Array): "image/avif" | "image/heic" | null {
  const boxes = isoBoxes(bytes);
  const ftyp = boxes?.[0];
  if (!boxes || ftyp?.type !== "ftyp" || ftyp.size < 8 || ftyp.size % 4 !== 0 || !boxes.some((box) => box.type === "meta")) return null;
  const brands: string[] = [latin1(bytes.subarray(ftyp.start, ftyp.start + 4))];
  for (let at = ftyp.start + 8; at < ftyp.start + ftyp.size; at += 4) brands.push(latin1(bytes.subarray(at, at + 4)));
  if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return "image/avif";
  if (brands.some((brand) => HEIC_BRANDS.includes(brand))) return "image/heic";
  return null;
}

const CHECKS: readonly [SniffedType, Check][] = [
  ["application/pdf", isPdf],
  ["image/png", isPng],
  ["image/jpeg", isJpeg],
  ["image/gif", isGif],
  ["image/webp", isWebp],
  ["image/bmp", isBmp],
  ["image/tiff", isTiff],
];

export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (hasMarkup(bytes)) return null;
  try {
    return CHECKS.find(([, check]) => check(bytes))?.[0] ?? heifType(bytes);
  } catch (error) {
    // The checks bound their reads; should one still read past the end, the file is malformed
    // and answers invalid_file rather than a server error.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Spec 1 §5: an identity document is an image or a PDF. */
export function isIdentityDocumentType(type: SniffedType | null): type is SniffedType {
  return type !== null;
}
