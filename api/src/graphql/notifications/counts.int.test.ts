import type { Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { syncParticipants } from "../../domain/requests/participant-state.ts";
import type { App } from "../../http/app.ts";
import { listen, type RunningServer } from "../../http/server.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { socketFor } from "../../testing/socket-client.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let alice: TestClient;
let carol: TestClient;
const sockets: Client[] = [];

type Counts = { fromMe: number; toMe: number; inactivePending: number; groupInvitations: number; groupCounters: { groupDatabaseId: number; available: number }[] };
const COUNTS = "fromMe toMe inactivePending groupInvitations groupCounters { groupDatabaseId available }";

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

/** Every result of a notificationCountsChanged subscription, as they come. */
function countsSubscription(client: TestClient): { results: Counts[]; ended: { value: boolean } } {
  const socket = socketFor(server.url, client);
  sockets.push(socket);
  const results: Counts[] = [];
  const ended = { value: false };
  socket.subscribe<{ notificationCountsChanged: Counts }>({ query: `subscription { notificationCountsChanged { ${COUNTS} } }` }, {
    next: (value) => void (value.data ? results.push(value.data.notificationCountsChanged) : undefined),
    error: () => void (ended.value = true),
    complete: () => void (ended.value = true),
  });
  return { results, ended };
}

async function until(condition: () => boolean, ms = 3_000): Promise<void> {
  for (let waited = 0; waited < ms && !condition(); waited += 25) await pause(25);
}

describe("notification counts", () => {
  it("reads the same counts over GraphQL and REST, with the spec's names", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    await syncParticipants(db.prisma, requestId, { activity: { at: new Date(), actorUserId: fx.bob.id } });
    const graphql = await alice.graphql<{ notificationCounts: Counts }>(`{ notificationCounts { ${COUNTS} } }`);
    expect(graphql.data?.notificationCounts).toEqual({ fromMe: 1, toMe: 0, inactivePending: 0, groupInvitations: 0, groupCounters: [] });
    const rest = await alice.rest("GET", "/notifications/count");
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({ from_me: 1, to_me: 0, inactive_pending: 0, group_invitations: 0, group_counters: {} });
    expect((await new TestClient(app).rest("GET", "/notifications/count")).status).toBe(401);
  });

  it("pushes the counts when subscribed, then at each change of the viewer's own counts only", async () => {
    const aliceCounts = countsSubscription(alice);
    const carolCounts = countsSubscription(carol);
    await until(() => aliceCounts.results.length > 0 && carolCounts.results.length > 0);
    expect(aliceCounts.results.map((c) => c.fromMe)).toEqual([1]);

    // Bob replies on another of Alice's requests; the command would publish countsChanged for her.
    const requestId = fx.aliceRequestIds[1] ?? 0;
    await syncParticipants(db.prisma, requestId, { activity: { at: new Date(), actorUserId: fx.bob.id } });
    app.deps.pubsub.publish("countsChanged", fx.alice.id, { userId: fx.alice.id });
    await until(() => aliceCounts.results.length > 1);
    await pause(200);
    expect(aliceCounts.results.map((c) => c.fromMe)).toEqual([1, 2]);
    // Carol heard nothing of Alice's event.
    expect(carolCounts.results).toHaveLength(1);
  });

  it("delivers nothing more once the session is revoked, even with no event reaching the socket layer", async () => {
    const second = await loggedIn(fx.carol.email);
    const subscription = countsSubscription(second);
    await until(() => subscription.results.length > 0);
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: fx.carol.id, revokedAt: null }, orderBy: { id: "desc" } });
    await db.prisma.session.update({ where: { id: session.id }, data: { revokedAt: new Date() } });
    app.deps.pubsub.publish("countsChanged", fx.carol.id, { userId: fx.carol.id });
    await until(() => subscription.ended.value);
    expect(subscription.ended.value).toBe(true);
    expect(subscription.results).toHaveLength(1);
  });

  it("refuses a visitor's subscription", async () => {
    const visitor = countsSubscription(new TestClient(app));
    await until(() => visitor.ended.value);
    expect(visitor.ended.value).toBe(true);
    expect(visitor.results).toEqual([]);
  });
});
