import { useSyncExternalStore } from "react";

// Spec 1 §9: the small-screen breakpoint is 1024 px (inclusive).
const QUERY = "(max-width: 1024px)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
