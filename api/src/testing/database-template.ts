import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";

// The integration project's global setup: the migrations run once per test run, not once per
// file. On PGlite the migrated data folder is saved as a tarball each file loads; on PostgreSQL
// (TEST_DATABASE_URL) a migrated template database each file's database is created from.
// test-database.ts reads what is provided here.

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data folder's tarball; unset on PostgreSQL. */
    pgliteSnapshot: string | undefined;
    /** Name of the migrated template database; unset on PGlite. */
    postgresTemplate: string | undefined;
  }
}

let cleanup: (() => Promise<void>) | undefined;

export async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `consilium_template_${randomBytes(6).toString("hex")}`;
    const admin = await openDatabase({ databaseUrl: serverUrl });
    await admin.rawQuery(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ databaseUrl: url.toString() });
    await template.migrate();
    await template.close();
    // No session may stay connected to a template while databases are copied from it: none may
    // connect any more, and one the pool may have left is ended.
    await admin.rawQuery(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin.rawQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
    project.provide("postgresTemplate", name);
    project.provide("pgliteSnapshot", undefined);
    cleanup = async () => {
      await admin.rawQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    const folder = await mkdtemp(path.join(tmpdir(), "consilium-test-db-"));
    const file = path.join(folder, "migrated.tar");
    const db = await openDatabase({});
    await db.migrate();
    await writeFile(file, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
    await db.close();
    project.provide("pgliteSnapshot", file);
    project.provide("postgresTemplate", undefined);
    cleanup = () => rm(folder, { recursive: true, force: true });
  }
  console.log(`[test-db] migrated the ${serverUrl ? "template database" : "PGlite snapshot"} in ${Math.round(performance.now() - started)} ms`);
}

export async function teardown(): Promise<void> {
  await cleanup?.();
}
