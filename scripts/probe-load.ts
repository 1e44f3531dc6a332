import { fork, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { WebSocket } from "ws";

// npm run probe:load [-- --seconds N --connections N --only "<part of an attack's name>"]
// Starts the app in a child process on a free port (an in-memory PGlite, or a fresh database on
// the PostgreSQL server of DATABASE_URL, dropped afterwards), with the limits of this
// environment's configuration (README, "Configuration"), then runs the attacks of issue 17's
// probe one after the other, from other loopback addresses than the health check's. During each
// it requests GET /api/v1/health every 50 ms from 127.0.0.1 on a fresh connection and prints
// the latency (p50, p99, max) with what became of the attack.

type Ready = { port: number; cookie: string; requestId: string };

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`--${name} wants a positive whole number, got ${args[index + 1]}`);
  return value;
};

/** The child: the app, a validated user logged in, and nothing else in its event loop. */
async function serve(): Promise<void> {
  if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const { createTestDatabase } = await import("../api/src/testing/test-database.ts");
  const { createFixtures } = await import("../api/src/testing/fixtures.ts");
  const { loggedInClient } = await import("../api/src/testing/logged-in.ts");
  const { createTestApp } = await import("../api/src/testing/test-app.ts");
  const { loadConfig } = await import("../api/src/config.ts");
  const { listen } = await import("../api/src/http/server.ts");
  const db = await createTestDatabase();
  const fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const config = loadConfig(process.env);
  const app = createTestApp(db, { connections: config.connections, sockets: config.sockets, trustProxy: config.trustProxy });
  const server = await listen(app, 0, "127.0.0.1");
  const alice = await loggedInClient(app, fx.alice.email);
  const ready: Ready = {
    port: Number(new URL(server.url).port),
    cookie: `consilium_session=${alice.cookie("consilium_session")}; csrf_token=${alice.cookie("csrf_token")}`,
    requestId: Buffer.from(`Request:${fx.aliceRequestIds[0] ?? 0}`).toString("base64"),
  };
  process.send?.({ ready, connections: config.connections, sockets: config.sockets });
  process.once("disconnect", () => {
    void server
      .close()
      .then(() => db.drop())
      .finally(() => process.exit(0));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function healthOnce(port: number): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host: "127.0.0.1", port, path: "/api/v1/health", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : Number.POSITIVE_INFINITY));
    });
    req.on("error", () => resolve(Number.POSITIVE_INFINITY));
    req.end();
  });
}

/**
 * Health latencies every 50 ms until `stop` resolves, measured in a process of their own: the
 * attacks keep this one busy (masking thousands of frames), which would count as server time.
 * The attack starts once the sampler is up.
 */
async function sampleHealth(port: number, attack: () => Promise<string>): Promise<{ outcome: string; samples: number[] }> {
  const sampler = fork(fileURLToPath(import.meta.url), ["--sample", String(port)], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  const messages: unknown[] = [];
  const next = () => new Promise<unknown>((resolve) => (messages.length ? resolve(messages.shift()) : sampler.once("message", resolve)));
  await next(); // "ready"
  const outcome = await attack();
  sampler.send("stop");
  return { outcome, samples: (await next()) as number[] };
}

/** The sampler child: health requests one after the other until the parent says stop. */
async function sample(port: number): Promise<void> {
  let done = false;
  process.once("message", () => (done = true));
  process.send?.("ready");
  const samples: number[] = [];
  while (!done) {
    samples.push(await healthOnce(port));
    await sleep(50);
  }
  // Infinity does not survive JSON: a failed request travels as -1.
  process.send?.(samples.map((ms) => (Number.isFinite(ms) ? ms : -1)), () => process.exit(0));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Opens a socket from a given loopback address; resolves once connected (or refused). */
function rawSocket(port: number, localAddress: string): Promise<{ socket: Socket; answer: () => string; closedAt: () => number | null }> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress, allowHalfOpen: true });
    let answer = "";
    let closedAt: number | null = null;
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => (closedAt = Date.now()));
    const done = () => resolve({ socket, answer: () => answer, closedAt: () => closedAt });
    socket.once("connect", done);
    socket.once("error", done);
  });
}

type Outcome = { name: string; outcome: string; samples: number[] };

/** Sockets that trickle one byte a second after `head`, for `seconds`: how many the server cut, and when. */
async function trickleAttack(port: number, address: string, count: number, seconds: number, head: string, drip: string): Promise<string> {
  const started = Date.now();
  const sockets = await Promise.all(Array.from({ length: count }, () => rawSocket(port, address)));
  for (const s of sockets) if (!s.socket.destroyed) s.socket.write(head);
  const timer = setInterval(() => {
    for (const s of sockets) if (s.closedAt() === null && s.socket.writable) s.socket.write(drip);
  }, 1_000);
  await sleep(seconds * 1_000);
  clearInterval(timer);
  const cut = sockets.filter((s) => s.closedAt() !== null);
  const statuses = new Map<string, number>();
  for (const s of cut) {
    const status = /^HTTP\/1\.1 (\d{3})/.exec(s.answer())?.[1] ?? "none";
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const lastCut = Math.max(0, ...cut.map((s) => (s.closedAt() ?? started) - started)) / 1_000;
  for (const s of sockets) s.socket.destroy();
  const answers = [...statuses].map(([status, n]) => `${n}×${status}`).join(" ");
  return `${cut.length}/${count} closed (${answers || "no answer"}), last after ${lastCut.toFixed(1)} s`;
}

async function connectionFlood(port: number, count: number, seconds: number): Promise<string> {
  const sockets = await Promise.all(Array.from({ length: count }, () => rawSocket(port, "127.0.0.4")));
  await sleep(Math.min(seconds, 3) * 1_000);
  const refused = sockets.filter((s) => /^HTTP\/1\.1 503/.test(s.answer())).length;
  const open = sockets.filter((s) => s.closedAt() === null && !s.answer()).length;
  for (const s of sockets) s.socket.destroy();
  return `${refused}/${count} refused with 503, ${open} held open`;
}

type Frame = { type: string; payload?: { extensions?: { code?: string } }[] };

/** `perSocket` subscriptions on each of `socketCount` sockets, sent at once; what the server answered. */
async function subscriptionFlood(ready: Ready, socketCount: number, perSocket: number, withSession: boolean): Promise<string> {
  const codes = new Map<string, number>();
  const closes = new Map<number, number>();
  const sockets = await Promise.all(
    Array.from({ length: socketCount }, async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${ready.port}/graphql`, "graphql-transport-ws", { headers: withSession ? { cookie: ready.cookie } : {}, localAddress: "127.0.0.5" });
      socket.on("error", () => undefined);
      socket.on("close", (code) => closes.set(code, (closes.get(code) ?? 0) + 1));
      socket.on("message", (data: Buffer) => {
        const frame = JSON.parse(data.toString("utf8")) as Frame;
        if (frame.type === "error") {
          const code = frame.payload?.[0]?.extensions?.code ?? "error";
          codes.set(code, (codes.get(code) ?? 0) + 1);
        }
      });
      await new Promise((resolve) => socket.once("open", resolve));
      socket.send(JSON.stringify({ type: "connection_init", payload: {} }));
      await new Promise((resolve) => socket.once("message", resolve));
      return socket;
    }),
  );
  const query = "subscription($id: ID!) { requestUpdated(id: $id) { databaseId } }";
  for (const [s, socket] of sockets.entries()) {
    for (let i = 0; i < perSocket; i++) socket.send(JSON.stringify({ id: `${s}-${i}`, type: "subscribe", payload: { query, variables: { id: ready.requestId } } }));
  }
  await sleep(3_000);
  for (const socket of sockets) socket.terminate();
  const refused = [...codes].map(([code, n]) => `${n}×${code}`).join(" ");
  const closed = [...closes].filter(([code]) => code !== 1006).map(([code, n]) => `${n} closed ${code}`).join(", ");
  return `${socketCount * perSocket} sent: ${refused || "none refused"}${closed ? `; ${closed}` : ""}`;
}

async function probe(): Promise<void> {
  const seconds = option("seconds", 25);
  const connections = option("connections", 2_000);
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["--serve"], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  const started = await new Promise<{ ready: Ready; connections: Record<string, number>; sockets: Record<string, number> }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as never));
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  const { ready } = started;
  console.log(`[probe] server on port ${ready.port}; limits ${JSON.stringify(started.connections)} ${JSON.stringify(started.sockets)}; slow attacks last ${seconds} s`);
  const slowCount = Math.min(200, started.connections["maxConnectionsPerAddress"] ?? 200);
  const attacks: [string, () => Promise<string>][] = [
    ["none (baseline)", async () => (await sleep(3_000), "-")],
    [`slow body (${slowCount} sockets, 1 B/s)`, () => trickleAttack(ready.port, "127.0.0.2", slowCount, seconds, "POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{", " ")],
    [`slow headers (${slowCount} sockets, 1 B/s)`, () => trickleAttack(ready.port, "127.0.0.3", slowCount, seconds, "GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n", "X")],
    [`connection flood (${connections} sockets)`, () => connectionFlood(ready.port, connections, seconds)],
    ["subscription flood, 1 socket × 5,000", () => subscriptionFlood(ready, 1, 5_000, true)],
    ["subscription flood, 20 sockets × 500, one user", () => subscriptionFlood(ready, 20, 500, true)],
    ["anonymous socket, 50,000 refused", () => subscriptionFlood(ready, 1, 50_000, false)],
  ];
  const rows: Outcome[] = [];
  const only = args.includes("--only") ? (args[args.indexOf("--only") + 1] ?? "") : "";
  for (const [name, attack] of attacks.filter(([name]) => name.includes(only))) {
    console.log(`[probe] ${name}...`);
    rows.push({ name, ...(await sampleHealth(ready.port, attack)) });
    await sleep(500);
  }
  child.disconnect();
  const header = ["attack", "health n", "p50 ms", "p99 ms", "max ms", "failed", "outcome"];
  const lines = rows.map(({ name, outcome, samples }) => {
    const ok = samples.filter((ms) => ms >= 0).sort((a, b) => a - b);
    return [name, String(samples.length), percentile(ok, 50).toFixed(1), percentile(ok, 99).toFixed(1), (ok.at(-1) ?? Number.NaN).toFixed(1), String(samples.length - ok.length), outcome];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log([format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n"));
}

if (args.includes("--serve")) await serve();
else if (args.includes("--sample")) await sample(Number(args[args.indexOf("--sample") + 1]));
else await probe();
