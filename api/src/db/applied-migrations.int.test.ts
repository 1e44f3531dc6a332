import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { allMigrationsApplied } from "./applied-migrations.ts";

// A restart skips the schema engine only when every committed migration is applied unchanged;
// anything else goes through the engine as before.

let db: TestDatabase;
beforeAll(async () => (db = await createTestDatabase()));
afterAll(async () => db?.drop());

it("knows a migrated database as up to date, and migrating it again applies nothing", async () => {
  expect(await allMigrationsApplied(db.rawQuery)).toBe(true);
  expect(await db.migrate()).toEqual([]);
});

it("sends an edited or a missing migration to the schema engine", async () => {
  const [latest] = await db.rawQuery<{ migration_name: string; checksum: string }>(`SELECT migration_name, checksum FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`);
  if (!latest) throw new Error("no applied migration");
  await db.rawQuery(`UPDATE _prisma_migrations SET checksum = 'edited' WHERE migration_name = $1`, [latest.migration_name]);
  expect(await allMigrationsApplied(db.rawQuery)).toBe(false);
  await db.rawQuery(`UPDATE _prisma_migrations SET checksum = $2 WHERE migration_name = $1`, [latest.migration_name, latest.checksum]);
  expect(await allMigrationsApplied(db.rawQuery)).toBe(true);
  await db.rawQuery(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1`, [latest.migration_name]);
  expect(await allMigrationsApplied(db.rawQuery)).toBe(false);
});
