import { constants, inflateSync } from "node:zlib";

// Issue 17: a PDF can carry actions its reader runs: JavaScript (on open, on a page, on a field),
// a Launch action (start a program), an XFA form (scripted, and dropped by PDF 2.0). Nothing a
// clinician sends needs them, and the recipient may open the download in a desktop reader that
// runs them, so such a PDF is refused. An embedded file is different: a scanner or a lab system
// may attach its XML or the original (PDF/A-3, Factur-X), so it is accepted and marked, and the
// web app says so next to the file.

/**
 * What a PDF carries, by the names of the dictionary keys and types that declare it. `unchecked`:
 * its object streams inflate past the budget, so what they hold was not read (refused like a script:
 * a PDF built to exhaust the check is no clinical document).
 */
export type PdfActiveContent = { scripts: boolean; embeddedFiles: boolean; unchecked: boolean; inflateBudget: number };

/** Inflating is synchronous work on the upload path: a whole file's object streams share this budget. */
export const PDF_INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;

export const noActiveContent = (): PdfActiveContent => ({ scripts: false, embeddedFiles: false, unchecked: false, inflateBudget: PDF_INFLATE_BUDGET_BYTES });

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
function objectStreams(bytes: Uint8Array, text: string, found: PdfActiveContent): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const dictionary = text.slice(Math.max(0, (match.index ?? 0) - 512), match.index);
    const own = dictionary.slice(dictionary.lastIndexOf("obj") + 1);
    if (!/\/Type\s*\/ObjStm/.test(own) || !/\/FlateDecode/.test(own)) continue;
    const end = text.indexOf("endstream", start);
    if (found.inflateBudget <= 0) {
      found.unchecked = true;
      break;
    }
    try {
      const inflated = inflateSync(bytes.subarray(start, end < 0 ? bytes.byteLength : end), { maxOutputLength: Math.min(MAX_INFLATED_BYTES, found.inflateBudget), finishFlush: constants.Z_SYNC_FLUSH });
      found.inflateBudget -= inflated.byteLength;
      out.push(latin1.decode(inflated));
    } catch (error) {
      // Past the bound: not read, so not trusted. Damaged or encrypted: a reader fails on it too.
      if (error instanceof RangeError) found.unchecked = true;
    }
  }
  return out;
}

/** Finds scripts, launch actions, XFA forms and embedded files in a PDF's bytes (or a window of them). */
export function pdfActiveContent(bytes: Uint8Array, found: PdfActiveContent = noActiveContent()): PdfActiveContent {
  const text = latin1.decode(bytes);
  scanNames(text, found);
  for (const inner of objectStreams(bytes, text, found)) scanNames(inner, found);
  return found;
}
