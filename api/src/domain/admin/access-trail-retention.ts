import type { Db } from "../../db/client.ts";

const DAY = 24 * 3_600_000;

/**
 * Deletes the access trail's entries older than the retention (ACCESS_TRAIL_RETENTION_DAYS, at
 * least six months). The only delete of the trail in the code; the database trigger refuses any
 * delete of a younger row, so a wrong retention cannot shorten what HDS asks to keep.
 */
export async function purgeAccessTrail(db: Pick<Db, "accessEvent">, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY);
  return (await db.accessEvent.deleteMany({ where: { at: { lt: before } } })).count;
}
