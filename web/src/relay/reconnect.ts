// Spec 2 §9: the realtime socket waits at most 5 minutes between reconnection attempts.
export const MAX_RECONNECT_DELAY_MS = 300_000;

/** Exponential backoff from 1 s, capped, with up to 20 % jitter so clients do not reconnect in step. */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** Math.max(0, retries));
  return Math.min(MAX_RECONNECT_DELAY_MS, Math.round(base * (1 + 0.2 * random())));
}
