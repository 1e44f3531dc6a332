import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../api/src/db/client.ts";

// npm run bench:test-database [-- --rounds 3 --targets pglite,postgres]
// What an integration test file waits for before its first test (api/src/testing/test-database.ts):
// a new database migrated from scratch (before issue 18) against a copy of one migrated once
// per run (PGlite: loading the data folder's snapshot; PostgreSQL: CREATE DATABASE … TEMPLATE),
// in alternating rounds; medians, with the load average beside them (the machine is shared).

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const rounds = Number(option("rounds") ?? 3);
const targets = (option("targets") ?? "pglite,postgres").split(",");
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () => loadavg().map((value) => value.toFixed(1)).join(" ");

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgliteRounds(): Promise<void> {
  const migrated = await openDatabase({});
  await migrated.migrate();
  const snapshot = await migrated.dumpDataDir();
  await migrated.close();
  const fresh: number[] = [];
  const copied: number[] = [];
  for (let round = 0; round < rounds; round++) {
    fresh.push(
      await timed(async () => {
        const db = await openDatabase({});
        await db.migrate();
        await db.close();
      }),
    );
    copied.push(
      await timed(async () => {
        const db = await openDatabase({ snapshot });
        await db.rawQuery("SELECT 1 FROM _prisma_migrations LIMIT 1");
        await db.close();
      }),
    );
    console.log(`[pglite] round ${round + 1}: new + migrate ${Math.round(fresh.at(-1) ?? 0)} ms, snapshot ${Math.round(copied.at(-1) ?? 0)} ms (load ${load()})`);
  }
  console.log(`[pglite] median: new + migrate ${Math.round(median(fresh))} ms, snapshot ${Math.round(median(copied))} ms, ratio ${(median(fresh) / median(copied)).toFixed(1)} (load ${load()})`);
}

async function postgresRounds(): Promise<void> {
  const admin = await openDatabase({ databaseUrl: serverUrl });
  const template = `consilium_bench_tpl_${randomBytes(4).toString("hex")}`;
  await admin.rawQuery(`CREATE DATABASE ${template}`);
  const templateDb = await openDatabase({ databaseUrl: databaseUrl(template) });
  await templateDb.migrate();
  await templateDb.close();
  const fresh: number[] = [];
  const copied: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [times, fromTemplate] of [[fresh, false], [copied, true]] as const) {
        const name = `consilium_bench_${randomBytes(4).toString("hex")}`;
        times.push(
          await timed(async () => {
            await admin.rawQuery(fromTemplate ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
            const db = await openDatabase({ databaseUrl: databaseUrl(name) });
            if (!fromTemplate) await db.migrate();
            else await db.rawQuery("SELECT 1 FROM _prisma_migrations LIMIT 1");
            await db.close();
          }),
        );
        await admin.rawQuery(`DROP DATABASE ${name} WITH (FORCE)`);
      }
      console.log(`[postgres] round ${round + 1}: create + migrate ${Math.round(fresh.at(-1) ?? 0)} ms, from template ${Math.round(copied.at(-1) ?? 0)} ms (load ${load()})`);
    }
    console.log(`[postgres] median: create + migrate ${Math.round(median(fresh))} ms, from template ${Math.round(median(copied))} ms, ratio ${(median(fresh) / median(copied)).toFixed(1)} (load ${load()})`);
  } finally {
    await admin.rawQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.close();
  }
}

if (targets.includes("pglite")) await pgliteRounds();
if (targets.includes("postgres")) await postgresRounds();
