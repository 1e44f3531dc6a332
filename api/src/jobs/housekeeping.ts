import type { Db } from "../db/client.ts";
import { purgeAccessTrail } from "../domain/admin/access-trail-retention.ts";
import { sweepOrphanFiles } from "../domain/files/orphans.ts";
import { pruneExpired } from "../domain/housekeeping.ts";
import type { FileStorage } from "../domain/ports.ts";

/**
 * Runs the pruning, the orphan file sweep and the access trail's retention purge
 * (`accessTrailRetentionDays`, README "Access trail") every `everyMs` in the background;
 * returns the function that stops it.
 */
export function startHousekeeping(db: Db, storage: FileStorage, accessTrailRetentionDays: number, everyMs = 10 * 60_000): () => void {
  const run = async () => {
    await pruneExpired(db, new Date());
    // Not exclusive: uploads are in progress while this runs, so only old leftovers go.
    const swept = await sweepOrphanFiles({ db, storage }, { now: new Date(), exclusive: false });
    if (swept.temporaries + swept.objects > 0) console.log(`[housekeeping] removed ${swept.temporaries} temporary and ${swept.objects} orphan files`);
    await purgeAccessTrail(db, new Date(), accessTrailRetentionDays);
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => console.error("[housekeeping] failed", error));
  }, everyMs);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
