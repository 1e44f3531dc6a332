import { toSearchText } from "@rules/search-text.ts";

/** The hierarchy sidebar's search, kept in the URL hash (#q=...). */
export function searchOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("q") ?? "";
}

export function hashOfSearch(search: string): string {
  return search ? `#${new URLSearchParams({ q: search })}` : "";
}

/** The selected category, kept in the query string (?category=12). */
export function categoryOfSearch(search: string): number | null {
  const value = new URLSearchParams(search).get("category");
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

type Node = { label: string; children?: readonly Node[] };

/** Spec 1 §5: accents and case ignored, every word needed; a parent stays when a child matches. */
export function matchesSearch(node: Node, search: string): boolean {
  const words = toSearchText(search).split(" ").filter(Boolean);
  if (!words.length) return true;
  const own = toSearchText(node.label);
  if (words.every((word) => own.includes(word))) return true;
  return (node.children ?? []).some((child) => matchesSearch(child, search));
}
