import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { createClient, type Client } from "graphql-ws";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";
import { listen, type RunningServer } from "./server.ts";

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let client: Client;
let cookieHeader = "";
let csrfToken = "";

const globalId = (id: number) => Buffer.from(`Request:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  const alice = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  cookieHeader = `consilium_session=${alice.cookie("consilium_session")}; csrf_token=${alice.cookie("csrf_token")}`;
  csrfToken = alice.cookie("csrf_token") ?? "";
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie: cookieHeader } });
    }
  }
  client = createClient({ url: `${server.url.replace("http", "ws")}/graphql`, webSocketImpl: CookieWebSocket, connectionParams: { csrfToken }, lazy: true, retryAttempts: 0 });
});
afterAll(async () => {
  await client?.dispose();
  await server?.close();
  await db?.drop();
});

function nextEvent(query: string, variables: Record<string, unknown>): { result: Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>; stop: () => void } {
  let stop: () => void = () => undefined;
  const result = new Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>((resolve, reject) => {
    stop = client.subscribe({ query, variables }, {
      next: (value) => resolve(value as { data?: unknown }),
      error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
      complete: () => undefined,
    });
  });
  return { result, stop: () => stop() };
}

describe("graphql-ws on /graphql", () => {
  it("pushes requestUpdated to a participant when the domain publishes it", async () => {
    const id = fx.aliceRequestIds[0] ?? 0;
    const subscription = nextEvent(`subscription($id: ID!) { requestUpdated(id: $id) { databaseId patient { lastName } } }`, { id: globalId(id) });
    // The subscription registers asynchronously: publish until it is heard (bounded).
    let received = false;
    void subscription.result.then(() => (received = true));
    for (let i = 0; i < 100 && !received; i++) {
      app.deps.pubsub.publish("requestUpdated", id, { requestId: id, kind: "updated" });
      await new Promise((r) => setTimeout(r, 50));
    }
    const event = await subscription.result;
    subscription.stop();
    expect(event.data).toEqual({ requestUpdated: { databaseId: id, patient: { lastName: "Nom0" } } });
  });

  it("refuses a subscription to a request the viewer is not part of", async () => {
    const foreign = fx.carolRequestIds[0] ?? 0;
    const subscription = nextEvent(`subscription($id: ID!) { requestUpdated(id: $id) { databaseId } }`, { id: globalId(foreign) });
    const event = await subscription.result;
    expect(event.errors?.[0]?.extensions?.code).toBe("not_found");
  });

  it("closes a frame over its size limit with 1009, logs nothing of it, and carries on", async () => {
    const logged = vi.spyOn(console, "error");
    try {
      const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers: { cookie: cookieHeader } });
      await new Promise((resolve) => socket.once("open", resolve));
      const closed = new Promise<number>((resolve) => socket.once("close", resolve));
      socket.send(JSON.stringify({ type: "connection_init", payload: { csrfToken, padding: "a".repeat(300 * 1024) } }));
      expect(await closed).toBe(1009);
      // The client's mistake, not ours: no "Internal error ... check your implementation".
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      logged.mockRestore();
    }
    // The next socket is served as usual.
    const again = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers: { cookie: cookieHeader } });
    await new Promise((resolve) => again.once("open", resolve));
    const acknowledged = new Promise<unknown>((resolve) => again.once("message", (data: Buffer) => resolve(JSON.parse(data.toString()))));
    again.send(JSON.stringify({ type: "connection_init", payload: { csrfToken } }));
    expect(await acknowledged).toEqual({ type: "connection_ack" });
    again.close();
  });

  it("refuses a socket opened from another site", async () => {
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers: { origin: "https://evil.example", cookie: cookieHeader } });
    const outcome = await new Promise<string>((resolve) => {
      socket.on("open", () => resolve("open"));
      socket.on("error", () => resolve("refused"));
      socket.on("unexpected-response", () => resolve("refused"));
    });
    socket.terminate();
    expect(outcome).toBe("refused");
  });
});

