import { useCallback, useEffect, useRef } from "react";
import { createHiddenTabMarker, type HiddenTabMarker } from "./hidden-tab-marker.ts";

/**
 * Returns `mark`: call it when a notification arrives. While the tab is hidden the title gets
 * the '* ' prefix (spec 2 §4); it is removed when the tab becomes visible again.
 */
export function useHiddenTabMarker(): () => void {
  const marker = useRef<HiddenTabMarker | null>(null);
  useEffect(() => {
    const created = createHiddenTabMarker(document);
    marker.current = created;
    return () => {
      created.dispose();
      marker.current = null;
    };
  }, []);
  return useCallback(() => marker.current?.mark(), []);
}
