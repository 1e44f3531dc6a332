import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import { WebSocket } from "ws";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import type { TestClient } from "../testing/test-client.ts";
import { authorizationPath, authorize as authorizeAs, browserOf as browserAt, connectPartner, PARTNER_REDIRECT, pkcePair, registerApplication, tokenRequest } from "../testing/partner-tokens.ts";
import type { App } from "./app.ts";
import { listen, type RunningServer } from "./server.ts";
import { attachGraphQLWebSocket } from "./websocket.ts";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// Issue 24 item 1, "Done when": a partner application end to end over HTTP, against a real
// server (the authorization server is a Node handler, not the fetch handler).

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let alice: TestClient;
let admin: TestClient;

const REDIRECT = PARTNER_REDIRECT;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const register = (scopes: string[], rateLimitPerMinute?: number) => registerApplication(admin, scopes, { rateLimitPerMinute });
const token = (form: Record<string, string>) => tokenRequest(server.url, form);
const connect = (clientId: string, scope: string) => connectPartner(server.url, alice, clientId, scope);
const pkce = pkcePair;

function bearer(accessToken: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${accessToken}`);
  return fetch(`${server.url}${path}`, { ...init, headers });
}

async function graphql<T>(accessToken: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await bearer(accessToken, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, cookies: response.headers.getSetCookie(), body: (await response.json()) as { data?: T; errors?: { extensions?: { code?: string; field?: string } }[] } };
}

const REQUESTS = `query Mine { requests(feed: FROM_ME, first: 10) { edges { node { databaseId } } } }`;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  await db.prisma.user.update({ where: { id: fx.carol.id }, data: { isSuper: true } });
  app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  alice = await loggedInClient(app, fx.alice.email);
  admin = await loggedInClient(app, fx.carol.email);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe("a partner application", () => {
  it("is registered by a super user only", async () => {
    const refused = await alice.graphql(`mutation { registerPartnerApplication(input: { name: "X", redirectUris: ["${REDIRECT}"], scopes: [REQUESTS_READ] }) { __typename } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe("forbidden");
    const badUri = await admin.graphql<{ registerPartnerApplication: { __typename: string; field?: string } }>(
      `mutation { registerPartnerApplication(input: { name: "Xy", redirectUris: ["http://evil.example/cb"], scopes: [REQUESTS_READ] }) { __typename ... on DomainError { code field } } }`,
    );
    expect(badUri.data?.registerPartnerApplication).toMatchObject({ __typename: "DomainError", field: "redirectUris" });
    expect(await db.prisma.partnerApplication.count()).toBe(0);
  });

  it("acts for the doctor who authorized it, within its scopes, over GraphQL, REST and the socket", async () => {
    const app1 = await register(["requests:read", "requests:write", "directory:read", "billing:read"]);
    // The consent screen names the software and what it asks, within what it was registered for.
    const browser = browserAt(server.url, alice);
    const { challenge, verifier } = pkce();
    const start = await browser(authorizationPath(app1.clientId, "requests:read requests:write directory:read", challenge, "s1"));
    const consentPath = start.headers.get("location") ?? "";
    const uid = consentPath.split("/").pop() ?? "";
    const consent = await alice.graphql<{ partnerConsent: { application: string; scopes: string[] } }>(`query($uid: String!) { partnerConsent(uid: $uid) { application scopes } }`, { uid });
    expect(consent.data?.partnerConsent).toEqual({ application: "CabinetPlus", scopes: ["REQUESTS_READ", "REQUESTS_WRITE", "DIRECTORY_READ"] });
    // Another browser (Bob's, without the interaction's cookie) cannot answer it.
    const bob = await loggedInClient(app, fx.bob.email);
    const hijack = await browserAt(server.url, bob)(consentPath, { method: "POST", headers: { "content-type": "application/json", "x-csrf-token": bob.cookie("csrf_token") ?? "" }, body: JSON.stringify({ approve: true }) });
    expect(hijack.status).toBe(410);
    expect(((await hijack.json()) as { code: string }).code).toBe("oauth_interaction_expired");
    // Without the CSRF header, nothing is decided.
    const forged = await browser(consentPath, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ approve: true }) });
    expect(forged.status).toBe(403);
    const decided = await browser(consentPath, { method: "POST", headers: { "content-type": "application/json", "x-csrf-token": alice.cookie("csrf_token") ?? "" }, body: JSON.stringify({ approve: true }) });
    const back = await browser(((await decided.json()) as { redirect_to: string }).redirect_to);
    const code = new URL(back.headers.get("location") ?? "").searchParams.get("code") ?? "";
    // PKCE: the code without its verifier is refused.
    expect((await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: app1.clientId, code_verifier: pkce().verifier })).body.error).toBe("invalid_grant");
    const second = await authorizeAs(server.url, alice, app1.clientId, "requests:read requests:write directory:read");
    expect(`${second.landing.origin}${second.landing.pathname}`).toBe(REDIRECT);
    expect(second.landing.searchParams.get("state")).toBe(second.state);
    const tokens = await token({ grant_type: "authorization_code", code: second.landing.searchParams.get("code") ?? "", redirect_uri: REDIRECT, client_id: app1.clientId, code_verifier: second.verifier });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ expires_in: 600, scope: "requests:read requests:write directory:read" });
    const access = tokens.body.access_token ?? "";
    expect(verifier).not.toBe(second.verifier);

    // GraphQL: the doctor's own requests, as the web app would list them; no cookie set.
    const mine = await graphql<{ requests: { edges: { node: { databaseId: number } }[] } }>(access, REQUESTS);
    expect(mine.body.data?.requests.edges.map((e) => e.node.databaseId).sort()).toEqual([...fx.aliceRequestIds].sort());
    expect(mine.cookies).toEqual([]);
    // REST: the same list.
    const rest = await bearer(access, "/api/v1/requests?feed=from:me");
    expect(rest.status).toBe(200);
    expect(rest.headers.getSetCookie()).toEqual([]);
    const restIds = ((await rest.json()) as { id: number }[]).map((r) => r.id).sort();
    expect(restIds).toEqual(expect.arrayContaining([...fx.aliceRequestIds]));

    // A draft, with no CSRF header (a bearer token is no ambient credential).
    const created = await graphql<{ createRequest: { __typename: string; request?: { databaseId: number } } }>(
      access,
      `mutation($input: CreateRequestInput!) { createRequest(input: $input) { __typename ... on RequestCreated { request { databaseId } } } }`,
      { input: { recipientType: "PROFESSIONAL", recipientProfessionalId: fx.bob.professionalId } },
    );
    expect(created.body.data?.createRequest.__typename).toBe("RequestCreated");
    const draftId = created.body.data?.createRequest.request?.databaseId ?? 0;
    expect((await db.prisma.request.findUniqueOrThrow({ where: { id: draftId } })).authorId).toBe(fx.alice.id);

    // Outside its scopes: billing was not granted; passwords and sessions never are.
    const statement = await graphql(access, `{ statement(year: 2026) { __typename } }`);
    expect(statement.body.errors?.[0]?.extensions).toMatchObject({ code: "insufficient_scope", field: "Query.statement" });
    const password = await graphql(access, `mutation { changePassword(input: { currentPassword: "a", password: "b", passwordConfirmation: "b" }) { __typename } }`);
    expect(password.body.errors?.[0]?.extensions?.code).toBe("insufficient_scope");
    const nested = await graphql(access, `{ requests(feed: FROM_ME, first: 1) { edges { node { databaseId } } } viewer { id } }`);
    expect(nested.body.errors?.[0]?.extensions).toMatchObject({ code: "insufficient_scope", field: "Query.viewer" });
    const exports = await bearer(access, "/api/v1/users/me/data_exports/latest");
    expect(exports.status).toBe(403);
    const billing = await bearer(access, "/api/v1/statement.csv");
    expect(billing.status).toBe(403);
    expect(((await billing.json()) as { code: string }).code).toBe("insufficient_scope");

    // Live events over the socket, authenticated by the token in the connection's parameters: the
    // request as it is, then each message Bob posts (the partner's listener lives on its grant).
    const socket = createClient({ url: `${server.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${access}` }, lazy: true, retryAttempts: 0 });
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const kinds: string[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      socket.subscribe<{ requestEvent: { kind: string } }>(
        { query: `subscription($id: ID!) { requestEvent(id: $id) { kind } }`, variables: { id: gid("Request", requestId) } },
        { next: (value) => void kinds.push(value.data?.requestEvent.kind ?? JSON.stringify(value)), error: reject, complete: resolve },
      );
    });
    await expect.poll(() => kinds, { timeout: 10_000 }).toEqual(["CURRENT"]);
    const post = `mutation($requestId: ID!, $content: String!) { publishMessage(requestId: $requestId, content: $content) { __typename } }`;
    await bob.graphql(post, { requestId: gid("Request", requestId), content: "Premier avis : contrôle de la TSH dans six semaines." });
    await expect.poll(() => kinds, { timeout: 10_000 }).toEqual(["CURRENT", "MESSAGE"]);
    await bob.graphql(post, { requestId: gid("Request", requestId), content: "Second avis : échographie thyroïdienne si la TSH reste basse." });
    await expect.poll(() => kinds, { timeout: 10_000 }).toEqual(["CURRENT", "MESSAGE", "MESSAGE"]);
    await socket.dispose();
    await ended.catch(() => undefined);

    // Every call is in the audit, with the application's name.
    const calls = await db.prisma.partnerCall.findMany({ where: { applicationId: app1.databaseId }, select: { door: true, operation: true, userId: true } });
    expect(calls).toEqual(expect.arrayContaining([{ door: "graphql", operation: "graphql Mine", userId: fx.alice.id }, { door: "rest", operation: "GET /api/v1/requests", userId: fx.alice.id }, expect.objectContaining({ door: "socket" })]));
    await app.deps.trail.flush();
    const trail = await db.prisma.accessEvent.findFirst({ where: { userId: fx.alice.id, door: "partner" }, select: { application: true } });
    expect(trail?.application).toBe("CabinetPlus");
  });

  it("loses access when its refresh token is used twice", async () => {
    const { clientId } = await register(["requests:read"]);
    const first = await connect(clientId, "requests:read");
    const rotated = await token({ grant_type: "refresh_token", refresh_token: first.refresh_token, client_id: clientId });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first.refresh_token);
    expect((await graphql(rotated.body.access_token ?? "", REQUESTS)).status).toBe(200);
    // The old refresh token again: someone else has it. The whole grant goes.
    const replay = await token({ grant_type: "refresh_token", refresh_token: first.refresh_token, client_id: clientId });
    expect(replay.body.error).toBe("invalid_grant");
    await expect.poll(async () => (await graphql(rotated.body.access_token ?? "", REQUESTS)).status).toBe(401);
    expect((await token({ grant_type: "refresh_token", refresh_token: rotated.body.refresh_token ?? "", client_id: clientId })).body.error).toBe("invalid_grant");
  });

  it("can revoke its own tokens (RFC 7009), and a revoked refresh token refreshes nothing", async () => {
    const { clientId } = await register(["requests:read"]);
    const tokens = await connect(clientId, "requests:read");
    const revoke = (value: string, by = clientId) => fetch(`${server.url}/oauth/token/revocation`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token: value, client_id: by }) });
    // Another application cannot revoke it (answered alike, per RFC 7009, but nothing happens).
    const other = await register(["requests:read"]);
    expect((await revoke(tokens.access_token, other.clientId)).status).toBe(200);
    expect((await graphql(tokens.access_token, REQUESTS)).status).toBe(200);
    expect((await revoke(tokens.access_token)).status).toBe(200);
    expect((await graphql(tokens.access_token, REQUESTS)).status).toBe(401);
    expect((await revoke(tokens.refresh_token)).status).toBe(200);
    expect((await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: clientId })).body.error).toBe("invalid_grant");
  });

  it("loses access when the doctor revokes it on the settings page", async () => {
    const { clientId } = await register(["requests:read"]);
    const tokens = await connect(clientId, "requests:read");
    const listed = await alice.graphql<{ authorizedApplications: { databaseId: number; application: string; scopes: string[] }[] }>(`{ authorizedApplications { databaseId application scopes } }`);
    const mine = listed.data?.authorizedApplications.find((a) => a.scopes.length === 1);
    expect(mine).toMatchObject({ application: "CabinetPlus", scopes: ["REQUESTS_READ"] });
    // Someone else cannot revoke it.
    const bob = await loggedInClient(app, fx.bob.email);
    const foreign = await bob.graphql<{ revokeAuthorizedApplication: { __typename: string; code?: string } }>(`mutation($id: Int!) { revokeAuthorizedApplication(id: $id) { __typename ... on DomainError { code } } }`, { id: mine?.databaseId });
    expect(foreign.data?.revokeAuthorizedApplication).toEqual({ __typename: "DomainError", code: "not_found" });
    expect((await graphql(tokens.access_token, REQUESTS)).status).toBe(200);
    const revoked = await alice.graphql<{ revokeAuthorizedApplication: { __typename: string } }>(`mutation($id: Int!) { revokeAuthorizedApplication(id: $id) { __typename } }`, { id: mine?.databaseId });
    expect(revoked.data?.revokeAuthorizedApplication.__typename).toBe("AuthorizationRevoked");
    const after = await graphql(tokens.access_token, REQUESTS);
    expect(after.status).toBe(401);
    expect((await bearer(tokens.access_token, "/api/v1/requests")).status).toBe(401);
    expect((await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, client_id: clientId })).body.error).toBe("invalid_grant");
  });

  it("opens the legacy realtime socket with the scope of its area only", async () => {
    const reader = await connect((await register(["requests:read"])).clientId, "requests:read");
    const directory = await connect((await register(["directory:read"])).clientId, "directory:read");
    const open = (accessToken: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/v1/realtime/websocket`, { headers: { authorization: `Bearer ${accessToken}` } });
        ws.on("message", (data: Buffer) => {
          resolve(JSON.parse(data.toString("utf8")).type as string);
          ws.terminate();
        });
        ws.on("unexpected-response", (_request, response) => {
          resolve(String(response.statusCode));
          ws.terminate();
        });
        ws.on("error", () => resolve("error"));
      });
    expect(await open(reader.access_token)).toBe("connected");
    expect(await open(directory.access_token)).toBe("403");
    expect(await open("B".repeat(43))).toBe("401");
  });

  it("has its socket closed once the doctor revokes it", async () => {
    // The same app behind its own server, checking sockets every 50 ms instead of 30 s.
    const http: Server = createServer((_request, response) => response.writeHead(404).end());
    const close = attachGraphQLWebSocket(http, app, { sessionSweepMs: 50 });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const port = (http.address() as AddressInfo).port;
    const { clientId } = await register(["requests:read"]);
    const tokens = await connect(clientId, "requests:read");
    let closedWith: number | null = null;
    const socket = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.access_token}` },
      lazy: false,
      // The close this test waits for is expected: not an error to print.
      onNonLazyError: () => undefined,
      retryAttempts: 0,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    try {
      const requestId = fx.aliceRequestIds[0] ?? 0;
      const first = new Promise<unknown>((resolve, reject) => {
        socket.subscribe({ query: `subscription($id: ID!) { requestEvent(id: $id) { kind } }`, variables: { id: gid("Request", requestId) } }, { next: resolve, error: reject, complete: () => undefined });
      });
      expect(await first).toEqual({ data: { requestEvent: { kind: "CURRENT" } } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closedWith).toBeNull();
      const [authorization] = (await alice.graphql<{ authorizedApplications: { databaseId: number; scopes: string[] }[] }>(`{ authorizedApplications { databaseId scopes } }`)).data?.authorizedApplications ?? [];
      await alice.graphql(`mutation($id: Int!) { revokeAuthorizedApplication(id: $id) { __typename } }`, { id: authorization?.databaseId });
      await expect.poll(() => closedWith, { timeout: 5_000 }).toBe(4401);
    } finally {
      await socket.dispose();
      await close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it("stops at once when a super user disables it, and is held to its calls per minute", async () => {
    const limited = await register(["requests:read"], 10);
    const tokens = await connect(limited.clientId, "requests:read");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await graphql(tokens.access_token, REQUESTS)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const disabled = await admin.graphql<{ setPartnerApplicationEnabled: { disabledAt: string | null } }>(`mutation($id: Int!) { setPartnerApplicationEnabled(id: $id, enabled: false) { ... on PartnerApplication { disabledAt } } }`, { id: limited.databaseId });
    expect(disabled.data?.setPartnerApplicationEnabled.disabledAt).not.toBeNull();
    expect((await graphql(tokens.access_token, REQUESTS)).status).toBe(401);
    const browser = browserAt(server.url, alice);
    const { challenge } = pkce();
    const again = await browser(authorizationPath(limited.clientId, "requests:read", challenge, "x"));
    expect(again.status).toBe(400);
  });

  it("sends one operation per request: a batch is refused before anything runs (its calls are admitted and audited one by one)", async () => {
    const { clientId } = await register(["requests:read"]);
    const tokens = await connect(clientId, "requests:read");
    const batch = await bearer(tokens.access_token, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify([{ query: REQUESTS }, { query: REQUESTS }]) });
    expect(batch.status).toBe(400);
    expect(await batch.json()).toMatchObject({ errors: [{ extensions: { code: "validation_failed" } }] });
    expect((await graphql(tokens.access_token, REQUESTS)).status).toBe(200);
  });

  it("gets access_denied when the doctor declines, and a bad token is a 401 that sets no cookie", async () => {
    const { clientId } = await register(["requests:read"]);
    const declined = await authorizeAs(server.url, alice, clientId, "requests:read", false);
    expect(declined.landing.searchParams.get("code")).toBeNull();
    expect(declined.landing.searchParams.get("error")).toBe("access_denied");
    const forged = await graphql("A".repeat(43), REQUESTS);
    expect(forged.status).toBe(401);
    expect(forged.cookies).toEqual([]);
    // Malformed calls to the authorization server and the consent screen: refusals, never a 5xx.
    const raw = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init).then((response) => response.status);
    for (const [index, status] of [
      await raw("/oauth"),
      await raw("/oauth?x=1"),
      await raw("/oauth/auth?client_id=%00&response_type=code"),
      await raw("/oauth/token", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
      await raw("/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=refresh_token&refresh_token=" + "x".repeat(5000) }),
      await raw("/oauth/token/revocation", { method: "POST", body: "token=abc" }),
      await raw("/partners/consent/abc", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
      await raw("/partners/consent/abc", { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(100_000) }),
    ].entries()) {
      expect(status, String(index)).toBeGreaterThanOrEqual(300);
      expect(status, String(index)).toBeLessThan(500);
    }
    const rows = await db.prisma.oAuthRecord.findMany({ select: { idHash: true, payload: true } });
    // Nothing stored is a usable token: ids are hashed and payloads carry no jti.
    expect(rows.every((row) => !JSON.stringify(row.payload).includes('"jti"'))).toBe(true);
  });
});
