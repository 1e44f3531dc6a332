import type { Db } from "../db/client.ts";
import { pruneExpired } from "../domain/housekeeping.ts";

/** Runs the pruning every `everyMs` in the background; returns the function that stops it. */
export function startHousekeeping(db: Db, everyMs = 10 * 60_000): () => void {
  const run = () => {
    pruneExpired(db, new Date()).catch((error: unknown) => console.error("[housekeeping] failed", error));
  };
  const timer = setInterval(run, everyMs);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
