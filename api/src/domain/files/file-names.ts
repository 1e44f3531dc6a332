/** Spec 2 §9: a MB is 1,048,576 bytes; the per-file limit is the topic's, 50 MB by default. */
export const MEGABYTE = 1_048_576;
export const DEFAULT_MAX_UPLOAD_MB = 50;

export function maxUploadBytes(maxUploadSizeMb: number | null | undefined): number {
  return (maxUploadSizeMb ?? DEFAULT_MAX_UPLOAD_MB) * MEGABYTE;
}

// Path separators (the colon too: a drive or an NTFS stream on Windows), control characters,
// and the invisible characters that reorder or split what a reader sees (bidi overrides turn
// "scan\u202Efdp.exe" into what looks like "scanexe.pdf"; line separators break headers).
const UNSAFE_IN_NAMES = /[/\\:\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]+/gu;

/**
 * A stored name: the uploader's own, NFC-normalised (a Mac sends "é" decomposed, Windows
 * composed: both must list, sort and download alike), with only path separators and control
 * characters replaced by "_", no leading dot, at most 200 characters with the extension kept.
 * It appears in URLs, archives and Content-Disposition headers, which encode the rest.
 */
export function safeFileName(name: string): string {
  const cleaned = name.normalize("NFC").replace(UNSAFE_IN_NAMES, "_").replace(/^[.\s]+/, "").trim();
  if (!cleaned) return "document";
  const characters = Array.from(cleaned);
  if (characters.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return characters.slice(0, 200 - extension.length).join("") + extension;
}

/** Names made unique within one archive: a second "scan.pdf" becomes "scan (2).pdf". */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
