import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./free-port.ts";

// npm run bench:start [-- --restarts 3]
// Issue 18 item 1: how long `npm start` takes until the app answers (the first 200 of
// GET /api/v1/health), on the embedded database: a first start on an empty data folder
// (migrations and demo data), then `restarts` restarts on the same folder. Each run is the real
// command (`npm start`, so the web build check is included) on a free port and a data folder of
// its own, removed at the end. Prints each time, the median restart and the load average.

const index = process.argv.indexOf("--restarts");
const RESTARTS = index >= 0 ? Number(process.argv[index + 1]) : 3;
if (!Number.isInteger(RESTARTS) || RESTARTS < 1) throw new Error("--restarts takes a positive whole number");
const DATA_DIR = `.data-bench-start-${process.pid}`;


/** Starts `npm start`, answers the seconds until the health check's first 200, then stops it. */
async function timedStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), DATA_DIR, DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() - started > 300_000) throw new Error("no answer within 300 s");
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((response) => response.ok, () => false);
      if (ok) return (performance.now() - started) / 1000;
      await sleep(50);
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // npm's process group: npm, and the node server it started.
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    await Promise.race([exited, sleep(15_000)]);
  }
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");
await rm(DATA_DIR, { recursive: true, force: true });
try {
  const first = await timedStart();
  console.log(`[bench] first start (empty data folder: migrations, demo data): ${first.toFixed(2)} s | load ${load()}`);
  const restarts: number[] = [];
  for (let round = 1; round <= RESTARTS; round++) {
    const seconds = await timedStart();
    restarts.push(seconds);
    console.log(`[bench] restart ${round}: ${seconds.toFixed(2)} s | load ${load()}`);
  }
  const sorted = [...restarts].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
  console.log(`[bench] npm start to the first 200 of /api/v1/health: first ${first.toFixed(2)} s, restart median ${(median ?? 0).toFixed(2)} s of ${RESTARTS} (${restarts.map((s) => s.toFixed(2)).join(", ")})`);
} finally {
  await rm(DATA_DIR, { recursive: true, force: true });
}
