/** Lower-case, accent-free, single-spaced: how names are stored for search and how queries are read. */
export function toSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Longer search text is cut: names and registration numbers are far shorter. */
export const SEARCH_MAX_LENGTH = 200;

/** Spec 1 §5: a search needs a non-empty trimmed query; every word must match. */
export function searchWords(query: string, maxWords = 6): string[] {
  return toSearchText(query.slice(0, SEARCH_MAX_LENGTH)).split(" ").filter(Boolean).slice(0, maxWords);
}
