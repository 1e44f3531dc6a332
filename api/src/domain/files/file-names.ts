/** Spec 2 §9: a MB is 1,048,576 bytes; the per-file limit is the topic's, 50 MB by default. */
export const MEGABYTE = 1_048_576;
export const DEFAULT_MAX_UPLOAD_MB = 50;

export function maxUploadBytes(maxUploadSizeMb: number | null | undefined): number {
  return (maxUploadSizeMb ?? DEFAULT_MAX_UPLOAD_MB) * MEGABYTE;
}

/**
 * A stored name: letters, digits, dots, dashes, spaces and underscores, at most 200 characters,
 * the extension kept. It appears in URLs, archives and Content-Disposition headers, where path
 * separators and control characters would be trouble.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._ ()-]+/gu, "_")
    .replace(/^[.\s]+/, "")
    .trim();
  if (!cleaned) return "document";
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 200 - extension.length) + extension;
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
