import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import { healthStatus, waitFor } from "../testing/raw-socket.ts";
import { createTestApp } from "../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { listen, type RunningServer } from "./server.ts";
import { TOO_MANY_REFUSALS_CLOSE } from "./socket-limits.ts";

// Issue 17, M2: caps on one socket's operations, on their rate, on one user's subscriptions
// across sockets, and on an anonymous socket's refusals, spoken in the graphql-ws protocol
// (error messages with the repo's codes, close code 4429). Small caps keep the test quick.

let db: TestDatabase;
let fx: Fixtures;
let server: RunningServer;
let port = 0;
let cookie = "";
const LIMITS = { maxOperationsPerSocket: 5, operationsPerSecond: 10, maxSubscriptionsPerUser: 8, maxAnonymousRefusals: 3, maxRefusalsInARow: 250, behindCloseMs: 10_000 };
const sockets: WebSocket[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: LIMITS.maxSubscriptionsPerUser + 1 });
  const app = createTestApp(db, { sockets: LIMITS });
  server = await listen(app, 0, "127.0.0.1");
  port = Number(new URL(server.url).port);
  const alice = await loggedInClient(app, fx.alice.email);
  cookie = `consilium_session=${alice.cookie("consilium_session")}; csrf_token=${alice.cookie("csrf_token")}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await server?.close();
  await db?.drop();
});

type Message = { id?: string; type: string; payload?: unknown };

/** A graphql-ws socket driven frame by frame, acknowledged, with everything it received. */
async function openSocket(withCookie: boolean): Promise<{ socket: WebSocket; messages: Message[]; closeCode: Promise<number> }> {
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers: withCookie ? { cookie, "accept-language": "en" } : { "accept-language": "en" } });
  sockets.push(socket);
  const messages: Message[] = [];
  const closeCode = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  socket.on("message", (data: Buffer) => messages.push(JSON.parse(data.toString("utf8")) as Message));
  await new Promise((resolve) => socket.once("open", resolve));
  socket.send(JSON.stringify({ type: "connection_init", payload: {} }));
  await waitFor(() => messages.some((m) => m.type === "connection_ack"), 5_000, "connection_ack");
  return { socket, messages, closeCode };
}

const SUBSCRIPTION = "subscription($id: ID!) { requestUpdated(id: $id) { databaseId } }";
const requestGlobalId = () => Buffer.from(`Request:${fx.aliceRequestIds[0] ?? 0}`).toString("base64");

function subscribe(socket: WebSocket, id: string, query = SUBSCRIPTION): void {
  socket.send(JSON.stringify({ id, type: "subscribe", payload: { query, variables: { id: requestGlobalId() } } }));
}

const errorCodes = (messages: Message[]) =>
  messages.filter((m) => m.type === "error").map((m) => ({ id: m.id, code: (m.payload as { extensions?: { code?: string } }[])[0]?.extensions?.code, message: (m.payload as { message: string }[])[0]?.message }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("subscriptions of one validated user", () => {
  it("refuses the operation past the per-socket cap, then past the per-user cap on another socket", async () => {
    const first = await openSocket(true);
    for (let i = 1; i <= LIMITS.maxOperationsPerSocket + 1; i++) subscribe(first.socket, `a${i}`);
    await waitFor(() => errorCodes(first.messages).length >= 1, 5_000, "the refusal on the first socket");
    await pause(200);
    // Exactly one refused (the sixth running operation), in the socket's language; the others run.
    expect(errorCodes(first.messages)).toEqual([{ id: expect.any(String), code: "too_many_subscriptions", message: "Too many open subscriptions. Close some before opening more." }]);

    const second = await openSocket(true);
    for (let i = 1; i <= 4; i++) subscribe(second.socket, `b${i}`);
    await waitFor(() => errorCodes(second.messages).length >= 1, 5_000, "the refusal on the second socket");
    await pause(200);
    // 5 on the first socket + 3 here = the user's 8; the fourth here is refused.
    expect(errorCodes(second.messages).map((e) => e.code)).toEqual(["too_many_subscriptions"]);

    // Completing one on the first socket makes room for one more on the second.
    first.socket.send(JSON.stringify({ id: "a1", type: "complete" }));
    await pause(100);
    subscribe(second.socket, "b5");
    await pause(300);
    expect(errorCodes(second.messages).map((e) => e.id)).not.toContain("b5");
    first.socket.close();
    second.socket.close();
  });

  it("refuses operations past the per-second rate, and stays responsive during a flood", async () => {
    const { socket, messages } = await openSocket(true);
    for (let i = 0; i < 200; i++) subscribe(socket, `f${i}`);
    expect(await healthStatus(port)).toBe(200);
    await waitFor(() => errorCodes(messages).length >= 195, 5_000, "the flood's refusals");
    const codes = errorCodes(messages).map((e) => e.code);
    // A burst of twice the rate (20) may start, plus what the rate refills while the server reads
    // the frames (one per turn of its event loop); at most 5 run at once; the rest is refused.
    expect(codes.filter((c) => c === "rate_limited").length).toBeGreaterThanOrEqual(150);
    expect(codes.every((c) => c === "rate_limited" || c === "too_many_subscriptions")).toBe(true);
    socket.close();
  });
});

describe("a signed-in socket that never stops", () => {
  it("is closed with 4429 after the cap of refusals in a row, instead of being answered without end", async () => {
    const { socket, messages, closeCode } = await openSocket(true);
    for (let i = 0; i < 600; i++) subscribe(socket, `s${i}`);
    expect(await closeCode).toBe(TOO_MANY_REFUSALS_CLOSE);
    // Each operation that ran resets the count, and how many run depends on how fast the server
    // drains the 600 frames (its rate bucket refills meanwhile: 467 answers were seen on a loaded
    // machine): the bound that holds at any speed is that the socket is closed before all of
    // them are answered.
    const answered = errorCodes(messages).length;
    expect(answered).toBeGreaterThanOrEqual(LIMITS.maxRefusalsInARow);
    expect(answered).toBeLessThan(600);
  });
});

describe("an anonymous socket", () => {
  it("is closed with 4429 once its refusals pass the cap", async () => {
    const { socket, messages, closeCode } = await openSocket(false);
    for (let i = 0; i < 100; i++) subscribe(socket, `x${i}`);
    expect(await closeCode).toBe(TOO_MANY_REFUSALS_CLOSE);
    // Refused in the protocol up to the cap, then closed: not answered a hundred times.
    expect(messages.filter((m) => m.type === "error" || m.type === "next").length).toBeLessThanOrEqual(LIMITS.maxAnonymousRefusals);
  });
});

describe("the legacy realtime socket", () => {
  it("answers frames past the per-second rate with rate_limited, before reading the session", async () => {
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/api/v1/realtime/websocket`, { headers: { cookie } });
    sockets.push(socket);
    const frames: { type: string; code?: string }[] = [];
    socket.on("message", (data: Buffer) => frames.push(JSON.parse(data.toString("utf8")) as { type: string; code?: string }));
    await waitFor(() => frames.some((f) => f.type === "connected"), 5_000, "the connected frame");
    for (let i = 0; i < 60; i++) socket.send(JSON.stringify({ type: "ping" }));
    await waitFor(() => frames.filter((f) => f.type === "pong" || f.code === "rate_limited").length >= 60, 5_000, "sixty answers");
    // A burst of twice the rate (20), plus what refills while the frames are read.
    expect(frames.filter((f) => f.code === "rate_limited").length).toBeGreaterThanOrEqual(30);
    expect(frames.filter((f) => f.type === "pong").length).toBeGreaterThanOrEqual(2 * LIMITS.operationsPerSecond);
    socket.close();
  });

  it("refuses a watch past the user's cap across sockets with too_many_subscriptions", async () => {
    const frames: { type: string; code?: string; request_id?: number }[] = [];
    const open = async () => {
      const socket = new WebSocket(`${server.url.replace("http", "ws")}/api/v1/realtime/websocket`, { headers: { cookie } });
      sockets.push(socket);
      socket.on("message", (data: Buffer) => frames.push(JSON.parse(data.toString("utf8")) as { type: string; code?: string }));
      await new Promise((resolve) => socket.once("message", resolve));
      return socket;
    };
    const [first, second] = [await open(), await open()];
    const ids = fx.aliceRequestIds;
    ids.slice(0, 5).forEach((id) => first.send(JSON.stringify({ type: "watch", request_id: id })));
    ids.slice(5).forEach((id) => second.send(JSON.stringify({ type: "watch", request_id: id })));
    await waitFor(() => frames.filter((f) => f.type === "watching" || f.type === "error").length >= ids.length, 5_000, "an answer to every watch");
    expect(frames.filter((f) => f.type === "watching")).toHaveLength(LIMITS.maxSubscriptionsPerUser);
    expect(frames.filter((f) => f.type === "error").map((f) => f.code)).toEqual(["too_many_subscriptions"]);
    first.close();
    second.close();
  });
});
