import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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
    expect(french.data?.login).toMatchObject({ __typename: "DomainError", code: "invalid_credentials", message: "Adresse e-mail ou mot de passe incorrect." });
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

  it("sets the session cookie HttpOnly and SameSite, and the remembered-device cookie Strict", async () => {
    const client = new TestClient(app);
    await client.ensureCsrf();
    await client.loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD });
    const mfaCode = await client.latestCode(fx.alice.email);
    const response = await client.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `mutation($i: LoginInput!) { login(input: $i) { __typename } }`, variables: { i: { email: fx.alice.email, password: FIXTURE_PASSWORD, mfaCode } } }),
    });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("consilium_session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const device = cookies.find((c) => c.startsWith("consilium_device="));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    expect(device).toMatch(/Max-Age=2592000/);
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
    const step = await client.rest("POST", "/login", { email: fx.alice.email, password: FIXTURE_PASSWORD, remember_mfa: true });
    expect(step.status).toBe(401);
    expect(await step.json()).toMatchObject({ code: "mfa_required", channel: "email", masked_target: "a••••@fixtures.test" });
    expect(client.cookie("consilium_session")).toBeUndefined();
    const wrong = await client.rest("POST", "/login", { email: fx.alice.email, password: FIXTURE_PASSWORD, mfa_code: "000000" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: "invalid_code", field: "mfa_code" });
    const code = await client.latestCode(fx.alice.email);
    const good = await client.rest("POST", "/login", { email: fx.alice.email, password: FIXTURE_PASSWORD, mfa_code: code, remember_mfa: true });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ user: { id: fx.alice.id, email: fx.alice.email, validated: true } });
    const me = await client.rest("GET", "/users/me");
    expect(await me.json()).toMatchObject({ id: fx.alice.id, country: "FR" });
    const noCsrf = await client.rest("POST", "/logout", undefined, { csrf: false });
    expect(noCsrf.status).toBe(403);
  });

  it("asks for the emailed code after the password and opens no session before it", async () => {
    const client = new TestClient(app);
    const step = await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD });
    expect(step.data?.login).toMatchObject({ __typename: "MfaRequired", channel: "EMAIL", maskedTarget: "b••@fixtures.test" });
    expect(client.cookie("consilium_session")).toBeUndefined();
    const mail = await db.prisma.outboxMessage.findFirst({ where: { recipient: fx.bob.email }, orderBy: { id: "desc" } });
    expect(mail?.subject).toBe("Votre code de connexion Consilium");
    const wrong = await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD, mfaCode: "000000" });
    expect(wrong.data?.login).toMatchObject({ __typename: "DomainError", code: "invalid_code", field: "mfaCode" });
    // The code does not replace the password: a right code with a wrong password is refused.
    const code = await client.latestCode(fx.bob.email);
    const noPassword = await client.loginStep({ email: fx.bob.email, password: "wrong password", mfaCode: code });
    expect(noPassword.data?.login).toMatchObject({ code: "invalid_credentials" });
    const good = await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD, mfaCode: code });
    expect(good.data?.login.__typename).toBe("LoginSuccess");
    // Single use: the same code cannot open a second session.
    const replay = new TestClient(app);
    const again = await replay.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD, mfaCode: code });
    expect(again.data?.login).toMatchObject({ code: "code_expired" });
  });

  it("skips the code on a remembered device, and only for its own user", async () => {
    const client = new TestClient(app);
    await client.login(fx.carol.email, FIXTURE_PASSWORD, { rememberMfa: true });
    expect(client.cookie("consilium_device")).toBeDefined();
    const next = await client.loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD });
    expect(next.data?.login.__typename).toBe("LoginSuccess");
    const other = await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD });
    expect(other.data?.login.__typename).toBe("MfaRequired");
    const forgetful = new TestClient(app);
    await forgetful.login(fx.alice.email, FIXTURE_PASSWORD, { rememberMfa: false });
    expect(forgetful.cookie("consilium_device")).toBeUndefined();
  });

  it("sends the code by text message when asked with the value sms", async () => {
    const client = new TestClient(app);
    const missing = await client.loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD, mfaCode: "sms" });
    expect(missing.data?.login).toMatchObject({ code: "contact_phone_missing" });
    await db.prisma.user.update({ where: { id: fx.bob.id }, data: { phone: "0612345678" } });
    const step = await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD, mfaCode: "sms" });
    expect(step.data?.login).toMatchObject({ __typename: "MfaRequired", channel: "SMS", maskedTarget: "••••••5678" });
    const code = await client.latestCode("0612345678");
    const good = await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD, mfaCode: code });
    expect(good.data?.login.__typename).toBe("LoginSuccess");
  });

  it("stops telling right from wrong passwords after 10 failures on an account, aliases included", async () => {
    const client = new TestClient(app);
    const email = "victim@fixtures.test";
    const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: login(input: { email: "${email}", password: "guess ${i}" }) { __typename ... on DomainError { code } }`).join("\n");
    const result = await client.graphql<Record<string, { __typename: string; code?: string }>>(`mutation { ${aliases} }`);
    const answers = Object.values(result.data ?? {});
    expect(answers.filter((r) => r.code === "invalid_credentials")).toHaveLength(10);
    expect(answers.filter((r) => r.__typename === "MfaRequired")).toHaveLength(2);
    const more = await client.loginStep({ email, password: "one more" });
    expect(more.data?.login.__typename).toBe("MfaRequired");
    // No code went anywhere: there is no account, and no right password.
    expect(await db.prisma.outboxMessage.count({ where: { recipient: email } })).toBe(0);
  });

  it("does not lock the owner out when someone else exhausts the account's attempts (issue 7, finding 11)", async () => {
    const attacker = new TestClient(app);
    attacker.ip = "203.0.113.60";
    for (let i = 0; i < 11; i++) await attacker.loginStep({ email: fx.carol.email, password: `guess ${i}` });
    const sentBefore = await db.prisma.outboxMessage.count({ where: { recipient: fx.carol.email } });
    // The attacker, wrong password or not, sees the same code step; no code is sent for a wrong one.
    expect((await attacker.loginStep({ email: fx.carol.email, password: "guess again" })).data?.login.__typename).toBe("MfaRequired");
    expect(await db.prisma.outboxMessage.count({ where: { recipient: fx.carol.email } })).toBe(sentBefore);
    const guessed = await attacker.loginStep({ email: fx.carol.email, password: "guess again", mfaCode: "123456" });
    expect(guessed.data?.login).toMatchObject({ __typename: "DomainError", code: "invalid_code" });

    // The owner, from another address, with the right password: code step, code by mail, in.
    const owner = new TestClient(app);
    owner.ip = "198.51.100.61";
    const first = await owner.loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD });
    expect(first.data?.login.__typename).toBe("MfaRequired");
    const code = await owner.latestCode(fx.carol.email);
    const done = await owner.loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD, mfaCode: code });
    expect(done.data?.login.__typename).toBe("LoginSuccess");

    // A remembered device goes straight in, limit or not.
    await owner.fetch("/api/v1/logout", { method: "POST" });
    for (let i = 0; i < 3; i++) await attacker.loginStep({ email: fx.carol.email, password: `more ${i}` });
    const remembered = await owner.loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD });
    expect(remembered.data?.login.__typename).toBe("LoginSuccess");
  });

  it("refuses a batch of logins, so a batch cannot multiply login attempts (batches hold queries only: batching.int.test.ts)", async () => {
    const client = new TestClient(app);
    await client.ensureCsrf();
    const one = { query: `mutation { login(input: { email: "batch@fixtures.test", password: "guess" }) { __typename } }` };
    const response = await client.fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify([one, one, one]) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await db.prisma.rateLimitHit.count({ where: { bucket: "login:account:batch@fixtures.test" } })).toBe(0);
  });
});

// Issue 17, "Sessions": a login on another device keeps the sessions already open; a login on
// the same browser replaces that browser's session; the user ends the others from settings.
describe("sessions across devices", () => {
  const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0";
  const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  const sessionsQuery = "{ viewerSessions { id browser os current lastSeenAt } }";
  type Listed = { id: string; browser: string | null; os: string | null; current: boolean; lastSeenAt: string };
  type EndAnswer = { endSession: { __typename: string; current?: boolean; code?: string } };
  const endSession = (client: TestClient, sessionId: string) =>
    client.graphql<EndAnswer>("mutation End($id: ID!) { endSession(input: { sessionId: $id }) { __typename ... on SessionEnded { current } ... on DomainError { code } } }", { id: sessionId });

  async function device(email: string, userAgent: string): Promise<TestClient> {
    const client = new TestClient(app);
    client.userAgent = userAgent;
    expect((await client.login(email, FIXTURE_PASSWORD)).data?.login.__typename).toBe("LoginSuccess");
    return client;
  }
  const viewerId = async (client: TestClient) => (await client.graphql<{ viewer: { id: string } | null }>(viewerQuery)).data?.viewer?.id ?? null;
  const listed = async (client: TestClient) => (await client.graphql<{ viewerSessions: Listed[] }>(sessionsQuery)).data?.viewerSessions ?? [];

  // Past the login rate windows (per account and per address), so each test logs in afresh, and
  // past the idle timeout (30 minutes here), so the sessions of earlier tests are over.
  beforeEach(() => {
    clock = new Date(clock.getTime() + 31 * 60_000);
  });

  it("keeps the first device logged in when the account logs in on a second, and lists both", async () => {
    const laptop = await device(fx.alice.email, FIREFOX_WINDOWS);
    clock = new Date(clock.getTime() + 2 * 60_000);
    const phone = await device(fx.alice.email, SAFARI_IPHONE);
    expect(await viewerId(phone)).not.toBeNull();
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await viewerId(laptop)).not.toBeNull();
    const seenFromLaptop = await listed(laptop);
    expect(seenFromLaptop.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual([
      // Most recently used first: the laptop's call just now slid its last activity.
      { browser: "Firefox 132", os: "Windows", current: true },
      { browser: "Safari 18", os: "iOS", current: false },
    ]);
    // The same list from the phone marks the phone.
    expect((await listed(phone)).find((s) => s.current)?.browser).toBe("Safari 18");

    // Two statements whatever the number of devices: the session lookup, then the list.
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    await listed(laptop);
    stop();
    expect(statements.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql))).toHaveLength(2);
  });

  it("replaces the session of a browser that logs in again, and leaves the other device's", async () => {
    const laptop = await device(fx.bob.email, FIREFOX_WINDOWS);
    const phone = await device(fx.bob.email, SAFARI_IPHONE);
    const oldCookie = laptop.cookie("consilium_session");
    expect((await laptop.login(fx.bob.email, FIXTURE_PASSWORD)).data?.login.__typename).toBe("LoginSuccess");

    // The old cookie, presented again (a copy kept by someone), is worth nothing.
    const replayed = await app.fetch(new Request("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", cookie: `consilium_session=${oldCookie ?? ""}` }, body: JSON.stringify({ query: viewerQuery }) }), null);
    expect(await replayed.json()).toEqual({ data: { viewer: null } });
    const old = await db.prisma.session.findUnique({ where: { tokenHash: createHash("sha256").update(oldCookie ?? "").digest("hex") } });
    expect(old?.revokedAt).not.toBeNull();
    expect(await viewerId(phone)).not.toBeNull();
    expect((await listed(laptop)).map((s) => s.browser).sort()).toEqual(["Firefox 132", "Safari 18"]);
  });

  it("logs out one other device from settings: its next call is refused, and the viewer's session goes on", async () => {
    const laptop = await device(fx.carol.email, FIREFOX_WINDOWS);
    const phone = await device(fx.carol.email, SAFARI_IPHONE);
    const phoneSession = (await listed(laptop)).find((s) => !s.current);
    expect(phoneSession?.browser).toBe("Safari 18");

    expect((await endSession(laptop, phoneSession?.id ?? "")).data?.endSession).toEqual({ __typename: "SessionEnded", current: false });
    expect(await viewerId(phone)).toBeNull();
    const refused = await phone.graphql("{ requests(feed: FROM_ME, first: 1) { totalCount } }");
    expect(refused.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    const restRefused = await phone.rest("GET", "/users/me");
    expect(restRefused.status).toBe(401);
    expect(await restRefused.json()).toMatchObject({ code: "unauthenticated" });
    expect((await listed(laptop)).map((s) => s.current)).toEqual([true]);
    // Ending it again, or someone else's session, answers not_found and ends nothing.
    expect((await endSession(laptop, phoneSession?.id ?? "")).data?.endSession).toEqual({ __typename: "DomainError", code: "not_found" });
    const stranger = await device(fx.alice.email, FIREFOX_WINDOWS);
    const carolsOwn = (await listed(laptop))[0]?.id ?? "";
    expect((await endSession(stranger, carolsOwn)).data?.endSession).toEqual({ __typename: "DomainError", code: "not_found" });
    expect(await viewerId(laptop)).not.toBeNull();
  });

  it("logs out all other devices at once, or this one, from settings", async () => {
    const laptop = await device(fx.alice.email, FIREFOX_WINDOWS);
    const phone = await device(fx.alice.email, SAFARI_IPHONE);
    const tablet = await device(fx.alice.email, SAFARI_IPHONE);
    const bystander = await device(fx.bob.email, FIREFOX_WINDOWS);

    const others = await laptop.graphql<{ endOtherSessions: { endedSessionIds: string[] } }>("mutation { endOtherSessions { endedSessionIds } }");
    expect(others.data?.endOtherSessions.endedSessionIds).toHaveLength(2);
    expect(await viewerId(phone)).toBeNull();
    expect(await viewerId(tablet)).toBeNull();
    expect(await viewerId(bystander)).not.toBeNull();
    const [own] = await listed(laptop);
    expect((await listed(laptop)).length).toBe(1);

    expect((await endSession(laptop, own?.id ?? "")).data?.endSession).toEqual({ __typename: "SessionEnded", current: true });
    expect(laptop.cookie("consilium_session")).toBeUndefined();
    expect(await viewerId(laptop)).toBeNull();
  });

  it("ends the other devices' sessions at login when the user asks to", async () => {
    const phone = await device(fx.bob.email, SAFARI_IPHONE);
    const laptop = new TestClient(app);
    const done = await laptop.login(fx.bob.email, FIXTURE_PASSWORD, { endOtherSessions: true });
    expect(done.data?.login.__typename).toBe("LoginSuccess");
    expect(await viewerId(phone)).toBeNull();
    expect((await listed(laptop)).length).toBe(1);
  });

  it("refuses the session list and its mutations to a visitor", async () => {
    const visitor = new TestClient(app);
    expect((await visitor.graphql(sessionsQuery)).errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect((await visitor.graphql("mutation { endOtherSessions { endedSessionIds } }")).errors?.[0]?.extensions?.code).toBe("unauthenticated");
  });
});
