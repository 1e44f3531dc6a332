// Spec 1 §9: codes can be sent again after 30 s; the text-message option rests 60 s after use.
export const RESEND_CODES_DELAY_MS = 30_000;
export const SMS_RETRY_DELAY_MS = 60_000;

/** Whole seconds left before `delayMs` has passed since `startedAt` (0 once it has, or if never started). */
export function secondsLeft(startedAt: number | null, delayMs: number, now: number): number {
  if (startedAt === null) return 0;
  return Math.max(0, Math.ceil((startedAt + delayMs - now) / 1000));
}
