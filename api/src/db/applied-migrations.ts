import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

/** The same folder as schema-engine.ts reads; not imported from there, which loads the engine. */
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../../prisma/migrations");

type RawQuery = <T>(sql: string, params?: unknown[]) => Promise<T[]>;
type AppliedRow = { migration_name: string; checksum: string };

/**
 * Whether the database already holds every committed migration, unchanged: each folder under
 * prisma/migrations has a finished, not rolled back row in Prisma's `_prisma_migrations` with
 * the SHA-256 of its script (what Prisma records). Anything else (a new database, a pending or
 * edited migration, a failed one) answers false, and the schema engine decides as before.
 */
export async function allMigrationsApplied(rawQuery: RawQuery): Promise<boolean> {
  const [table] = await rawQuery<{ name: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS name`);
  if (!table?.name) return false;
  const rows = await rawQuery<AppliedRow>(`SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
  const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const folder of folders) {
    const script = await readFile(path.join(MIGRATIONS_DIR, folder, "migration.sql"));
    if (applied.get(folder) !== createHash("sha256").update(script).digest("hex")) return false;
  }
  return true;
}
