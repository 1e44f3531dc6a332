import type { Db } from "../../db/client.ts";

const DAY = 24 * 3_600_000;
/**
 * The database trigger refuses deleting rows younger than 183 days by the database's clock; a
 * purge at exactly that age would race it by the clocks' skew and fail whole. One day's margin.
 */
const TRIGGER_FLOOR_DAYS = 183;

/**
 * Deletes the access trail's entries older than the retention (ACCESS_TRAIL_RETENTION_DAYS, at
 * least six months). The only delete of the trail in the code; the database trigger refuses any
 * delete of a younger row, so a wrong retention cannot shorten what HDS asks to keep.
 */
export async function purgeAccessTrail(db: Pick<Db, "accessEvent">, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - Math.max(retentionDays, TRIGGER_FLOOR_DAYS + 1) * DAY);
  return (await db.accessEvent.deleteMany({ where: { at: { lt: before } } })).count;
}
