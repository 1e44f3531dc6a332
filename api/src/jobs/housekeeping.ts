import type { Db } from "../db/client.ts";
import { pruneExpired } from "../domain/housekeeping.ts";
import { purgeAccessTrail } from "../domain/admin/access-trail-retention.ts";

/**
 * Runs the pruning every `everyMs` in the background, and the access trail's retention purge
 * (`accessTrailRetentionDays`, README "Access trail"); returns the function that stops it.
 */
export function startHousekeeping(db: Db, accessTrailRetentionDays: number, everyMs = 10 * 60_000): () => void {
  const run = () => {
    pruneExpired(db, new Date()).catch((error: unknown) => console.error("[housekeeping] failed", error));
    purgeAccessTrail(db, new Date(), accessTrailRetentionDays).catch((error: unknown) => console.error("[housekeeping] access trail purge failed", error));
  };
  const timer = setInterval(run, everyMs);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
