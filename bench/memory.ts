import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../api/src/db/client.ts";
import { reachable } from "./bench-database.ts";
import { freePort } from "./free-port.ts";

// npm run bench:memory [-- --starts 3 --idle 30]  (MEMORY_ENTRY: another entry than api/src/main.ts)
// Issue 18 item 6: the server's resident memory once idle, on PostgreSQL and on PGlite. Each
// database gets a first start (migrations and demo data, reported apart), then `starts` restarts,
// alternating between the two databases; each start waits for the server's "listening" line,
// then `idle` seconds, and reads VmRSS from /proc/<pid>/status, with process.memoryUsage() from
// inside (bench/memory-probe.ts) to say where it is. Prints medians and the load average.

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number`);
  return value;
};
const STARTS = arg("starts", 3);
const IDLE_S = arg("idle", 30);
const ENTRY = process.env.MEMORY_ENTRY ?? "api/src/main.ts";
// As package.json's start and dev scripts run the server (issue 18 item 6): a young generation of
// 4 MiB semi-spaces instead of V8's 16 (about 50 MiB of idle heap that only held garbage), and two
// malloc arenas instead of glibc's eight per core (about 15 MiB). "plain" is Node's defaults, measured
// in the same rounds for comparison.
const MODES = {
  tuned: { flags: ["--max-semi-space-size=4"], env: { MALLOC_ARENA_MAX: "2" } },
  plain: { flags: [], env: {} },
} as const;
type Mode = keyof typeof MODES;
const MIB = 1024 * 1024;

type Probe = { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number; codeAndMetadata: number; malloced: number };
type Sample = { vmRss: number; probe: Probe | null };


function vmRssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for ${pid}`);
  return Number(kib) * 1024;
}

/** One start of the server: the resident memory once it has idled IDLE_S seconds after listening. */
async function measure(env: Record<string, string>, mode: Mode, idleSeconds: number): Promise<Sample> {
  const port = await freePort();
  const child = spawn(process.execPath, [...MODES[mode].flags, "--import", "tsx", "--import", "./bench/memory-probe.ts", ENTRY], {
    env: { ...process.env, ...MODES[mode].env, ...env, PORT: String(port), NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let probe: Probe | null = null;
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("[http] Consilium on")) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.startsWith('{"memoryProbe"')) probe = (JSON.parse(line) as { memoryProbe: Probe }).memoryProbe;
        else if (line.trim()) output += `${line}\n`;
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${output.slice(-2000)}`)));
  });
  try {
    await listening;
    await sleep(idleSeconds * 1000);
    const vmRss = vmRssOf(child.pid ?? 0);
    child.kill("SIGUSR2");
    for (let i = 0; i < 50 && !probe; i++) await sleep(100);
    return { vmRss, probe };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(15_000).then(() => child.kill("SIGKILL"))]);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");

type Target = { label: string; env: Record<string, string>; cleanup: () => Promise<void> };

async function postgresTarget(): Promise<Target | null> {
  if (!(await reachable(5432))) return null;
  const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `consilium_bench_memory_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: server });
  await admin.rawQuery(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = path.resolve(`.data-bench-memory-${process.pid}-pg`);
  return {
    label: "PostgreSQL",
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    cleanup: async () => {
      const drop = await openDatabase({ databaseUrl: server });
      await drop.rawQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function pgliteTarget(): Target {
  const dataDir = path.resolve(`.data-bench-memory-${process.pid}-pglite`);
  return { label: "PGlite", env: { DATA_DIR: dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

const targets = [await postgresTarget(), pgliteTarget()].filter((target): target is Target => target !== null);
if (targets.length < 2) console.log("PostgreSQL does not answer on 127.0.0.1:5432: PGlite only.");
console.log(`Idle resident memory of ${ENTRY}: ${STARTS} restarts per database after a first start, ${IDLE_S} s idle each (load average ${load()})\n`);

const samples = new Map<string, Sample[]>();
const runs = targets.flatMap((target) => (Object.keys(MODES) as Mode[]).map((mode) => ({ target, mode, label: `${target.label} ${mode}` })));
try {
  for (const target of targets) {
    const first = await measure(target.env, "tuned", IDLE_S);
    console.log(`${target.label.padEnd(16)} first start (migrations, demo data): ${mib(first.vmRss)}  load ${load()}`);
  }
  for (let round = 1; round <= STARTS; round++) {
    for (const { target, mode, label } of round % 2 ? runs : [...runs].reverse()) {
      const sample = await measure(target.env, mode, IDLE_S);
      samples.set(label, [...(samples.get(label) ?? []), sample]);
      console.log(`${label.padEnd(16)} restart ${round}: VmRSS ${mib(sample.vmRss)}  load ${load()}`);
    }
  }
} finally {
  for (const target of targets) await target.cleanup();
}

console.log(`\nmedians of ${STARTS} restarts (load average ${load()})`);
const columns = ["VmRSS", "heap used", "heap total", "external", "array buffers", "code", "malloced"];
console.log(["server".padEnd(16), ...columns.map((column) => column.padStart(13))].join(""));
for (const [label, list] of samples) {
  const of = (pick: (probe: Probe) => number) => median(list.flatMap((sample) => (sample.probe ? [pick(sample.probe)] : [])));
  const cells = [
    median(list.map((sample) => sample.vmRss)),
    of((p) => p.heapUsed),
    of((p) => p.heapTotal),
    of((p) => p.external),
    of((p) => p.arrayBuffers),
    of((p) => p.codeAndMetadata),
    of((p) => p.malloced),
  ];
  console.log([label.padEnd(16), ...cells.map((cell) => mib(cell).padStart(13))].join(""));
}
