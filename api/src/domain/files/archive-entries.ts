import type { ByteSource } from "./byte-source.ts";

// Issue 17: a zip whose entries name `../x`, `/etc/x`, `\x` or `C:\x` writes outside the folder
// it is extracted into on many tools ("zip slip"). Every zip container the upload accepts (zip,
// and office documents, which are zips) is checked here: the names of the central directory
// (what most extractors read), of each local header (what streaming extractors read; a name
// that differs there is a known trick), and of the Info-ZIP Unicode path field (which extractors
// prefer when present). A symbolic link entry is refused too: extracted first, it lets a later
// plain entry write through it anywhere.

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const UNICODE_PATH = 0x7075;
const ZIP64_EXTRA = 0x0001;
/** More than that much directory is not a clinical archive; refusing keeps the check bounded. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
const MAX_ENTRIES = 100_000;

export type ArchiveCheck = "safe" | "unsafe" | "unreadable";

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const u64 = (data: DataView, at: number) => Number(data.getBigUint64(at, true));
const latin1 = new TextDecoder("latin1");

/**
 * An entry name that leaves the extraction folder. Read byte for byte: the characters that matter
 * are ASCII, and ASCII bytes mean the same in CP437 and in UTF-8 (whose multi-byte sequences
 * never use them), so the flag that says which one the name is in cannot hide anything.
 */
export function isUnsafeEntryName(name: Uint8Array): boolean {
  const text = latin1.decode(name);
  if (text.includes("\0") || /^[/\\]/.test(text) || /^[A-Za-z]:/.test(text)) return true;
  // "..", and the dot-and-space segments Windows trims down to ".." (". .", "...", ".. ").
  return text.split(/[/\\]/).some((segment) => /^[. ]*\.[. ]*\.[. ]*$/.test(segment));
}

type Extra = { unicodeName: Uint8Array | null; zip64Offset: number | null };

/** The Unicode path and, when the header's fields are full, the ZIP64 local header offset. */
function readExtra(extra: Uint8Array, needs: { sizes: number; offset: boolean }): Extra {
  const data = view(extra);
  const out: Extra = { unicodeName: null, zip64Offset: null };
  for (let at = 0; at + 4 <= extra.byteLength; ) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    const body = extra.subarray(at + 4, at + 4 + length);
    if (id === UNICODE_PATH && body.byteLength >= 5) out.unicodeName = body.subarray(5);
    if (id === ZIP64_EXTRA && needs.offset && body.byteLength >= needs.sizes * 8 + 8) out.zip64Offset = u64(view(body), needs.sizes * 8);
    at += 4 + length;
  }
  return out;
}

type Directory = { offset: number; size: number; entries: number };

/** Where the central directory is, from the end record (and its ZIP64 form). */
async function findDirectory(source: ByteSource): Promise<Directory | null> {
  const tailLength = Math.min(source.size, 22 + 0xffff + 20);
  const [tail = new Uint8Array(0)] = await source.read([{ offset: source.size - tailLength, length: tailLength }]);
  const data = view(tail);
  for (let at = tail.byteLength - 22; at >= 0; at--) {
    if (data.getUint32(at, true) !== EOCD) continue;
    const entries = data.getUint16(at + 10, true);
    const size = data.getUint32(at + 12, true);
    const offset = data.getUint32(at + 16, true);
    if (entries !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) return { offset, size, entries };
    if (at < 20 || data.getUint32(at - 20, true) !== ZIP64_LOCATOR) return null;
    const [record = new Uint8Array(0)] = await source.read([{ offset: u64(data, at - 12), length: 56 }]);
    if (record.byteLength < 56 || view(record).getUint32(0, true) !== ZIP64_EOCD) return null;
    const zip64 = view(record);
    return { entries: u64(zip64, 32), size: u64(zip64, 40), offset: u64(zip64, 48) };
  }
  return null;
}

type Entry = { localOffset: number };

/** Checks the central directory's names and kinds; answers the local headers to check next. */
function readCentral(directory: Uint8Array): Entry[] | "unsafe" | "unreadable" {
  const data = view(directory);
  const entries: Entry[] = [];
  for (let at = 0; at < directory.byteLength; ) {
    if (at + 46 > directory.byteLength || data.getUint32(at, true) !== CENTRAL) return "unreadable";
    const host = data.getUint8(at + 5);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const mode = data.getUint32(at + 38, true) >>> 16;
    const name = directory.subarray(at + 46, at + 46 + nameLength);
    const sizes = (data.getUint32(at + 24, true) === 0xffffffff ? 1 : 0) + (data.getUint32(at + 20, true) === 0xffffffff ? 1 : 0);
    const rawOffset = data.getUint32(at + 42, true);
    const extra = readExtra(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), { sizes, offset: rawOffset === 0xffffffff });
    // Unix host (3) with the file type bits of a symbolic link.
    if (isUnsafeEntryName(name) || (extra.unicodeName && isUnsafeEntryName(extra.unicodeName)) || (host === 3 && (mode & 0xf000) === 0xa000)) return "unsafe";
    entries.push({ localOffset: extra.zip64Offset ?? rawOffset });
    if (entries.length > MAX_ENTRIES) return "unreadable";
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Reads each entry's local header, then its name and extra field. */
async function checkLocalHeaders(source: ByteSource, entries: readonly Entry[]): Promise<ArchiveCheck> {
  const headers = await source.read(entries.map((entry) => ({ offset: entry.localOffset, length: 30 })));
  const lengths: { name: number; extra: number }[] = [];
  for (const header of headers) {
    if (header.byteLength < 30 || view(header).getUint32(0, true) !== LOCAL) return "unreadable";
    lengths.push({ name: view(header).getUint16(26, true), extra: view(header).getUint16(28, true) });
  }
  const names = await source.read(entries.map((entry, i) => ({ offset: entry.localOffset + 30, length: (lengths[i]?.name ?? 0) + (lengths[i]?.extra ?? 0) })));
  for (const [i, bytes] of names.entries()) {
    const nameLength = lengths[i]?.name ?? 0;
    const extra = readExtra(bytes.subarray(nameLength), { sizes: 0, offset: false });
    if (isUnsafeEntryName(bytes.subarray(0, nameLength)) || (extra.unicodeName && isUnsafeEntryName(extra.unicodeName))) return "unsafe";
  }
  return "safe";
}

/** Whether every entry of a zip container stays inside the folder it is extracted into. */
export async function checkZipEntries(source: ByteSource): Promise<ArchiveCheck> {
  const directory = await findDirectory(source);
  if (!directory) return "unreadable";
  if (directory.entries === 0 && directory.size === 0) return "safe";
  if (directory.size > MAX_DIRECTORY_BYTES || directory.offset + directory.size > source.size) return "unreadable";
  const [bytes = new Uint8Array(0)] = await source.read([{ offset: directory.offset, length: directory.size }]);
  const entries = readCentral(bytes);
  if (typeof entries === "string") return entries;
  return checkLocalHeaders(source, entries);
}
