import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";

export type TestDatabase = Database & { label: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: a PostgreSQL database with a random name
 * when TEST_DATABASE_URL is set (dropped afterwards), otherwise an in-memory PGlite.
 *
 * Both start from what the integration project's global setup (database-template.ts) migrated
 * once for the run: PGlite loads its data-folder snapshot, PostgreSQL copies its template
 * database. Opening and migrating a new PGlite costs seconds (initdb, then every migration);
 * loading the snapshot skips both. Run outside that setup, a file migrates its own database.
 */
/**
 * What the global setup provided, or nothing outside a Vitest worker: the fuzz and load-probe
 * scripts (npm run fuzz, npm run probe:load) build their world with this same function.
 */
function provided<K extends "pgliteSnapshot" | "postgresTemplate">(key: K): ReturnType<typeof inject<K>> | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshotFile = provided("pgliteSnapshot");
    const db = snapshotFile ? await openDatabase({ snapshot: new Blob([await readFile(snapshotFile)]) }) : await openDatabase({});
    if (!snapshotFile) await db.migrate();
    return Object.assign(db, { label: "pglite", drop: () => db.close() });
  }
  const template = provided("postgresTemplate");
  const name = `consilium_test_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.rawQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  if (!template) await db.migrate();
  return Object.assign(db, {
    label: "postgresql",
    async drop() {
      await db.close();
      const cleanup = await openDatabase({ databaseUrl: serverUrl });
      await cleanup.rawQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  });
}
