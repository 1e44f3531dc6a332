import { connect, type Socket } from "node:net";
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
  const sockets = { ...loadConfig({}).sockets, maxSubscriptionsPerUser: 500, operationsPerSecond: 200 };
  app = createTestApp(db, { sockets });
  server = await listen(app, 0, "127.0.0.1");
  [alice, bob] = await Promise.all([loggedInClient(app, fx.alice.email), loggedInClient(app, fx.bob.email)]);
});
afterAll(async () => {
  for (const socket of open) socket.terminate();
  await server?.close();
  await db?.drop();
});

type Watching = { frames: string[]; closed: () => boolean; tcp: () => Socket | undefined };

function cookieOf(client: TestClient): string {
  return ["consilium_session", "csrf_token"].map((name) => `${name}=${client.cookie(name) ?? ""}`).join("; ");
}

/** A socket speaking graphql-transport-ws by hand (so a test can stop it reading), watching `requestId`. */
async function watch(client: TestClient, requestId: number): Promise<Watching> {
  let tcp: Socket | undefined;
  const url = new URL(server.url);
  const ws = new WebSocket(`ws://127.0.0.1:${url.port}/graphql`, "graphql-transport-ws", {
    headers: { cookie: cookieOf(client) },
    createConnection: () => (tcp = connect({ host: "127.0.0.1", port: Number(url.port) })),
  });
  open.push(ws);
  const frames: string[] = [];
  let closed = false;
  ws.on("close", () => (closed = true));
  ws.on("error", () => undefined);
  ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: { csrfToken: client.cookie("csrf_token") } })));
  ws.on("message", (data: Buffer) => {
    const text = data.toString("utf8");
    if (text.includes('"connection_ack"')) ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: PAGE, variables: { id: globalId(requestId) } } }));
    else frames.push(text);
  });
  await waitFor(() => frames.some((frame) => frame.includes('"CURRENT"')) || closed, 30_000, "the subscription's first event");
  expect(frames[0]).toContain('"kind":"CURRENT"');
  return { frames, closed: () => closed, tcp: () => tcp };
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

  it("keeps delivering to the other sockets while one socket stops reading, and closes that one once too far behind", async () => {
    const requestId = fx.aliceRequestIds[1] ?? 0;
    // Big events (about 100 KB each), so that the stalled socket's kernel buffers fill up.
    for (let i = 0; i < 24; i++) await alice.graphql(POST, { requestId: globalId(requestId), content: `${"x".repeat(4_000)} filler ${i}` });
    const slow = await watch(alice, requestId);
    const others = [await watch(alice, requestId), await watch(bob, requestId), await watch(bob, requestId)];
    slow.tcp()?.pause();

    const events = 150;
    for (let i = 0; i < events; i++) app.deps.pubsub.publish("requestUpdated", requestId, { requestId, kind: "updated" });
    const updates = (socket: Watching) => socket.frames.filter((frame) => frame.includes('"kind":"UPDATED"')).length;
    await waitFor(() => others.every((socket) => updates(socket) === events), 120_000, "every event on the sockets that read");

    // The stalled socket was dropped, not fed without bound: reading again, it finds its end.
    slow.tcp()?.resume();
    await waitFor(() => slow.closed(), 60_000, "the stalled socket to be closed");
    expect(updates(slow)).toBeLessThan(events);
    expect(others.filter((socket) => socket.closed())).toEqual([]);
  });
});
