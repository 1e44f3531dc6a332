// The public pages that run without Relay (login, password) still open sessions, after which the
// visitor's store must go. This module lets them ask for it without loading Relay: the
// environment (./environment.ts) listens once it exists; before that there is nothing to drop.

type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by ./environment.ts when it loads. */
export function onRelayReset(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops every record of the previous session (patients included) from memory. */
export function resetRelayEnvironment(): void {
  for (const listener of listeners) listener();
}

/** Drops every record of the previous session (patients included) from memory. */
export function useResetRelayEnvironment(): () => void {
  return resetRelayEnvironment;
}
