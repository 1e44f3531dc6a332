import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { performance } from "node:perf_hooks";
import { openDatabase, type Database } from "../api/src/db/client.ts";
import { searchDirectory } from "../api/src/domain/directory/search.ts";
import { boundsAround, MAP_DEFAULT_RADIUS_M, SMALL_PLACE_RADIUS_M, type Bounds } from "../api/src/domain/rules/map-bounds.ts";
import type { Viewer } from "../api/src/domain/viewer.ts";
import { townsOf } from "../prisma/seed/towns.ts";
import { baselinePage, INDEX_VARIANTS, seedDirectory, useIndex, type IndexVariant } from "./directory-prepare.ts";

// npm run bench:directory [-- --practices N --rounds R --targets pglite,postgres --variants "btree (lat, lng);gist point(lng, lat)"]
// The directory's bounds query (issue 10 item 1) with N practices (100,000 by default), on
// PGlite and on PostgreSQL (127.0.0.1:5432, or TEST_DATABASE_URL; a database of its own, dropped
// after), for each candidate index: the query the app runs (searchDirectory through Prisma)
// beside a hand-written SQL baseline, in alternating rounds over the same boxes; p50 and p99.

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const practices = Number(option("practices") ?? 100_000);
const rounds = Number(option("rounds") ?? 4);
const targets = (option("targets") ?? "pglite,postgres").split(",");
const variants = (option("variants")?.split(";") ?? Object.keys(INDEX_VARIANTS)) as IndexVariant[];
for (const variant of variants) if (!(variant in INDEX_VARIANTS)) throw new Error(`unknown variant "${variant}": ${Object.keys(INDEX_VARIANTS).join("; ")}`);

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => (socket.end(), resolve(true)));
    socket.on("error", () => resolve(false));
  });
}

async function openTarget(kind: string): Promise<{ database: Database; label: string; drop: () => Promise<void> } | null> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    return { database, label: "PGlite (in memory)", drop: () => database.close() };
  }
  const server = process.env.TEST_DATABASE_URL ?? (await reachable(5432) ? "postgresql://postgres@127.0.0.1:5432/postgres" : undefined);
  if (!server) return null;
  const name = `consilium_bench_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: server });
  await admin.rawQuery(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    label: `PostgreSQL ${url.host}/${name}`,
    drop: async () => {
      await database.close();
      const cleanup = await openDatabase({ databaseUrl: server });
      await cleanup.rawQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}

/** The views users search: 50 km around a French town (the default) and 20 km boxes, with and without a specialty. */
function workload(): { bounds: Bounds; specialty: string | null }[] {
  const towns = townsOf("FR");
  return towns.flatMap((town, i) => [
    { bounds: boundsAround(town, MAP_DEFAULT_RADIUS_M), specialty: i % 2 ? "SM04" : null },
    { bounds: boundsAround(town, SMALL_PLACE_RADIUS_M), specialty: i % 3 ? null : "SM54" },
  ]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(2).padStart(7)} ms`;
};

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

const lines: string[] = [];
for (const kind of targets) {
  const target = await openTarget(kind);
  if (!target) {
    console.log(`[bench] ${kind}: no server on 127.0.0.1:5432 and no TEST_DATABASE_URL, skipped`);
    continue;
  }
  try {
    const { database } = target;
    console.log(`[bench] ${target.label}: migrating and loading ${practices} practices…`);
    await database.migrate();
    const started = performance.now();
    const { viewerId, viewerProfessionalId } = await seedDirectory(database, practices);
    console.log(`[bench] loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const viewer: Viewer = { userId: viewerId, sessionId: 0, professionalId: viewerProfessionalId, locale: "fr", isSuper: false, validated: true };
    const views = workload();
    for (const variant of variants) {
      await useIndex(database, variant);
      const gist = variant.startsWith("gist");
      const app = (view: (typeof views)[number]) => searchDirectory(database.prisma, viewer, { bounds: view.bounds, specialty: view.specialty, limit: 100 });
      const baseline = (view: (typeof views)[number]) => baselinePage(database, view.bounds, view.specialty, 100, gist);
      // The same page from both, or the comparison means nothing.
      for (const view of views.slice(0, 6)) {
        const page = await app(view);
        const keys = page.items.map((i) => (i.kind === "group" ? `group-${i.group.id}` : `practice-${i.practice.id}`));
        const base = await baseline(view);
        if (page.totalCount !== base.total || JSON.stringify(keys) !== JSON.stringify(base.keys)) {
          throw new Error(`${variant}: app and baseline differ (${page.totalCount} vs ${base.total})`);
        }
      }
      const times = { app: [] as number[], baseline: [] as number[] };
      for (const view of views.slice(0, 4)) await app(view); // warm-up
      for (let round = 1; round <= rounds; round++) {
        // Alternate which side goes first, so that a drift in the machine's load favours neither.
        for (const view of views) {
          if (round % 2) {
            times.app.push(await timed(() => app(view)));
            times.baseline.push(await timed(() => baseline(view)));
          } else {
            times.baseline.push(await timed(() => baseline(view)));
            times.app.push(await timed(() => app(view)));
          }
        }
      }
      const line = `${target.label.split(" ")[0]?.padEnd(10)} ${variant.padEnd(22)} app (Prisma) ${summary(times.app)} | SQL baseline ${summary(times.baseline)}  (${times.app.length} queries each)`;
      console.log(line);
      lines.push(line);
    }
  } finally {
    await target.drop();
  }
}
console.log(`\n[bench] bounds query, ${practices} practices, ${rounds} rounds over ${workload().length} views (50 km and 20 km boxes, half with a specialty):`);
for (const line of lines) console.log(line);
