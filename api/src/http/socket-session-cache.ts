import type { SessionLookup } from "../domain/accounts/sessions.ts";

/**
 * At most this long a socket reuses its session lookup for queries and subscriptions; then it
 * reads it again (which also slides the session's idle deadline, as an HTTP call does).
 */
export const SOCKET_SESSION_REUSE_MS = 30_000;

type Entry = { lookup: SessionLookup & { kind: "active" }; readAt: number };

/**
 * The session lookup of each open socket (its cookies never change), so that an operation on it
 * costs no session read (issue 18). An entry is dropped when the session ends (the registry's
 * sessionsEnded event, which also closes the socket), when it would have expired, and after
 * SOCKET_SESSION_REUSE_MS; writes always read the session afresh (a revocation with no event
 * reaching this instance must still stop them). Only a complete login is kept: one still owing
 * its second factor may complete it at any moment.
 */
export function createSocketSessionCache(now: () => Date) {
  const entries = new WeakMap<object, Entry>();
  return {
    get(socket: object): SessionLookup | undefined {
      const entry = entries.get(socket);
      if (!entry) return undefined;
      const at = now().getTime();
      if (at - entry.readAt >= SOCKET_SESSION_REUSE_MS || at >= entry.lookup.validUntil.getTime()) {
        entries.delete(socket);
        return undefined;
      }
      return entry.lookup;
    },
    set(socket: object, lookup: SessionLookup): void {
      if (lookup.kind === "active" && !lookup.mfaPending) entries.set(socket, { lookup, readAt: now().getTime() });
      else entries.delete(socket);
    },
    forget(socket: object): void {
      entries.delete(socket);
    },
  };
}
