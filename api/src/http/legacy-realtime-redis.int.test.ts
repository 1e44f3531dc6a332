import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { PubSub } from "../domain/ports.ts";
import { createRealtimePubSub } from "../services/pubsub.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { App } from "./app.ts";
import { LEGACY_REALTIME_PATH } from "./legacy-realtime.ts";
import { listen, type RunningServer } from "./server.ts";
import { loggedInClient } from "../testing/logged-in.ts";

// Two API instances over one database and one Redis (DESIGN.md "Realtime"): a message written
// through one instance reaches the legacy channel of a participant connected to the other,
// through the participant's own key.

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn("[legacy-realtime-redis.int.test] REDIS_URL is not set: the two-instance realtime test is skipped");

type Frame = { type: string; request_id?: number; kind?: string };

describe.skipIf(!redisUrl)("the legacy realtime channel across instances (Redis)", () => {
  let db: TestDatabase;
  let fx: Fixtures;
  const pubsubs: PubSub[] = [];
  let near: App;
  let far: App;
  let server: RunningServer;
  let socket: WebSocket | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    fx = await createFixtures(db.prisma, { aliceRequests: 1 });
    pubsubs.push(createRealtimePubSub(redisUrl), createRealtimePubSub(redisUrl));
    near = createTestApp(db, {}, undefined, pubsubs[0]);
    far = createTestApp(db, {}, undefined, pubsubs[1]);
    server = await listen(near, 0, "127.0.0.1");
  });
  afterAll(async () => {
    socket?.terminate();
    await server?.close();
    // The server stops its listeners as the socket closes; their UNSUBSCRIBE needs the connection.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const pubsub of pubsubs) await pubsub.close();
    await db?.drop();
  });

  it("tells a participant on one instance of a message written through another", async () => {
    const alice = await loggedInClient(near, fx.alice.email);
    const bob = await loggedInClient(far, fx.bob.email);
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const frames: Frame[] = [];
    socket = new WebSocket(`${server.url.replace("http", "ws")}${LEGACY_REALTIME_PATH}`, { headers: { cookie: `consilium_session=${alice.cookie("consilium_session") ?? ""}` } });
    socket.on("message", (data) => frames.push(JSON.parse(String(data)) as Frame));
    const heard = () => frames.some((frame) => frame.type === "request_updated");
    // Redis SUBSCRIBE completes a moment after the socket opens: write until it is heard (bounded).
    for (let i = 0; i < 50 && !heard(); i++) {
      const response = await bob.rest("POST", `/requests/${requestId}/messages`, { content: `Message ${i}` });
      expect(response.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(frames).toContainEqual({ type: "request_updated", request_id: requestId, kind: "message" });
  });
});
