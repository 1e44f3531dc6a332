import { useCallback, useEffect, useState } from "react";
import { secondsLeft } from "./countdown.ts";

/**
 * Seconds left before an action may be repeated. `startNow` starts the wait at mount (the
 * resend button of a page that has just sent codes); otherwise `restart()` starts it.
 */
export function useCountdown(delayMs: number, startNow = false): { secondsLeft: number; restart: () => void } {
  const [startedAt, setStartedAt] = useState<number | null>(() => (startNow ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, delayMs, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  const restart = useCallback(() => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }, []);
  return { secondsLeft: left, restart };
}
