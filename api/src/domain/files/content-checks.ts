import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { checkZipEntries } from "./archive-entries.ts";
import { isZipContainer } from "./attachment-type.ts";
import { overlappingWindows, streamedSource, wholeSource } from "./byte-source.ts";
import { noActiveContent, pdfActiveContent, type PdfActiveContent } from "./pdf-active-content.ts";

/** What the upload keeps about a file's content beyond its type (the File row's metadata). */
export type ContentMarks = { embeddedFiles: true } | null;

// A PDF too large to read back whole is scanned in windows; an object stream cut by a window's
// edge is seen whole in the next one as long as it is smaller than the overlap.
const PDF_WINDOW_BYTES = 8 * 1024 * 1024;
const PDF_WINDOW_OVERLAP = 1024 * 1024;

async function scanPdf(deps: Deps, key: string, whole: Uint8Array | null): Promise<PdfActiveContent> {
  if (whole) return pdfActiveContent(whole);
  const found = noActiveContent();
  for await (const window of overlappingWindows(deps.storage.stream(key), PDF_WINDOW_BYTES, PDF_WINDOW_OVERLAP)) pdfActiveContent(window, found);
  return found;
}

/**
 * The checks of an accepted type's content (issue 17): archives whose entries would be written
 * outside their folder, and PDFs that run scripts or programs (or whose compressed objects
 * inflate past the check's budget), are refused with invalid_file;
 * a PDF with embedded files is kept and marked. `whole` is the file when it was read back.
 */
export async function checkContent(deps: Deps, stored: { key: string; size: number; contentType: string }, whole: Uint8Array | null): Promise<ContentMarks> {
  if (isZipContainer(stored.contentType)) {
    const source = whole ? wholeSource(whole) : streamedSource(stored.size, () => deps.storage.stream(stored.key));
    if ((await checkZipEntries(source)) !== "safe") throw new DomainError("invalid_file", "file");
    return null;
  }
  if (stored.contentType !== "application/pdf") return null;
  const found = await scanPdf(deps, stored.key, whole);
  if (found.scripts || found.unchecked) throw new DomainError("invalid_file", "file");
  return found.embeddedFiles ? { embeddedFiles: true } : null;
}

/** Whether a File row's metadata carries the embedded-files mark. */
export function embedsFiles(metadata: unknown): boolean {
  return typeof metadata === "object" && metadata !== null && "embeddedFiles" in metadata && metadata.embeddedFiles === true;
}
