import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createClient, type Client } from "graphql-ws";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";
import { listen, type RunningServer } from "./server.ts";
import { attachGraphQLWebSocket } from "./websocket.ts";
import { loggedInClient } from "../testing/logged-in.ts";

// Finding 4 of issue 7: a socket must not outlive its session (logout, password change,
// a newer login, expiry), and every write on it re-checks the session (queries reuse the
// socket's lookup until it expires, its session ends or 30 s pass: issue 18).

const IDLE_MS = 30 * 60_000;
const BOUND_MS = 5_000;

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let clock = new Date("2026-11-22T08:00:00Z");
const sockets: Client[] = [];

type Answer = { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
type Socket = { client: Client; connected: Promise<void>; closed: Promise<number> };

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma);
  app = createTestApp(db, { sessionIdleMs: IDLE_MS, sessionMaxMs: 8 * 3_600_000 }, () => clock);
  server = await listen(app, 0, "127.0.0.1");
});
// Past the login rate windows, so each test may log in afresh.
beforeEach(() => {
  clock = new Date(clock.getTime() + 16 * 60_000);
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((client) => client.dispose()));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const wsUrl = (url: string) => `${url.replace("http", "ws")}/graphql`;

function cookiesOf(user: TestClient): { cookie: string; csrfToken: string } {
  const csrfToken = user.cookie("csrf_token") ?? "";
  return { cookie: `consilium_session=${user.cookie("consilium_session") ?? ""}; csrf_token=${csrfToken}`, csrfToken };
}

/** A graphql-ws client that stays connected, with the cookies a browser would send. */
function openSocket(credentials: { cookie: string; csrfToken: string }, url = server.url): Socket {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: credentials.cookie } });
    }
  }
  let onConnected: () => void = () => undefined;
  let onClosed: (code: number) => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: wsUrl(url),
    webSocketImpl: CookieWebSocket,
    connectionParams: { csrfToken: credentials.csrfToken },
    lazy: false,
    retryAttempts: 0,
    // Closes are expected here and watched through `on.closed`, not logged.
    onNonLazyError: () => undefined,
    on: { connected: () => onConnected(), closed: (event) => onClosed((event as { code?: number }).code ?? 0) },
  });
  sockets.push(client);
  return { client, connected, closed };
}

function run(client: Client, query: string): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    client.subscribe({ query }, {
      next: (value) => resolve(value as Answer),
      error: (error) => (Array.isArray(error) ? resolve({ errors: error as Answer["errors"] }) : reject(error instanceof Error ? error : new Error(`closed: ${(error as { code?: number }).code}`))),
      complete: () => undefined,
    });
  });
}

/** The promise's value, or "timeout" once the bound has passed. */
function within<T>(promise: Promise<T>, ms = BOUND_MS): Promise<T | "timeout"> {
  return Promise.race([promise, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms).unref())]);
}

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

const viewerQuery = "{ viewer { databaseId } }";
const mutation = "mutation { skipIdentification { databaseId } }";
const requestsQuery = "{ requests(feed: FROM_ME, first: 1) { totalCount } }";

async function connectedSocket(user: TestClient): Promise<Socket> {
  const socket = openSocket(cookiesOf(user));
  await socket.connected;
  return socket;
}

describe("a socket lives no longer than its session", () => {
  it("closes an open socket at REST logout; the old cookie then opens only a visitor's socket", async () => {
    const alice = await loggedIn(fx.alice.email);
    const oldCookies = cookiesOf(alice);
    const socket = await connectedSocket(alice);
    expect((await run(socket.client, viewerQuery)).data).toEqual({ viewer: { databaseId: fx.alice.id } });

    expect((await alice.rest("POST", "/logout")).status).toBe(200);
    expect(await within(socket.closed)).toBe(4401);

    const reopened = openSocket(oldCookies);
    expect((await run(reopened.client, viewerQuery)).data).toEqual({ viewer: null });
    expect((await run(reopened.client, mutation)).errors?.[0]?.extensions?.code).toBe("unauthenticated");
  });

  it("closes an open socket, and ends its subscriptions, at the GraphQL logout", async () => {
    const bob = await loggedIn(fx.bob.email);
    const socket = await connectedSocket(bob);
    const events: unknown[] = [];
    socket.client.subscribe({ query: "subscription { userValidated { databaseId } }" }, { next: (value) => void events.push(value), error: () => undefined, complete: () => undefined });
    expect((await run(socket.client, mutation)).data).toEqual({ skipIdentification: { databaseId: fx.bob.id } });

    const logout = await bob.graphql<{ logout: { ok: boolean } }>("mutation { logout { ok } }");
    expect(logout.data?.logout.ok).toBe(true);
    expect(await within(socket.closed)).toBe(4401);
    app.deps.pubsub.publish("userValidated", fx.bob.id, { userId: fx.bob.id, validated: true });
    expect(events).toEqual([]);
  });

  it("refuses a mutation on a socket whose session was revoked elsewhere, then closes it", async () => {
    const alice = await loggedIn(fx.alice.email);
    const socket = await connectedSocket(alice);
    expect((await run(socket.client, mutation)).data).toEqual({ skipIdentification: { databaseId: fx.alice.id } });

    // Revoked with no event reaching this instance: only the per-operation check can tell.
    await db.prisma.session.updateMany({ where: { userId: fx.alice.id, revokedAt: null }, data: { revokedAt: clock } });
    const refused = await run(socket.client, mutation);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect(await within(socket.closed)).toBe(4401);
  });

  it("closes the sockets of a previous session when the same browser logs in again", async () => {
    const carol = await loggedIn(fx.carol.email);
    const socket = await connectedSocket(carol);
    const again = await carol.login(fx.carol.email, FIXTURE_PASSWORD);
    expect(again.data?.login.__typename).toBe("LoginSuccess");
    expect(await within(socket.closed)).toBe(4401);
  });

  it("closes every socket of the account when its password is reset", async () => {
    const laptop = await connectedSocket(await loggedIn(fx.carol.email));
    const phone = await connectedSocket(await loggedIn(fx.carol.email));
    const bystander = await connectedSocket(await loggedIn(fx.alice.email));

    const resetter = new TestClient(app);
    expect((await resetter.rest("POST", "/password/codes", { email: fx.carol.email })).status).toBe(200);
    const code = await resetter.latestCode(fx.carol.email);
    // Same password again: the fixtures' password stays valid for the other tests.
    const done = await resetter.rest("POST", "/password/reset", { email: fx.carol.email, email_validation: code, password: FIXTURE_PASSWORD });
    expect(done.status).toBe(200);

    expect(await within(laptop.closed)).toBe(4401);
    expect(await within(phone.closed)).toBe(4401);
    // Another user's socket is untouched.
    expect((await run(bystander.client, viewerQuery)).data).toEqual({ viewer: { databaseId: fx.alice.id } });
  });

  it("closes the sockets of the account's other sessions when its password is changed in settings; the changer's own socket stays", async () => {
    const laptop = await loggedIn(fx.carol.email);
    const laptopSocket = await connectedSocket(laptop);
    const phoneSocket = await connectedSocket(await loggedIn(fx.carol.email));
    const change = (from: string, to: string) =>
      laptop.graphql<{ changePassword: { __typename: string } }>("mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }", { input: { currentPassword: from, password: to } });
    expect((await change(FIXTURE_PASSWORD, "another password entirely")).data?.changePassword.__typename).toBe("PasswordChanged");

    expect(await within(phoneSocket.closed)).toBe(4401);
    expect((await run(laptopSocket.client, viewerQuery)).data).toEqual({ viewer: { databaseId: fx.carol.id } });
    // Back to the fixtures' password for the other tests.
    expect((await change("another password entirely", FIXTURE_PASSWORD)).data?.changePassword.__typename).toBe("PasswordChanged");
  });

  it("closes the socket of a device logged out from settings, which then hears no event; the viewer's own socket stays", async () => {
    const laptop = await loggedIn(fx.bob.email);
    const phone = await loggedIn(fx.bob.email);
    const laptopSocket = await connectedSocket(laptop);
    const phoneSocket = await connectedSocket(phone);
    const heard: unknown[] = [];
    phoneSocket.client.subscribe({ query: "subscription { userValidated { databaseId } }" }, { next: (value) => void heard.push(value), error: () => undefined, complete: () => undefined });
    // The subscription is in place once an operation sent after it has been answered.
    expect((await run(phoneSocket.client, viewerQuery)).data).toEqual({ viewer: { databaseId: fx.bob.id } });

    const listed = await laptop.graphql<{ viewerSessions: { id: string; current: boolean }[] }>("{ viewerSessions { id current } }");
    const phoneSession = listed.data?.viewerSessions.find((s) => !s.current)?.id ?? "";
    const ended = await laptop.graphql<{ endSession: { __typename: string } }>("mutation End($id: ID!) { endSession(input: { sessionId: $id }) { __typename } }", { id: phoneSession });
    expect(ended.data?.endSession.__typename).toBe("SessionEnded");

    expect(await within(phoneSocket.closed)).toBe(4401);
    app.deps.pubsub.publish("userValidated", fx.bob.id, { userId: fx.bob.id, validated: true });
    expect(heard).toEqual([]);
    expect((await run(laptopSocket.client, viewerQuery)).data).toEqual({ viewer: { databaseId: fx.bob.id } });
  });

  it("reads the session once per socket for its queries (issue 18), and afresh for each write", async () => {
    const alice = await loggedIn(fx.alice.email);
    const socket = await connectedSocket(alice);
    const sessionReads: string[] = [];
    const stop = db.onQuery((sql) => {
      if (/^SELECT/.test(sql) && sql.includes('"public"."sessions"')) sessionReads.push(sql);
    });
    for (let round = 0; round < 3; round++) expect((await run(socket.client, viewerQuery)).data).toEqual({ viewer: { databaseId: fx.alice.id } });
    const byQueries = sessionReads.length;
    expect((await run(socket.client, mutation)).data).toEqual({ skipIdentification: { databaseId: fx.alice.id } });
    stop();
    expect(byQueries).toBe(0);
    expect(sessionReads).toHaveLength(1);
  });

  it("answers session_expired to the first operation after expiry, then closes", async () => {
    const bob = await loggedIn(fx.bob.email);
    const socket = await connectedSocket(bob);
    expect((await run(socket.client, requestsQuery)).errors).toBeUndefined();

    clock = new Date(clock.getTime() + IDLE_MS + 60_000);
    const expired = await run(socket.client, requestsQuery);
    expect(expired.errors?.[0]?.extensions?.code).toBe("session_expired");
    expect(await within(socket.closed)).toBe(4401);

    const reopened = openSocket(cookiesOf(bob));
    expect((await run(reopened.client, viewerQuery)).data).toEqual({ viewer: null });
  });

  it("closes an idle socket when its session expires", async () => {
    // The same app behind its own server, checking sessions every 50 ms instead of 30 s.
    const http: Server = createServer((_request, response) => response.writeHead(404).end());
    const close = attachGraphQLWebSocket(http, app, { sessionSweepMs: 50 });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const address = http.address();
    const url = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
    try {
      const alice = await loggedIn(fx.alice.email);
      const socket = openSocket(cookiesOf(alice), url);
      await socket.connected;
      // Several sweeps pass while the session lives: the socket stays open.
      expect(await within(socket.closed, 300)).toBe("timeout");
      clock = new Date(clock.getTime() + IDLE_MS + 60_000);
      expect(await within(socket.closed)).toBe(4401);
    } finally {
      await Promise.all(sockets.splice(0).map((client) => client.dispose()));
      await close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});

describe("the socket's origin", () => {
  function outcome(origin: string): Promise<string> {
    const socket = new WebSocket(wsUrl(server.url), "graphql-transport-ws", { headers: { origin } });
    return new Promise<string>((resolve) => {
      socket.on("open", () => resolve("open"));
      socket.on("error", () => resolve("refused"));
      socket.on("unexpected-response", () => resolve("refused"));
    }).finally(() => socket.terminate());
  }

  it("accepts the site's own origin only, scheme included", async () => {
    expect(await outcome(server.url)).toBe("open");
    expect(await outcome(server.url.replace("http:", "https:"))).toBe("refused");
    expect(await outcome("http://evil.example")).toBe("refused");
    expect(await outcome("null")).toBe("refused");
    expect(await outcome("not an origin")).toBe("refused");
  });
});
