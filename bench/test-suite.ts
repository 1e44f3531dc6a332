import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";

// npm run bench:test-suite [-- --rounds 2 --files a.int.test.ts,b.int.test.ts]
// What the integration project's `isolate: false` (vitest.config.ts, issue 18) saves: the same
// integration files on PGlite with each file in a fresh module graph (--isolate, as before) and
// with a worker's files sharing one (the configuration), in alternating rounds; wall time and the
// CPU the run's processes used (user + system, steadier than wall time on a shared machine),
// medians, with the load average beside them. Without --files, a dozen files whose tests are
// short, so that per-file setup dominates as it does in most of the suite.

const DEFAULT_FILES = [
  "api/src/graphql/page-statements.int.test.ts",
  "api/src/graphql/notifications/request-event.int.test.ts",
  "api/src/http/requests.int.test.ts",
  "api/src/http/topic-settings.int.test.ts",
  "api/src/domain/requests/read-facts.int.test.ts",
  "api/src/domain/files/orphans.int.test.ts",
  "api/src/rest/messages/messages.int.test.ts",
  "api/src/graphql/notifications/counts.int.test.ts",
  "api/src/domain/notifications/counts.int.test.ts",
  "api/src/rest/directory/specialties.int.test.ts",
  "api/src/http/map-config.int.test.ts",
  "api/src/rest/openapi.int.test.ts",
];

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const rounds = Number(option("rounds") ?? 2);
const files = option("files")?.split(",") ?? DEFAULT_FILES;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () => loadavg().map((value) => value.toFixed(1)).join(" ");

type Run = { wall: number; cpu: number };

function run(isolate: boolean): Run {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  // bash's `time` counts every process the run waited for: vitest, its workers and their children.
  const command = `TIMEFORMAT="%R %U %S"; time (npx vitest run --project integration ${isolate ? "--isolate" : "--no-isolate"} ${files.join(" ")} >/dev/null 2>&1)`;
  const result = spawnSync("bash", ["-c", command], { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`vitest failed (${isolate ? "a module graph per file" : "one a worker"}): run the files alone to see why`);
  const [wall = NaN, user = NaN, system = NaN] = result.stderr.trim().split(/\s+/).slice(-3).map(Number);
  return { wall, cpu: user + system };
}

const isolated: Run[] = [];
const shared: Run[] = [];
for (let round = 0; round < rounds; round++) {
  for (const [runs, isolate] of [[isolated, true], [shared, false]] as const) {
    runs.push(run(isolate));
    const last = runs.at(-1);
    console.log(`[test-suite] round ${round + 1}, ${isolate ? "a module graph per file  " : "one module graph a worker"}: ${last?.wall.toFixed(1)} s, CPU ${last?.cpu.toFixed(1)} s (load ${load()})`);
  }
}
const wall = (runs: Run[]) => median(runs.map((r) => r.wall));
const cpu = (runs: Run[]) => median(runs.map((r) => r.cpu));
console.log(
  `[test-suite] ${files.length} files, medians of ${rounds}: a module graph per file ${wall(isolated).toFixed(1)} s (CPU ${cpu(isolated).toFixed(1)} s), ` +
    `one a worker ${wall(shared).toFixed(1)} s (CPU ${cpu(shared).toFixed(1)} s); ratios ${(wall(shared) / wall(isolated)).toFixed(2)} wall, ${(cpu(shared) / cpu(isolated)).toFixed(2)} CPU (load ${load()})`,
);
