import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { connect } from "node:net";
import path from "node:path";
import { openDatabase, type Database } from "../api/src/db/client.ts";
import { FEED_GRAPHQL } from "./feed-baseline.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { addBulkRequests } from "../prisma/seed/bulk-requests.ts";
import { isSeeded, seedDatabase } from "../prisma/seed/seed.ts";

// npm run bench:feed [-- --requests N --seconds S --concurrency 1,4,16]
// Seeds (or reuses) a large data set, starts the real server in a child process, and drives
// the "My requests" GraphQL query and a hand-written SQL baseline through the same server.

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => (socket.end(), resolve(true)));
    socket.on("error", () => resolve(false));
  });
}

async function pickDatabase(): Promise<{ env: Record<string, string>; url?: string; dataDir?: string; label: string }> {
  const explicit = process.env.BENCH_DATABASE_URL;
  if (explicit) return { env: { DATABASE_URL: explicit }, url: explicit, label: "PostgreSQL (BENCH_DATABASE_URL)" };
  if (await reachable(5432)) {
    const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    const admin = await openDatabase({ databaseUrl: server });
    const exists = await admin.rawQuery<{ n: number }>("SELECT count(*)::int AS n FROM pg_database WHERE datname = 'consilium_bench'");
    if (!exists[0]?.n) await admin.rawQuery("CREATE DATABASE consilium_bench");
    await admin.close();
    const url = new URL(server);
    url.pathname = "/consilium_bench";
    return { env: { DATABASE_URL: url.toString() }, url: url.toString(), label: "PostgreSQL 127.0.0.1:5432/consilium_bench" };
  }
  const dataDir = path.resolve(".data-bench");
  return { env: { DATA_DIR: dataDir }, dataDir, label: `PGlite ${dataDir}` };
}

async function prepare(database: Database, target: number) {
  await database.migrate();
  if (!(await isSeeded(database))) await seedDatabase(database, { log: (l) => console.log(`[seed] ${l}`) });
  const [{ n = 0 } = {}] = await database.rawQuery<{ n: number }>("SELECT count(*)::int AS n FROM requests");
  if (n < target) {
    console.log(`[bench] ${n} requests in the database; adding ${target - n}`);
    const t0 = Date.now();
    await addBulkRequests(database, target - n, (l) => console.log(`[seed] ${l}`));
    console.log(`[bench] bulk load took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } else {
    console.log(`[bench] reusing ${n} requests`);
  }
}

async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/feed-server.ts"], {
    env: { ...process.env, ...env, NODE_ENV: "production-bench" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on("line", (line) => line.startsWith("LISTENING ") && resolve(line.slice(10)));
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

const EMAIL = "dr.martin@demo.consilium.test";

async function login(url: string): Promise<Record<string, string>> {
  const csrfResponse = await fetch(`${url}/api/v1/csrf`);
  const { csrf_token: csrf } = (await csrfResponse.json()) as { csrf_token: string };
  const post = (body: object) =>
    fetch(`${url}/api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrf, cookie: `csrf_token=${csrf}` },
      body: JSON.stringify({ email: EMAIL, password: "Demo-Consilium-2026!", remember_mfa: false, ...body }),
    });
  // Two-step login: the password sends a code, read back from the development outbox.
  const first = await post({});
  if (first.status !== 401) throw new Error(`login: expected mfa_required, got ${first.status} ${await first.text()}`);
  const outbox = (await (await fetch(`${url}/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error("login: no code in the development outbox");
  const response = await post({ mfa_code: code });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const session = response.headers.getSetCookie().find((c) => c.startsWith("consilium_session="))?.split(";")[0];
  return { cookie: `${session}; csrf_token=${csrf}`, "content-type": "application/json" };
}

const fmt = (r: LoadResult) => `${(r.requests / r.seconds).toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}`;

const db = await pickDatabase();
const target = Number(option("requests") ?? (db.url ? 1_000_000 : 200_000));
const seconds = Number(option("seconds") ?? 8);
const levels = (option("concurrency") ?? "1,4,16").split(",").map(Number);
console.log(`[bench] database: ${db.label}; target ${target} requests; ${seconds} s per run; concurrency ${levels.join(", ")}`);

const database = await openDatabase({ databaseUrl: db.url, dataDir: db.dataDir });
await prepare(database, target);
const [{ n: martinRequests = 0 } = {}] = await database.rawQuery<{ n: number }>(
  `SELECT count(*)::int AS n FROM participants p JOIN users u ON u.id = p."userId" WHERE u.email = 'dr.martin@demo.consilium.test' AND p.side = 'SENDER'`,
);
await database.close();

const server = await startServer(db.env);
try {
  const headers = await login(server.url);
  const body = JSON.stringify({ query: FEED_GRAPHQL, variables: { first: 20 } });
  const graphql = async () => {
    const response = await fetch(`${server.url}/graphql`, { method: "POST", headers, body });
    const json = (await response.json()) as { data?: { requests?: { edges: unknown[] } } };
    return response.ok && (json.data?.requests?.edges.length ?? 0) > 0;
  };
  const baseline = async () => {
    const response = await fetch(`${server.url}/bench/baseline?limit=20`, { headers });
    const json = (await response.json()) as { data?: { requests?: { edges: unknown[] } } };
    return response.ok && (json.data?.requests?.edges.length ?? 0) > 0;
  };
  // Same page from both, or the comparison is meaningless.
  const ids = async (path: string, init: RequestInit) => {
    const json = (await (await fetch(`${server.url}${path}`, init)).json()) as { data: { requests: { totalCount: number; edges: { node: { databaseId: number } }[] } } };
    return JSON.stringify([json.data.requests.totalCount, json.data.requests.edges.map((e) => e.node.databaseId)]);
  };
  const same = (await ids("/graphql", { method: "POST", headers, body })) === (await ids("/bench/baseline?limit=20", { headers }));
  console.log(`[bench] dr.martin has ${martinRequests} requests in from:me; GraphQL and baseline pages identical: ${same}`);
  if (!same) throw new Error("GraphQL and baseline answers differ");

  await runLoad(graphql, 2, 2); // warm-up: JIT, caches, connection pool
  await runLoad(baseline, 2, 2);
  console.log("\nconcurrency | GraphQL feed (first: 20)                          | hand-written SQL baseline                         | GraphQL/baseline throughput");
  for (const c of levels) {
    const g = await runLoad(graphql, c, seconds);
    const b = await runLoad(baseline, c, seconds);
    const ratio = g.requests / g.seconds / (b.requests / b.seconds);
    console.log(`${String(c).padStart(11)} | ${fmt(g)} | ${fmt(b)} | ${ratio.toFixed(2)}`);
  }
} finally {
  server.stop();
}
