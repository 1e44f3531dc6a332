import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { App } from "./app.ts";
import { listen, type RunningServer } from "./server.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import type { TestClient } from "../testing/test-client.ts";
import { waitFor } from "../testing/raw-socket.ts";
import { loadConfig } from "../config.ts";

// Issue 18 item 5: an event to many sockets is checked and built once for all of them, so a
// burst of events leaves the database to the writes that cause them, and a socket that stops
// reading holds up nobody (it is closed once too far behind, and its client starts afresh).

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let alice: TestClient;
let bob: TestClient;
const open: WebSocket[] = [];

const globalId = (id: number) => Buffer.from(`Request:${id}`).toString("base64");
// The request page's shape: every event carries the request and its messages.
const PAGE = "subscription($id: ID!) { requestEvent(id: $id) { kind request { databaseId status messages(first: 100) { totalCount edges { node { content } } } } } }";
const POST = "mutation($requestId: ID!, $content: String!) { publishMessage(requestId: $requestId, content: $content) { __typename ... on DomainError { code } } }";

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  // Enough subscriptions for one user's 40 sockets in one go; every other limit as configured.
  // A socket that stays behind is closed after 2 s here rather than 10.
  const sockets = { ...loadConfig({}).sockets, maxSubscriptionsPerUser: 500, operationsPerSecond: 200, behindCloseMs: 2_000 };
  app = createTestApp(db, { sockets });
  server = await listen(app, 0, "127.0.0.1");
  [alice, bob] = await Promise.all([loggedInClient(app, fx.alice.email), loggedInClient(app, fx.bob.email)]);
});
afterAll(async () => {
  for (const socket of open) socket.terminate();
  await server?.close();
  await db?.drop();
});

/** Small frames as received; every UPDATED event counted (big ones are not kept: the checks would rescan them). */
type Watching = { frames: string[]; updates: () => number; closed: () => boolean; ws: WebSocket };

function cookieOf(client: TestClient): string {
  return ["consilium_session", "csrf_token"].map((name) => `${name}=${client.cookie(name) ?? ""}`).join("; ");
}

/** A socket speaking graphql-transport-ws by hand (so a test can stop it reading), watching `requestId`. */
async function watch(client: TestClient, requestId: number): Promise<Watching> {
  const ws = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers: { cookie: cookieOf(client) } });
  open.push(ws);
  const frames: string[] = [];
  let closed = false;
  let updates = 0;
  ws.on("close", () => (closed = true));
  ws.on("error", () => undefined);
  ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: { csrfToken: client.cookie("csrf_token") } })));
  ws.on("message", (data: Buffer) => {
    const text = data.toString("utf8");
    if (text.includes('"connection_ack"')) return ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: PAGE, variables: { id: globalId(requestId) } } }));
    if (text.includes('"kind":"UPDATED"')) updates++;
    frames.push(text.length > 64_000 ? text.slice(0, 200) : text);
  });
  await waitFor(() => frames.some((frame) => frame.includes('"CURRENT"')) || closed, 30_000, "the subscription's first event");
  expect(frames[0]).toContain('"kind":"CURRENT"');
  return { frames, updates: () => updates, closed: () => closed, ws };
}

const heardAll = (socket: Watching, contents: readonly string[]) => contents.every((content) => socket.frames.some((frame) => frame.includes(content)));

describe("realtime fan-out", () => {
  it("delivers a burst of messages to forty sockets of two participants, and every post of the burst succeeds", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const sockets: Watching[] = [];
    for (let i = 0; i < 40; i++) sockets.push(await watch(i % 2 === 0 ? alice : bob, requestId));

    const contents = Array.from({ length: 12 }, (_, i) => `burst message ${i}`);
    // Posted all at once by both participants: each post publishes an event to all forty sockets.
    const answers = await Promise.all(contents.map((content, i) => (i % 2 === 0 ? alice : bob).graphql<{ publishMessage: { __typename: string } }>(POST, { requestId: globalId(requestId), content })));
    expect(answers.map((answer) => answer.errors ?? answer.data?.publishMessage.__typename)).toEqual(contents.map(() => "MessageWritten"));

    await waitFor(() => sockets.every((socket) => heardAll(socket, contents)), 60_000, "every message on every socket");
    expect(sockets.filter((socket) => socket.closed())).toEqual([]);
  });

  it("keeps delivering to the other sockets while one socket stops reading", async () => {
    const requestId = fx.aliceRequestIds[1] ?? 0;
    // Big events (about 480 KB each), so that the stalled socket's kernel buffers fill up after a
    // few; all four sockets ride on one session, so each event's payload is built once for them.
    for (let i = 0; i < 30; i++) await alice.graphql(POST, { requestId: globalId(requestId), content: `${"x".repeat(16_000)} filler ${i}` });
    const slow = await watch(alice, requestId);
    const others = [await watch(alice, requestId), await watch(alice, requestId), await watch(alice, requestId)];
    // Stops reading from its TCP socket: the kernel's buffers fill, then the server's writes wait.
    slow.ws.pause();

    const events = 90;
    // A steady stream rather than one instant burst: the sockets that read keep up with it.
    for (let i = 0; i < events; i++) {
      app.deps.pubsub.publish("requestUpdated", requestId, { requestId, kind: "updated" });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await waitFor(() => others.every((socket) => socket.updates() === events), 120_000, "every event on the sockets that read");

    // Reading again, the stalled socket is not wedged: it either catches up or finds itself closed
    // (1013, when it stayed too far behind), and its client reconnects to start afresh.
    slow.ws.resume();
    await waitFor(() => slow.updates() === events || slow.closed(), 60_000, "the stalled socket to catch up or be closed");
    expect(others.filter((socket) => socket.closed())).toEqual([]);
  }, 300_000);
});
