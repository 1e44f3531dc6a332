import type { Db } from "../../db/client.ts";
import type { FileStorage, StoredEntry } from "../ports.ts";

/**
 * How old a leftover must be before the periodic sweep takes it. A temporary file is written as
 * the bytes arrive, so its time is its last write: an upload that sent nothing for an hour is
 * dead (the server cuts a stalled body long before). An object is renamed into place as its own
 * file arrives, but the rows of a multi-file upload are committed after the last file: 20 files of
 * 50 MB at the slowest rate the server allows take hours. A day leaves every live upload alone, on
 * this instance and on any other sharing the storage; leftovers wait a day at most.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

const BATCH = 500;

export type SweepOptions = {
  now: Date;
  /**
   * No upload can be in progress anywhere: at start, before listening, with the embedded database
   * (one instance only). Then every leftover goes, whatever its age.
   */
  exclusive: boolean;
};

/** Removes the objects among `keys` that no File row holds. */
async function removeUnreferenced(db: Db, storage: FileStorage, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const held = new Set((await db.file.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } })).map((row) => row.storageKey));
  const orphans = keys.filter((key) => !held.has(key));
  for (const key of orphans) await storage.remove(key);
  return orphans.length;
}

/**
 * Temporary files of writes that never finished, and stored objects that no row holds: what a
 * crash (kill -9, power loss) between writing and committing leaves behind, since the clean-up of
 * a failed upload never ran. Run at start and by the housekeeping job.
 */
export async function sweepOrphanFiles(deps: { db: Db; storage: FileStorage }, options: SweepOptions): Promise<{ temporaries: number; objects: number }> {
  const before = options.exclusive ? Number.POSITIVE_INFINITY : options.now.getTime() - ORPHAN_GRACE_MS;
  const old = (entry: StoredEntry) => entry.modifiedAt.getTime() < before;
  let temporaries = 0;
  let objects = 0;
  let keys: string[] = [];
  for await (const entry of deps.storage.scan()) {
    if (!old(entry)) continue;
    if (entry.kind === "temporary") {
      await deps.storage.removeTemporary(entry.name);
      temporaries++;
      continue;
    }
    keys.push(entry.key);
    if (keys.length >= BATCH) {
      objects += await removeUnreferenced(deps.db, deps.storage, keys);
      keys = [];
    }
  }
  objects += await removeUnreferenced(deps.db, deps.storage, keys);
  return { temporaries, objects };
}
