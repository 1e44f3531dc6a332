import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let clock = new Date("2026-11-22T08:00:00Z");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  app = createTestApp(db, { sessionIdleMs: 30 * 60_000, sessionMaxMs: 8 * 3_600_000 }, () => clock);
});
afterAll(async () => db?.drop());

const viewerQuery = "{ viewer { id firstName email } }";

describe(`login (${process.env.TEST_DATABASE_URL ? "postgresql" : "pglite"})`, () => {
  it("refuses a wrong password with a translated error and no session", async () => {
    const client = new TestClient(app);
    const french = await client.login(fx.alice.email, "not the password");
    expect(french.data?.login).toEqual({ __typename: "DomainError", code: "invalid_credentials", message: "Adresse e-mail ou mot de passe incorrect." });
    client.locale = "de";
    const german = await client.login(fx.alice.email, "not the password");
    expect(german.data?.login.message).toBe("E-Mail-Adresse oder Passwort ist falsch.");
    expect(client.cookie("consilium_session")).toBeUndefined();
    expect((await client.graphql<{ viewer: null }>(viewerQuery)).data?.viewer).toBeNull();
    const failures = await db.prisma.auditEvent.count({ where: { kind: "login_failed", actorUserId: fx.alice.id } });
    expect(failures).toBe(2);
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const client = new TestClient(app);
    const result = await client.login("nobody@fixtures.test", FIXTURE_PASSWORD);
    expect(result.data?.login).toMatchObject({ __typename: "DomainError", code: "invalid_credentials" });
  });

  it("rejects a malformed email as a validation error on the field", async () => {
    const client = new TestClient(app);
    const result = await client.graphql<{ login: { code: string; field: string } }>(
      `mutation { login(input: { email: "not-an-email", password: "x" }) { ... on DomainError { code field } } }`,
    );
    expect(result.data?.login).toEqual({ code: "validation_failed", field: "email" });
  });

  it("logs in, keeps only a hash of the session token, and rotates the CSRF token", async () => {
    const client = new TestClient(app);
    const csrfBefore = await client.ensureCsrf();
    const result = await client.login(fx.alice.email, FIXTURE_PASSWORD);
    expect(result.data?.login.__typename).toBe("LoginSuccess");
    const token = client.cookie("consilium_session");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.cookie("csrf_token")).not.toBe(csrfBefore);
    const rows = await db.prisma.session.findMany({ where: { userId: fx.alice.id, revokedAt: null } });
    expect(rows.map((r) => r.tokenHash)).toContain(createHash("sha256").update(token ?? "").digest("hex"));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const viewer = await client.graphql<{ viewer: { firstName: string; email: string } }>(viewerQuery);
    expect(viewer.data?.viewer).toMatchObject({ firstName: "alice", email: fx.alice.email });
    expect(await db.prisma.auditEvent.count({ where: { kind: "login_succeeded", actorUserId: fx.alice.id } })).toBeGreaterThan(0);
  });

  it("sets the session cookie HttpOnly and SameSite", async () => {
    const client = new TestClient(app);
    await client.ensureCsrf();
    const response = await client.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `mutation($i: LoginInput!) { login(input: $i) { __typename } }`, variables: { i: { email: fx.alice.email, password: FIXTURE_PASSWORD } } }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("consilium_session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a mutation without the CSRF header and creates no session", async () => {
    const client = new TestClient(app);
    await client.ensureCsrf();
    const result = await client.graphql(`mutation { login(input: { email: "${fx.alice.email}", password: "${FIXTURE_PASSWORD}" }) { __typename } }`, {}, { csrf: false });
    expect(result.errors?.[0]?.extensions?.code).toBe("csrf_invalid");
    expect(client.cookie("consilium_session")).toBeUndefined();
  });

  it("gives a new session at each login and ends it at logout", async () => {
    const client = new TestClient(app);
    await client.login(fx.bob.email, FIXTURE_PASSWORD);
    const first = client.cookie("consilium_session");
    await client.login(fx.bob.email, FIXTURE_PASSWORD);
    const second = client.cookie("consilium_session");
    expect(second).not.toBe(first);
    const old = await db.prisma.session.findUnique({ where: { tokenHash: createHash("sha256").update(first ?? "").digest("hex") } });
    expect(old?.revokedAt).not.toBeNull();
    const logout = await client.graphql<{ logout: { ok: boolean } }>("mutation { logout { ok } }");
    expect(logout.data?.logout.ok).toBe(true);
    expect(client.cookie("consilium_session")).toBeUndefined();
    expect((await client.graphql<{ viewer: null }>(viewerQuery)).data?.viewer).toBeNull();
  });

  it("expires an idle session with the session_expired code", async () => {
    const client = new TestClient(app);
    const restClient = new TestClient(app);
    await client.login(fx.alice.email, FIXTURE_PASSWORD);
    await restClient.login(fx.alice.email, FIXTURE_PASSWORD);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const result = await client.graphql(`{ requests(feed: FROM_ME, first: 1) { totalCount } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe("session_expired");
    // The dead cookie is cleared, so the next call is simply logged out.
    expect(client.cookie("consilium_session")).toBeUndefined();
    const rest = await restClient.rest("GET", "/requests?feed=from:me");
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: "session_expired" });
  });

  it("logs in over REST with the spec's payload", async () => {
    const client = new TestClient(app);
    const bad = await client.rest("POST", "/login", { email: fx.alice.email, password: "nope", mfa_code: "", remember_mfa: true });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: "invalid_credentials" });
    const good = await client.rest("POST", "/login", { email: fx.alice.email, password: FIXTURE_PASSWORD, remember_mfa: true });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ user: { id: fx.alice.id, email: fx.alice.email, validated: true } });
    const me = await client.rest("GET", "/users/me");
    expect(await me.json()).toMatchObject({ id: fx.alice.id, country: "FR" });
    const noCsrf = await client.rest("POST", "/logout", undefined, { csrf: false });
    expect(noCsrf.status).toBe(403);
  });
});
