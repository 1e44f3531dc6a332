import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSearchText } from "../domain/rules/search-text.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { App } from "./app.ts";

// Issue 3 abuse rules, each proven through the HTTP handler on a real database: the limit
// is reached with real calls, the next call is refused in the caller's language, and another
// account or address is not affected. Per-account login limits and GraphQL batching are in
// auth.int.test.ts.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let professionalId: number;
/** The server's clock, moved by the tests that wait for codes to expire. */
let now = new Date("2026-11-23T09:00:00Z");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, {}, () => now);
  const professional = await db.prisma.professional.create({
    data: { firstName: "Lina", lastName: "Roux", searchText: toSearchText("Lina Roux 10000000102"), country: "FR", rpps: "10000000102", rppsType: 8, specialtyCode: "SM54" },
  });
  professionalId = professional.id;
});
afterAll(async () => db?.drop());

const RATE_LIMITED = { fr: "Trop de tentatives. Veuillez réessayer plus tard.", de: "Zu viele Versuche. Bitte versuchen Sie es später erneut." };

function clientAt(ip: string, locale = "fr"): TestClient {
  return Object.assign(new TestClient(app), { ip, locale });
}

type LoginAnswer = { code?: string; message?: string; __typename: string };

/** `count` login attempts, each for another unknown account, ten aliases to a GraphQL document. */
async function loginAttempts(client: TestClient, prefix: string, count: number): Promise<LoginAnswer[]> {
  const answers: LoginAnswer[] = [];
  for (let start = 0; start < count; start += 10) {
    const indexes = Array.from({ length: Math.min(10, count - start) }, (_, i) => start + i);
    const fields = indexes.map((i) => `a${i}: login(input: { email: "${prefix}${i}@fixtures.test", password: "guess" }) { __typename ... on DomainError { code message } }`);
    const result = await client.graphql<Record<string, LoginAnswer>>(`mutation { ${fields.join("\n")} }`);
    answers.push(...Object.values(result.data ?? {}));
  }
  return answers;
}

describe("per IP address", () => {
  it("refuses the 51st login attempt in 15 minutes from one address, whatever the accounts", async () => {
    const attacker = clientAt("203.0.113.10");
    const answers = await loginAttempts(attacker, "spray", 51);
    expect(answers.slice(0, 50).every((a) => a.code === "invalid_credentials")).toBe(true);
    expect(answers[50]).toMatchObject({ code: "rate_limited", message: RATE_LIMITED.fr });
    // Even the right password is refused from that address for now...
    expect((await clientAt("203.0.113.10", "de").loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD })).data?.login).toMatchObject({ code: "rate_limited", message: RATE_LIMITED.de });
    // ...but not from another one.
    expect((await clientAt("198.51.100.20").loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD })).data?.login.__typename).toBe("MfaRequired");
    // Fifteen minutes later the address may try again.
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await clientAt("203.0.113.10").loginStep({ email: "spray0@fixtures.test", password: "guess" })).data?.login.code).toBe("invalid_credentials");
  });

  it("refuses the 31st password-reset request in an hour from one address", async () => {
    const client = clientAt("203.0.113.11");
    for (let i = 0; i < 30; i++) expect((await client.rest("POST", "/password/codes", { email: `reset${i}@fixtures.test` })).status).toBe(200);
    const refused = await client.rest("POST", "/password/codes", { email: "reset30@fixtures.test" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited", message: RATE_LIMITED.fr });
    expect((await clientAt("198.51.100.21").rest("POST", "/password/codes", { email: "reset30@fixtures.test" })).status).toBe(200);
  });

  it("refuses the 51st signup code check in 15 minutes from one address", async () => {
    const client = clientAt("203.0.113.12");
    const attempt = () =>
      client.rest("POST", "/signup", { professional_id: professionalId, email: "lina@example.org", phone: "0612345678", email_validation: "123456", phone_validation: "123456", password: "a long passphrase", accept_terms: true });
    for (let i = 0; i < 50; i++) expect(((await (await attempt()).json()) as { code: string }).code).not.toBe("rate_limited");
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
  });
});

describe("per account or address", () => {
  it("refuses the 6th password-reset request for one account in an hour, and sends nothing more", async () => {
    const client = clientAt("203.0.113.13");
    for (let i = 0; i < 5; i++) expect((await client.rest("POST", "/password/codes", { email: fx.bob.email })).status).toBe(200);
    const sent = await db.prisma.outboxMessage.count({ where: { recipient: fx.bob.email } });
    const refused = await clientAt("198.51.100.22", "de").rest("POST", "/password/codes", { email: fx.bob.email });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited", message: RATE_LIMITED.de });
    expect(await db.prisma.outboxMessage.count({ where: { recipient: fx.bob.email } })).toBe(sent);
  });

  it("sends codes to one email address at most 5 times an hour", async () => {
    const send = (ip: string) => clientAt(ip).rest("POST", "/signup/contact-validation", { email: "flood@example.org", phone: "0612345679" });
    for (let i = 0; i < 5; i++) expect((await send(`203.0.113.${20 + i}`)).status).toBe(200);
    const refused = await send("203.0.113.30");
    expect(refused.status).toBe(429);
    expect(await db.prisma.outboxMessage.count({ where: { recipient: "flood@example.org" } })).toBe(5);
  });
});

describe("verification codes over HTTP", () => {
  it("die after 5 wrong tries: the right code is refused on the 6th", async () => {
    const client = clientAt("203.0.113.40");
    expect((await client.loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD })).data?.login.__typename).toBe("MfaRequired");
    const code = await client.latestCode(fx.carol.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await client.loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD, mfaCode: wrong })).data?.login.code).toBe("invalid_code");
    const late = await client.loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD, mfaCode: code });
    expect(late.data?.login).toMatchObject({ code: "code_expired", message: "Ce code n'est plus valable. Demandez-en un nouveau." });
    expect(client.cookie("consilium_session")).toBeUndefined();
  });

  it("work once and expire after 10 minutes", async () => {
    const client = clientAt("203.0.113.41");
    await client.loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD });
    const code = await client.latestCode(fx.alice.email);
    expect((await client.loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD, mfaCode: code, rememberMfa: false })).data?.login.__typename).toBe("LoginSuccess");
    const replay = clientAt("203.0.113.42");
    expect((await replay.loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD, mfaCode: code })).data?.login.code).toBe("code_expired");

    const slow = clientAt("203.0.113.43");
    await slow.loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD });
    const fresh = await slow.latestCode(fx.alice.email);
    now = new Date(now.getTime() + 10 * 60_000 + 1_000);
    expect((await slow.loginStep({ email: fx.alice.email, password: FIXTURE_PASSWORD, mfaCode: fresh })).data?.login.code).toBe("code_expired");
  });
});

describe("audit trail", () => {
  it("records each login step with the caller's address, and never a password or a code", async () => {
    const client = clientAt("192.0.2.77");
    const before = (await db.prisma.auditEvent.aggregate({ _max: { id: true } }))._max.id ?? 0;
    await client.loginStep({ email: fx.bob.email, password: "not the password" });
    await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD });
    const code = await client.latestCode(fx.bob.email);
    await client.loginStep({ email: fx.bob.email, password: FIXTURE_PASSWORD, mfaCode: code });
    const events = await db.prisma.auditEvent.findMany({ where: { ip: "192.0.2.77", id: { gt: before } }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.kind, e.actorUserId])).toEqual([
      ["login_failed", fx.bob.id],
      ["code_sent", fx.bob.id],
      ["login_succeeded", fx.bob.id],
    ]);
    const stored = JSON.stringify(events);
    expect(stored).not.toContain(FIXTURE_PASSWORD);
    expect(stored).not.toContain("not the password");
    expect(stored).not.toContain(code);
  });
});
