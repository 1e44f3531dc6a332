import { useSyncExternalStore } from "react";

// Bumped when the viewer's unread counts change (a request arrived, a reply, a completion): the
// open list refetches, so a new consult appears without a reload.
let version = 0;
const listeners = new Set<() => void>();

export const feedVersion = {
  bump(): void {
    version += 1;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): number => version,
};

export function useFeedVersion(): number {
  return useSyncExternalStore(feedVersion.subscribe, feedVersion.current);
}
