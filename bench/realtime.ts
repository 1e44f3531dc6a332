import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { performance } from "node:perf_hooks";
import { loadavg } from "node:os";
import { WebSocket } from "ws";
import { openDatabase } from "../api/src/db/client.ts";
import { readFileSync } from "node:fs";
import { pickBenchDatabase, reachable } from "./bench-database.ts";
import { benchLogin, type BenchSession } from "./bench-login.ts";

// npm run bench:realtime [-- --sockets 100,500,1000 --nodes 1,2 --messages 5 --gap-ms 200 --timeout-s 30 --sessions 4]
// Starts the real server (one node, or two behind Redis with the sockets split between them),
// opens N sockets carrying the request page's own subscription (the web app's Relay artifact),
// then posts messages to that request as the web app does, and measures when each message's
// event reaches each socket: latency p50/p99, events never delivered, posts that failed, and
// the servers' RSS. PostgreSQL on 127.0.0.1:5432 when it answers, else PGlite (one node only).

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const socketLevels = (option("sockets") ?? "100,500,1000").split(",").map(Number);
const nodeLevels = (option("nodes") ?? "1,2").split(",").map(Number);
const messageCount = Number(option("messages") ?? 5);
const gapMs = Number(option("gap-ms") ?? 200);
const timeoutMs = Number(option("timeout-s") ?? 30) * 1000;
const sessionCount = Number(option("sessions") ?? 4);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
// The request page's document exactly as the web app sends it, read from its Relay artifact (the
// artifact imports relay-runtime's types without `import type`, so Node cannot load it as is).
const artifact = readFileSync("web/src/__generated__/useRequestUpdatedSubscription.graphql.ts", "utf8");
const subscriptionText = JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1] ?? '""') as string;
const subscriptionName = "useRequestUpdatedSubscription";


// The bench opens a thousand sockets from one address as one or a few users: the per-address and
// per-user caps that stop a flood (issue 17) are raised for it, nothing else.
const BENCH_LIMITS = { MAX_CONNECTIONS_PER_ADDRESS: "5000", WS_MAX_SUBSCRIPTIONS_PER_USER: "5000", WS_OPERATIONS_PER_SECOND: "5000", NODE_ENV: "production-bench" };

type Node = { url: string; child: ChildProcess; stop: () => Promise<void> };

async function startNode(env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/realtime-server.ts"], {
    env: { ...process.env, ...BENCH_LIMITS, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (!child.stdout) throw new Error("no stdout");
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on("line", (line) => (line.startsWith("LISTENING ") ? resolve(line.slice(10)) : console.log(`[node] ${line}`)));
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
  return { url, child, stop };
}

type Session = BenchSession;
const login = benchLogin;

/** One browser tab's socket: graphql-transport-ws by hand, so a thousand of them stay cheap. */
type BenchSocket = { ready: Promise<boolean>; seen: Map<string, number>; closedEarly: () => boolean; errors: string[]; close: () => void };

function openSocket(nodeUrl: string, session: Session, requestGlobalId: string, markers: string[]): BenchSocket {
  const ws = new WebSocket(`${nodeUrl.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers: { cookie: session.cookie } });
  const seen = new Map<string, number>();
  const errors: string[] = [];
  let closed = false;
  let closing = false;
  const ready = new Promise<boolean>((resolve) => {
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: { csrfToken: session.csrf } })));
    ws.on("message", (data: Buffer) => {
      const now = performance.now();
      // Searched as bytes: decoding a thousand sockets' frames would cost the driver more than
      // the server spends on them, on the same two cores.
      if (data.includes('"type":"next"')) {
        if (data.includes('"kind":"CURRENT"')) return resolve(true);
        for (const marker of markers) if (!seen.has(marker) && data.includes(marker)) seen.set(marker, now);
        return;
      }
      const text = data.toString("utf8");
      if (text.startsWith('{"type":"connection_ack"')) {
        ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { operationName: subscriptionName, query: subscriptionText, variables: { id: requestGlobalId } } }));
        return;
      }
      errors.push(text.slice(0, 200));
      resolve(false);
    });
    ws.on("close", (code) => {
      closed = true;
      if (!closing) errors.push(`closed ${code}`);
      resolve(false);
    });
    ws.on("error", (error) => errors.push(error.message));
  });
  return {
    ready,
    seen,
    errors,
    closedEarly: () => closed && !closing,
    close: () => {
      closing = true;
      ws.terminate();
    },
  };
}

const PUBLISH = `mutation BenchPublish($requestId: ID!, $content: String!) { publishMessage(requestId: $requestId, content: $content) { __typename ... on DomainError { code } } }`;

async function postMessage(nodeUrl: string, session: Session, requestGlobalId: string, content: string): Promise<{ ok: boolean; ms: number; detail: string }> {
  const started = performance.now();
  try {
    const response = await fetch(`${nodeUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: session.cookie, "x-csrf-token": session.csrf },
      body: JSON.stringify({ query: PUBLISH, variables: { requestId: requestGlobalId, content } }),
    });
    const text = await response.text();
    const ok = response.ok && !text.includes('"errors"') && !text.includes("DomainError");
    return { ok, ms: performance.now() - started, detail: ok ? "" : text.slice(0, 300) };
  } catch (error) {
    return { ok: false, ms: performance.now() - started, detail: String(error) };
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");

async function rssOf(node: Node): Promise<number> {
  try {
    return ((await (await fetch(`${node.url}/bench/rss`)).json()) as { rss: number }).rss;
  } catch {
    return Number.NaN;
  }
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => make(start + offset)))));
  }
  return results;
}

const db = await pickBenchDatabase("consilium_bench_realtime", ".data-bench-realtime");
console.log(`[bench] database: ${db.label}; sockets ${socketLevels.join(", ")}; nodes ${nodeLevels.join(", ")}; ${messageCount} messages ${gapMs} ms apart; subscription ${subscriptionName}`);
if (!db.url && nodeLevels.some((n) => n > 1)) throw new Error("two nodes need PostgreSQL (PGlite is one process's database)");
if (nodeLevels.some((n) => n > 1) && !(await reachable(Number(new URL(REDIS_URL).port || 6379)))) throw new Error(`two nodes need Redis at ${REDIS_URL}`);

// The bench's own database: its login throttle is cleared, since every run logs in again.
{
  const own = await openDatabase({ databaseUrl: db.url, dataDir: db.dataDir });
  await own.rawQuery("DELETE FROM rate_limit_hits").catch(() => undefined);
  await own.close();
}
// Seeds the demo data once (the first node migrates and seeds), and logs in the sessions every
// round reuses: sessions live in the database, so they outlast the servers.
const sessions: Session[] = [];
{
  const seeder = await startNode({ ...db.env, BENCH_SEED: "1" });
  try {
    for (let i = 0; i < sessionCount; i++) sessions.push(await login(seeder.url, i % 2 === 0 ? "dr.martin@demo.consilium.test" : "dr.bernard@demo.consilium.test"));
  } finally {
    await seeder.stop();
  }
}

// A published request that dr.martin sent and dr.bernard answers: both may read it.
const database = await openDatabase({ databaseUrl: db.url, dataDir: db.dataDir });
const [target] = await database.rawQuery<{ id: number }>(
  `SELECT r.id FROM requests r
     JOIN participants pm ON pm."requestId" = r.id JOIN users um ON um.id = pm."userId" AND um.email = 'dr.martin@demo.consilium.test' AND pm.side = 'SENDER'
     JOIN participants pb ON pb."requestId" = r.id JOIN users ub ON ub.id = pb."userId" AND ub.email = 'dr.bernard@demo.consilium.test'
   WHERE r.status = 'PUBLISHED' ORDER BY r.id LIMIT 1`,
);
await database.close();
if (!target) throw new Error("no opened request shared by dr.martin and dr.bernard in the demo data");
const requestGlobalId = Buffer.from(`Request:${target.id}`).toString("base64");
console.log(`[bench] request ${target.id}; sessions: ${sessionCount} (dr.martin and dr.bernard alternately); load average ${load()}`);

const summary: string[] = [];
for (const nodes of nodeLevels) {
  for (const sockets of socketLevels) {
    const env = { ...db.env, ...(nodes > 1 ? { REDIS_URL } : {}) };
    const started: Node[] = [];
    try {
      for (let i = 0; i < nodes; i++) started.push(await startNode(env));
      const first = started[0];
      if (!first) throw new Error("no node");
      const [martin] = sessions;
      if (!martin) throw new Error("no session");
      const run = `${Date.now().toString(36)}`;
      const markers = Array.from({ length: messageCount }, (_, k) => `bench-${run}-${k}`);
      const rssIdle = await Promise.all(started.map(rssOf));

      const connectStarted = performance.now();
      const opened = await inBatches(sockets, 50, async (index) => {
        const socket = openSocket((started[index % nodes] ?? first).url, sessions[index % sessions.length] ?? martin, requestGlobalId, markers);
        await socket.ready;
        return socket;
      });
      const readyCount = (await Promise.all(opened.map((s) => s.ready))).filter(Boolean).length;
      const connectSeconds = (performance.now() - connectStarted) / 1000;

      let peakRss = started.map(() => 0);
      const sampler = setInterval(() => {
        void Promise.all(started.map(rssOf)).then((values) => (peakRss = peakRss.map((peak, i) => Math.max(peak, values[i] ?? 0))));
      }, 250);

      const sentAt: number[] = [];
      const answeredAt: number[] = [];
      const posts: { ok: boolean; ms: number; detail: string }[] = [];
      const loadBefore = load();
      for (const [k, marker] of markers.entries()) {
        sentAt[k] = performance.now();
        // Each post waits for its answer (the web app's way), then the next follows after the gap.
        posts.push(await postMessage(first.url, martin, requestGlobalId, `${marker} bench message`));
        answeredAt[k] = performance.now();
        if (k < markers.length - 1) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      const deadline = performance.now() + timeoutMs;
      const live = opened;
      const allSeen = () => live.every((s) => s.seen.size === markers.length || s.closedEarly());
      while (!allSeen() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      clearInterval(sampler);
      const rssAfter = await Promise.all(started.map(rssOf));

      const latencies: number[] = [];
      // From the post's answer: the fan-out alone, without the write's own time.
      const afterAnswer: number[] = [];
      let lost = 0;
      for (const socket of live) {
        markers.forEach((marker, k) => {
          // A post that failed published nothing: its event is not counted as lost.
          if (!posts[k]?.ok) return;
          const at = socket.seen.get(marker);
          if (at === undefined) lost++;
          else {
            latencies.push(at - (sentAt[k] ?? 0));
            afterAnswer.push(at - (answeredAt[k] ?? 0));
          }
        });
      }
      latencies.sort((a, b) => a - b);
      afterAnswer.sort((a, b) => a - b);
      const failed = posts.filter((p) => !p.ok);
      const closedEarly = live.filter((s) => s.closedEarly()).length;
      const postMs = posts.map((p) => p.ms).sort((a, b) => a - b);
      const line =
        `${nodes} node${nodes > 1 ? "s" : " "} ${String(sockets).padStart(5)} sockets | subscribed ${readyCount}/${sockets} in ${connectSeconds.toFixed(1)} s | ` +
        `delivery p50 ${percentile(latencies, 50).toFixed(0)} ms p99 ${percentile(latencies, 99).toFixed(0)} ms max ${(latencies.at(-1) ?? Number.NaN).toFixed(0)} ms ` +
        `(after the post's answer p50 ${percentile(afterAnswer, 50).toFixed(0)} ms p99 ${percentile(afterAnswer, 99).toFixed(0)} ms) | ` +
        `lost ${lost}/${live.length * posts.filter((p) => p.ok).length} | posts failed ${failed.length}/${posts.length} (post p50 ${percentile(postMs, 50).toFixed(0)} ms, max ${(postMs.at(-1) ?? 0).toFixed(0)} ms) | ` +
        `sockets closed ${closedEarly} | RSS idle ${rssIdle.map(mib).join("+")}, peak ${peakRss.map(mib).join("+")}, after ${rssAfter.map(mib).join("+")} | load ${loadBefore}`;
      console.log(`[bench] ${line}`);
      for (const post of failed) console.log(`[bench]   failed post: ${post.detail}`);
      const sample = live.find((s) => s.errors.length);
      if (sample) console.log(`[bench]   a socket's errors: ${sample.errors.slice(0, 3).join(" | ")}`);
      summary.push(line);
      for (const socket of opened) socket.close();
    } finally {
      await Promise.all(started.map((node) => node.stop()));
    }
  }
}
console.log(`\n[bench] summary (${db.label})\n${summary.join("\n")}`);
process.exit(0);
