import type { Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { listen, type RunningServer } from "../../http/server.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { socketFor } from "../../testing/socket-client.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Spec 2 §4 "Realtime events": the open request refetches on an event unless its new status is
// opened; nobody hears of a request they may not read, and a revoked session hears nothing more.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let alice: TestClient;
let carol: TestClient;
const sockets: Client[] = [];

type Event = { kind: string; newStatus: string | null; request: { databaseId: number } | null };
type Subscription = { events: Event[]; errors: string[]; ended: { value: boolean } };
const QUERY = "subscription($id: ID!) { requestEvent(id: $id) { kind newStatus request { databaseId } } }";
const globalId = (id: number) => Buffer.from(`Request:${id}`).toString("base64");

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 3 });
  app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  [alice, carol] = await Promise.all([loggedIn(fx.alice.email), loggedIn(fx.carol.email)]);
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function subscribe(client: TestClient, requestId: number): Subscription {
  const socket = socketFor(server.url, client);
  sockets.push(socket);
  const state: Subscription = { events: [], errors: [], ended: { value: false } };
  socket.subscribe<{ requestEvent: Event }>({ query: QUERY, variables: { id: globalId(requestId) } }, {
    next: (value) => {
      if (value.data) state.events.push(value.data.requestEvent);
      for (const error of value.errors ?? []) state.errors.push(String(error.extensions?.code));
    },
    error: (error) => {
      if (Array.isArray(error)) for (const e of error as { extensions?: { code?: string } }[]) state.errors.push(String(e.extensions?.code));
      state.ended.value = true;
    },
    complete: () => void (state.ended.value = true),
  });
  return state;
}

/** Waits for the first event, the request as it is now: the listener is attached once it arrives. */
async function started(subscription: Subscription): Promise<void> {
  for (let i = 0; i < 100 && subscription.events.length === 0 && !subscription.ended.value; i++) await pause(25);
  expect(subscription.events[0]).toEqual(expect.objectContaining({ kind: "CURRENT", newStatus: null }));
}

/** Waits until the subscription heard `count` events in all (bounded). */
async function heard(subscription: Subscription, count: number): Promise<void> {
  for (let i = 0; i < 100 && subscription.events.length < count && !subscription.ended.value; i++) await pause(25);
}

describe("requestEvent", () => {
  it("starts with the request as it is now, so a page that subscribes late or reconnects catches up", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const subscription = subscribe(alice, requestId);
    await started(subscription);
    expect(subscription.events).toEqual([{ kind: "CURRENT", newStatus: null, request: { databaseId: requestId } }]);
  });

  it("carries the request as it is now, except when it was just sent", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const subscription = subscribe(alice, requestId);
    await started(subscription);
    app.deps.pubsub.publish("requestUpdated", requestId, { requestId, kind: "consult", newStatus: "completed" });
    await heard(subscription, 2);
    expect(subscription.events[1]).toEqual({ kind: "CONSULT", newStatus: "COMPLETED", request: { databaseId: requestId } });
    app.deps.pubsub.publish("requestUpdated", requestId, { requestId, kind: "published", newStatus: "opened" });
    await heard(subscription, 3);
    expect(subscription.events.slice(2)).toEqual([{ kind: "PUBLISHED", newStatus: "OPENED", request: null }]);
  });

  it("refuses a viewer who may not read the request", async () => {
    const subscription = subscribe(carol, fx.aliceRequestIds[0] ?? 0);
    for (let i = 0; i < 60 && !subscription.ended.value; i++) await pause(50);
    expect(subscription.errors).toEqual(["not_found"]);
  });

  it("drops the events of a request the viewer may no longer read", async () => {
    const requestId = fx.aliceRequestIds[1] ?? 0;
    const subscription = subscribe(alice, requestId);
    await started(subscription);
    app.deps.pubsub.publish("requestUpdated", requestId, { requestId, kind: "message" });
    await heard(subscription, 2);
    expect(subscription.events.map((event) => event.kind)).toEqual(["CURRENT", "MESSAGE"]);
    await db.prisma.participant.delete({ where: { requestId_userId: { requestId, userId: fx.alice.id } } });
    app.deps.pubsub.publish("requestUpdated", requestId, { requestId, kind: "message" });
    await pause(500);
    expect(subscription.events).toHaveLength(2);
  });

  it("ends when the session is revoked, even with no event reaching the socket layer", async () => {
    const second = await loggedIn(fx.alice.email);
    const requestId = fx.aliceRequestIds[2] ?? 0;
    const subscription = subscribe(second, requestId);
    await started(subscription);
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: fx.alice.id, revokedAt: null }, orderBy: { id: "desc" } });
    await db.prisma.session.update({ where: { id: session.id }, data: { revokedAt: new Date() } });
    app.deps.pubsub.publish("requestUpdated", requestId, { requestId, kind: "message" });
    for (let i = 0; i < 60 && !subscription.ended.value; i++) await pause(50);
    expect(subscription.ended.value).toBe(true);
    expect(subscription.events).toHaveLength(1);
  });
});
