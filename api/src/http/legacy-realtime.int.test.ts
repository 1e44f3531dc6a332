import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import type { RequestUpdatedEvent } from "../domain/ports.ts";
import { publishRequestUpdated } from "../domain/requests/request-events.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";
import { LEGACY_REALTIME_PATH } from "./legacy-realtime.ts";
import { listen, type RunningServer } from "./server.ts";
import { loggedInClient } from "../testing/logged-in.ts";

// Spec 2 §7 "Realtime websocket at /api/v1/realtime/websocket with polling fallback": the
// legacy clients' channel carries the same events as the GraphQL subscriptions, through the
// same access gate, and lives no longer than its session.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let alice: TestClient;
let carol: TestClient;
let pending: TestClient;
let pendingUserId: number;
const open: WebSocket[] = [];

type Frame = { type: string; request_id?: number; kind?: string; new_status?: string; code?: string; validated?: boolean };
type Legacy = { ws: WebSocket; frames: Frame[]; closed: Promise<number> };

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  const user = await db.prisma.user.create({ data: { email: "pending@realtime.test", firstName: "Paul", lastName: "Pending", country: "FR", passwordHash: await hashPassword(FIXTURE_PASSWORD) } });
  pendingUserId = user.id;
  [alice, carol, pending] = await Promise.all([loggedIn(fx.alice.email), loggedIn(fx.carol.email), loggedIn(user.email)]);
});
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const cookieOf = (client: TestClient) => `consilium_session=${client.cookie("consilium_session") ?? ""}`;
const socketUrl = () => `${server.url.replace("http", "ws")}${LEGACY_REALTIME_PATH}`;

/** Opens the channel like a legacy client; resolves with the socket once the server said "connected", or the refusal's status. */
function connect(headers: Record<string, string>): Promise<Legacy | { refused: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(socketUrl(), { headers });
    open.push(ws);
    const frames: Frame[] = [];
    const closed = new Promise<number>((done) => ws.on("close", (code) => done(code)));
    ws.on("message", (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === "connected") resolve({ ws, frames, closed });
      else frames.push(frame);
    });
    ws.on("unexpected-response", (_request, response) => resolve({ refused: response.statusCode ?? 0 }));
    ws.on("error", () => undefined);
  });
}

async function connected(client: TestClient): Promise<Legacy> {
  const socket = await connect({ cookie: cookieOf(client) });
  if ("refused" in socket) throw new Error(`refused with ${socket.refused}`);
  return socket;
}

/** Publishes as a command does after its commit: keyed by request and to each participant. */
const published = (event: RequestUpdatedEvent) => publishRequestUpdated({ db: db.prisma, pubsub: app.deps.pubsub }, event);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the socket has received `count` frames (or a second passed), then gives them. */
async function framesOf(socket: Legacy, count: number): Promise<Frame[]> {
  for (let i = 0; i < 40 && socket.frames.length < count; i++) await pause(25);
  // A little longer, so that a frame that should not come has had the time to.
  await pause(150);
  return socket.frames;
}

function send(socket: Legacy, frame: unknown): void {
  socket.ws.send(JSON.stringify(frame));
}

describe("the legacy realtime socket", () => {
  it("refuses a caller without a session, and a page of another site", async () => {
    expect(await connect({})).toEqual({ refused: 401 });
    expect(await connect({ cookie: "consilium_session=forged" })).toEqual({ refused: 401 });
    expect(await connect({ cookie: cookieOf(alice), origin: "https://evil.example" })).toEqual({ refused: 403 });
  });

  it("tells a participant about their request, and a non-participant nothing", async () => {
    const [aliceSocket, carolSocket] = await Promise.all([connected(alice), connected(carol)]);
    const requestId = fx.aliceRequestIds[0] ?? 0;
    await published({ requestId, kind: "consult", newStatus: "completed" });
    // Carol asks to follow Alice's request: refused exactly like a missing one.
    send(carolSocket, { type: "watch", request_id: requestId });
    send(carolSocket, { type: "watch", request_id: 2_147_483_647 });
    expect(await framesOf(aliceSocket, 1)).toEqual([{ type: "request_updated", request_id: requestId, kind: "consult", new_status: "completed" }]);
    expect(await framesOf(carolSocket, 2)).toEqual([
      { type: "error", code: "not_found", request_id: requestId },
      { type: "error", code: "not_found", request_id: 2_147_483_647 },
    ]);
    await published({ requestId, kind: "message" });
    await framesOf(aliceSocket, 2);
    expect(carolSocket.frames).toHaveLength(2);
  });

  it("filters every event with the access gate: a participant removed hears nothing more", async () => {
    const requestId = fx.aliceRequestIds[1] ?? 0;
    const socket = await connected(alice);
    await db.prisma.participant.delete({ where: { requestId_userId: { requestId, userId: fx.alice.id } } });
    // An event told to Alice as a participant just before her removal still reaches her key.
    app.deps.pubsub.publish("userRequestUpdated", fx.alice.id, { requestId, kind: "participants" });
    await published({ requestId, kind: "participants" });
    app.deps.pubsub.publish("countsChanged", fx.alice.id, { userId: fx.alice.id });
    expect(await framesOf(socket, 1)).toEqual([{ type: "counts_changed" }]);
    await db.prisma.participant.create({ data: { requestId, userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } });
  });

  it("carries counts_changed and user_validated of the viewer's own user only", async () => {
    const [aliceSocket, carolSocket] = await Promise.all([connected(alice), connected(carol)]);
    app.deps.pubsub.publish("countsChanged", fx.carol.id, { userId: fx.carol.id });
    app.deps.pubsub.publish("userValidated", fx.carol.id, { userId: fx.carol.id, validated: true });
    expect(await framesOf(carolSocket, 2)).toEqual([{ type: "counts_changed" }, { type: "user_validated", validated: true }]);
    expect(aliceSocket.frames).toEqual([]);
  });

  it("tells an account not validated yet about its own validation, and nothing about requests", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    // Even as a participant: the validation gate comes before the participant filter.
    await db.prisma.participant.create({ data: { requestId, userId: pendingUserId, side: "RECIPIENT" } });
    const socket = await connected(pending);
    send(socket, { type: "watch", request_id: requestId });
    await published({ requestId, kind: "message" });
    app.deps.pubsub.publish("countsChanged", pendingUserId, { userId: pendingUserId });
    app.deps.pubsub.publish("userValidated", pendingUserId, { userId: pendingUserId, validated: true });
    // The answer to the watch and the events travel separately: their order is free.
    const frames = await framesOf(socket, 2);
    expect(frames).toHaveLength(2);
    expect(frames).toEqual(expect.arrayContaining([{ type: "error", code: "not_found", request_id: requestId }, { type: "user_validated", validated: true }]));
    await db.prisma.participant.delete({ where: { requestId_userId: { requestId, userId: pendingUserId } } });
  });

  it("answers ping, and a malformed frame with a code", async () => {
    const socket = await connected(carol);
    send(socket, { type: "ping" });
    socket.ws.send("not json");
    send(socket, { type: "watch", request_id: "1 OR 1=1" });
    expect(await framesOf(socket, 3)).toEqual([{ type: "pong" }, { type: "error", code: "validation_failed" }, { type: "error", code: "validation_failed" }]);
  });

  it("closes a frame over its 4 KiB limit with 1009 (message too big), and the server carries on", async () => {
    const socket = await connected(carol);
    socket.ws.send(JSON.stringify({ type: "watch", request_id: 1, padding: "a".repeat(5 * 1024) }));
    expect(await socket.closed).toBe(1009);
    const again = await connected(carol);
    send(again, { type: "ping" });
    expect(await framesOf(again, 1)).toEqual([{ type: "pong" }]);
  });

  it("closes with 4401 at logout", async () => {
    const bob = await loggedIn(fx.bob.email);
    const socket = await connected(bob);
    expect((await bob.rest("POST", "/logout")).status).toBe(200);
    expect(await Promise.race([socket.closed, pause(5_000).then(() => "timeout")])).toBe(4401);
  });

  it("sends nothing more on a session revoked without an event reaching it, and closes with 4401", async () => {
    const second = await loggedIn(fx.alice.email);
    const socket = await connected(second);
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: fx.alice.id, revokedAt: null }, orderBy: { id: "desc" } });
    await db.prisma.session.update({ where: { id: session.id }, data: { revokedAt: new Date() } });
    const requestId = fx.aliceRequestIds[0] ?? 0;
    await published({ requestId, kind: "message" });
    expect(await Promise.race([socket.closed, pause(5_000).then(() => "timeout")])).toBe(4401);
    expect(socket.frames).toEqual([]);
  });

  it("is described in the OpenAPI document, the socket as a 101 answer", async () => {
    const doc = (await (await alice.fetch("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters: { name: string }[] }>> };
    expect(Object.keys(doc.paths[LEGACY_REALTIME_PATH]?.get?.responses ?? {})).toContain("101");
    expect(doc.paths["/api/v1/realtime/poll"]?.get?.parameters.map((p) => p.name)).toEqual(["after"]);
    expect(Object.keys(doc.paths["/api/v1/notifications/count"]?.get?.responses ?? {})).toContain("200");
  });

  it("answers a plain GET with 426", async () => {
    const response = await alice.rest("GET", "/realtime/websocket");
    expect(response.status).toBe(426);
    expect(((await response.json()) as { code: string }).code).toBe("upgrade_required");
  });
});

describe("the polling fallback", () => {
  type Poll = { cursor: string; reset: boolean; events: Frame[] };
  const poll = async (client: TestClient, after?: string): Promise<Poll> => {
    const response = await client.rest("GET", `/realtime/poll${after ? `?after=${encodeURIComponent(after)}` : ""}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Poll;
  };

  it("returns the events since the cursor, filtered like the socket's", async () => {
    const start = await poll(alice);
    expect(start).toMatchObject({ reset: false, events: [] });
    const mine = fx.aliceRequestIds[0] ?? 0;
    const foreign = fx.carolRequestIds[0] ?? 0;
    await published({ requestId: mine, kind: "message" });
    await published({ requestId: foreign, kind: "message" });
    app.deps.pubsub.publish("countsChanged", fx.alice.id, { userId: fx.alice.id });
    app.deps.pubsub.publish("countsChanged", fx.carol.id, { userId: fx.carol.id });
    await pause(100);
    const next = await poll(alice, start.cursor);
    expect(next).toMatchObject({ reset: false, events: [{ type: "request_updated", request_id: mine, kind: "message" }, { type: "counts_changed" }] });
    // Nothing new since: the same cursor, no event.
    expect(await poll(alice, next.cursor)).toEqual({ cursor: next.cursor, reset: false, events: [] });
  });

  it("answers reset to a cursor it does not know", async () => {
    await poll(carol);
    expect(await poll(carol, "0000000000000000.12")).toMatchObject({ reset: true, events: [] });
    expect((await carol.rest("GET", "/realtime/poll?after=x".padEnd(100, "x"))).status).toBe(422);
  });

  it("is refused without a session", async () => {
    expect((await new TestClient(app).rest("GET", "/realtime/poll")).status).toBe(401);
  });
});

describe("a user with many requests", () => {
  // Listening costs the same whatever the number of the user's requests (one key per user), so
  // a consult from last year that comes back to life is heard like yesterday's.
  const OLD_REQUESTS = 205;
  let oldest = 0;
  let bob: TestClient;
  let root: TestClient;

  beforeAll(async () => {
    const lastYear = new Date("2025-06-01T12:00:00Z");
    const rows = await db.prisma.request.createManyAndReturn({
      data: Array.from({ length: OLD_REQUESTS }, (_, i) => {
        const lastActivityDate = new Date(lastYear.getTime() - i * 3_600_000);
        return {
          status: "PUBLISHED" as const,
          authorId: fx.alice.id,
          description: `Ancienne question ${i}`,
          recipientType: "PROFESSIONAL" as const,
          recipientProfessionalId: fx.bob.professionalId,
          publishedAt: lastActivityDate,
          lastActivityDate,
        };
      }),
      select: { id: true, lastActivityDate: true },
    });
    await db.prisma.consult.createMany({ data: rows.map((row) => ({ requestId: row.id, status: "OPENED" as const })) });
    await db.prisma.participant.createMany({
      data: rows.flatMap((row) => [
        { requestId: row.id, userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" as const, lastActivityDate: row.lastActivityDate, requestState: "OPENED" as const },
        { requestId: row.id, userId: fx.bob.id, professionalId: fx.bob.professionalId, side: "RECIPIENT" as const, lastActivityDate: row.lastActivityDate, requestState: "OPENED" as const },
      ]),
    });
    oldest = rows.reduce((a, b) => (b.lastActivityDate < a.lastActivityDate ? b : a)).id;
    expect(await db.prisma.participant.count({ where: { userId: fx.alice.id } })).toBeGreaterThan(200);
    await db.prisma.user.create({
      data: { email: "root@realtime.test", firstName: "Root", lastName: "Super", country: "FR", validationStatus: "VALIDATED", isSuper: true, passwordHash: await hashPassword(FIXTURE_PASSWORD) },
    });
    [bob, root] = await Promise.all([loggedIn(fx.bob.email), loggedIn("root@realtime.test")]);
  });

  const writeOnOldest = async (content: string) => {
    const response = await bob.rest("POST", `/requests/${oldest}/messages`, { content });
    expect(response.status).toBe(201);
  };
  const poll = async (client: TestClient, after?: string): Promise<{ cursor: string; reset: boolean; events: Frame[] }> => {
    const response = await client.rest("GET", `/realtime/poll${after ? `?after=${encodeURIComponent(after)}` : ""}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { cursor: string; reset: boolean; events: Frame[] };
  };

  it("tells the user of a message in their oldest request, on the socket and by polling; a non-participant hears nothing", async () => {
    const [aliceSocket, carolSocket] = await Promise.all([connected(alice), connected(carol)]);
    const [aliceStart, carolStart] = await Promise.all([poll(alice), poll(carol)]);
    await writeOnOldest("Le patient revient, un an après.");
    const message = { type: "request_updated", request_id: oldest, kind: "message" };
    expect(await framesOf(aliceSocket, 2)).toEqual([message, { type: "counts_changed" }]);
    expect(await poll(alice, aliceStart.cursor)).toMatchObject({ reset: false, events: [message, { type: "counts_changed" }] });
    // Carol asks to follow it: refused like a missing request, and nothing of it reaches her.
    send(carolSocket, { type: "watch", request_id: oldest });
    await writeOnOldest("Encore une question.");
    await framesOf(aliceSocket, 4);
    expect(await framesOf(carolSocket, 1)).toEqual([{ type: "error", code: "not_found", request_id: oldest }]);
    expect(await poll(carol, carolStart.cursor)).toMatchObject({ reset: false, events: [] });
  });

  it("hears a watched request once, whether the viewer takes part in it or shadows it", async () => {
    const [aliceSocket, rootSocket] = await Promise.all([connected(alice), connected(root)]);
    send(aliceSocket, { type: "watch", request_id: oldest });
    send(rootSocket, { type: "watch", request_id: oldest });
    expect(await framesOf(aliceSocket, 1)).toEqual([{ type: "watching", request_id: oldest }]);
    expect(await framesOf(rootSocket, 1)).toEqual([{ type: "watching", request_id: oldest }]);
    await writeOnOldest("Un dernier mot.");
    const message = { type: "request_updated", request_id: oldest, kind: "message" };
    expect(await framesOf(aliceSocket, 3)).toEqual([{ type: "watching", request_id: oldest }, message, { type: "counts_changed" }]);
    expect(await framesOf(rootSocket, 2)).toEqual([{ type: "watching", request_id: oldest }, message]);
  });
});
