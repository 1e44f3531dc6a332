import { constants, inflateSync } from "node:zlib";

// Issue 17: a PDF can carry actions its reader runs: JavaScript (on open, on a page, on a field),
// a Launch action (start a program), an XFA form (scripted, and dropped by PDF 2.0). Nothing a
// clinician sends needs them, and the recipient may open the download in a desktop reader that
// runs them, so such a PDF is refused. An embedded file is different: a scanner or a lab system
// may attach its XML or the original (PDF/A-3, Factur-X), so it is accepted and marked, and the
// web app says so next to the file.

/** What a PDF carries, by the names of the dictionary keys and types that declare it. */
export type PdfActiveContent = { scripts: boolean; embeddedFiles: boolean };

const SCRIPT_NAMES = new Set(["JavaScript", "JS", "Launch", "XFA"]);
const EMBEDDED_NAMES = new Set(["EmbeddedFile", "EmbeddedFiles"]);
/** An object stream's content, once inflated, is at most this large (a bound on a zip bomb). */
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

const latin1 = new TextDecoder("latin1");

/** PDF names may spell any byte as #xx: /J#61vaScript is /JavaScript. */
const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function scanNames(text: string, found: PdfActiveContent): void {
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const name = decodeName(match[1] ?? "");
    if (SCRIPT_NAMES.has(name)) found.scripts = true;
    if (EMBEDDED_NAMES.has(name)) found.embeddedFiles = true;
  }
}

/**
 * The objects packed in compressed object streams (PDF 1.5+), where a scanner of the raw bytes
 * would not see them: every stream whose dictionary says /Type /ObjStm, inflated within a bound.
 */
function objectStreams(bytes: Uint8Array, text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const dictionary = text.slice(Math.max(0, (match.index ?? 0) - 512), match.index);
    const own = dictionary.slice(dictionary.lastIndexOf("obj") + 1);
    if (!/\/Type\s*\/ObjStm/.test(own) || !/\/FlateDecode/.test(own)) continue;
    const end = text.indexOf("endstream", start);
    try {
      const inflated = inflateSync(bytes.subarray(start, end < 0 ? bytes.byteLength : end), { maxOutputLength: MAX_INFLATED_BYTES, finishFlush: constants.Z_SYNC_FLUSH });
      out.push(latin1.decode(inflated));
    } catch {
      // Damaged, encrypted or too large: its objects stay unread, as a reader would fail on them too.
    }
  }
  return out;
}

/** Finds scripts, launch actions, XFA forms and embedded files in a PDF's bytes (or a window of them). */
export function pdfActiveContent(bytes: Uint8Array, found: PdfActiveContent = { scripts: false, embeddedFiles: false }): PdfActiveContent {
  const text = latin1.decode(bytes);
  scanNames(text, found);
  for (const inner of objectStreams(bytes, text)) scanNames(inner, found);
  return found;
}
