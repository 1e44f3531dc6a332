import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "../db/client.ts";

export type TestDatabase = Database & { label: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: a PostgreSQL database with a random name
 * when TEST_DATABASE_URL is set (dropped afterwards), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({});
    await db.migrate();
    return Object.assign(db, { label: "pglite", drop: () => db.close() });
  }
  const name = `consilium_test_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.rawQuery(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await db.migrate();
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
