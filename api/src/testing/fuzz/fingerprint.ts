import { readdir } from "node:fs/promises";
import type { Database } from "../../db/client.ts";

/**
 * Tables a refused call may legitimately write: rate-limit hits, the audit trail, login codes
 * and the messages carrying them, sessions (touched on use, ended by logout), and the access
 * trail of patient data (written in batches, so earlier calls' reads land during any later call),
 * and the "my data" exports (prepared in the background after the call that asked answered, so
 * their progress lands during later calls).
 */
export const VOLATILE_TABLES: readonly string[] = ["rate_limit_hits", "audit_events", "access_events", "verification_codes", "outbox_messages", "sessions", "trusted_devices", "data_exports", "_prisma_migrations"];

const LOG_TABLE = "fuzz_writes";

/** The last committed write to a table that matters, and the number of stored files. */
export type Fingerprint = { lastWrite: number; files: number };

export type Fingerprinter = {
  take(): Promise<Fingerprint>;
  /** What changed between two fingerprints, e.g. "users UPDATE ×1", "(stored files) 0 → 1". */
  changes(before: Fingerprint, after: Fingerprint): Promise<string[]>;
};

/**
 * Every insert, update or delete on the tables that matter is logged by a trigger into a table
 * of the harness's own, in the writer's transaction: a write rolled back leaves no trace, a
 * committed one does. Reading the last log id costs one indexed lookup, where hashing every
 * table after every call cost 20 ms on PGlite. Only the fuzzer's own database gets these.
 */
export async function createFingerprinter(database: Database, filesDir: string): Promise<Fingerprinter> {
  const tables = (await database.rawQuery<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename"))
    .map((t) => t.name)
    .filter((name) => !VOLATILE_TABLES.includes(name) && name !== LOG_TABLE);
  await database.rawQuery(`CREATE TABLE IF NOT EXISTS ${LOG_TABLE} (id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL)`);
  await database.rawQuery(
    `CREATE OR REPLACE FUNCTION ${LOG_TABLE}_record() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${LOG_TABLE} (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
  );
  for (const name of tables) {
    await database.rawQuery(`DROP TRIGGER IF EXISTS ${LOG_TABLE}_record ON "${name}"`);
    await database.rawQuery(`CREATE TRIGGER ${LOG_TABLE}_record AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION ${LOG_TABLE}_record()`);
  }
  const countFiles = async () => {
    // Only files: a removed upload may leave its (empty) folder behind, which is harmless.
    const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).length;
  };
  return {
    async take() {
      const [row] = await database.rawQuery<{ last: string }>(`SELECT coalesce(max(id), 0)::text AS last FROM ${LOG_TABLE}`);
      return { lastWrite: Number(row?.last ?? 0), files: await countFiles() };
    },
    async changes(before, after) {
      const out: string[] = [];
      if (after.lastWrite !== before.lastWrite) {
        const rows = await database.rawQuery<{ table_name: string; operation: string; n: number }>(
          `SELECT table_name, operation, count(*)::int AS n FROM ${LOG_TABLE} WHERE id > $1 GROUP BY 1, 2 ORDER BY 1, 2`,
          [before.lastWrite],
        );
        out.push(...rows.map((r) => `${r.table_name} ${r.operation} ×${r.n}`));
      }
      if (after.files !== before.files) out.push(`(stored files) ${before.files} → ${after.files}`);
      return out;
    },
  };
}
