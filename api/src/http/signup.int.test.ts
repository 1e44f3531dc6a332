import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSearchText } from "../domain/rules/search-text.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let heleneId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db);
  const helene = await db.prisma.professional.create({
    data: { firstName: "Hélène", lastName: "Dupré", searchText: toSearchText("Hélène Dupré 10000000099"), country: "FR", rpps: "10000000099", rppsType: 8, specialtyCode: "SM54" },
  });
  heleneId = helene.id;
});
afterAll(async () => db?.drop());

const NEW_PASSWORD = "a new long passphrase";

type SignupPayload = { signup: { __typename: string; code?: string; field?: string; viewer?: { validated: boolean; firstName: string } } };
const signupMutation = `mutation($input: SignupInput!) { signup(input: $input) { __typename ... on DomainError { code field } ... on LoginSuccess { viewer { validated firstName } } } }`;

describe("signup", () => {
  it("finds professionals by every word of name or number, ignoring accents and case", async () => {
    const client = new TestClient(app);
    const search = async (text: string) =>
      (await client.graphql<{ signupDirectory: { lastName: string; hasAccount: boolean }[] }>(`query($s: String!) { signupDirectory(search: $s) { lastName hasAccount } }`, { s: text })).data?.signupDirectory;
    expect(await search("  DUPRE hel ")).toEqual([{ lastName: "Dupré", hasAccount: false }]);
    expect(await search("dupré zzz")).toEqual([]);
    expect(await search("   ")).toEqual([]);
    const byNumber = await client.rest("GET", "/signup/professionals?rpps=10000000099");
    expect(await byNumber.json()).toMatchObject([{ professional_id: heleneId, first_name: "Hélène", has_account: false }]);
  });

  it("refuses bad contacts with the spec's errors and sends both codes for good ones", async () => {
    const client = new TestClient(app);
    const post = (body: object) => client.rest("POST", "/signup/contact-validation", body);
    expect(await (await post({ email: "helene@", phone: "0612345678" })).json()).toMatchObject({ code: "invalid_email", field: "email" });
    expect(await (await post({ email: "helene@hopital.mssante.fr", phone: "0612345678" })).json()).toMatchObject({
      code: "secure_messaging_unsupported",
      message: "Les messageries sécurisées de santé ne sont pas prises en charge.",
    });
    expect(await (await post({ email: "helene@example.org", phone: "0112345678" })).json()).toMatchObject({ code: "invalid_phone", field: "phone" });
    expect(await db.prisma.outboxMessage.count()).toBe(0);
    const ok = await post({ email: " Helene@Example.org ", phone: "+33 6 12 34 56 78" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ email: "helene@example.org", phone: "0612345678" });
    const sent = await db.prisma.outboxMessage.findMany({ orderBy: { id: "asc" } });
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([["EMAIL", "helene@example.org"], ["SMS", "0612345678"]]);
  });

  it("answers a registered address exactly like a new one, and tells only its owner (issue 7, finding 7)", async () => {
    const client = new TestClient(app);
    client.ip = "198.51.100.77";
    const registered = await client.rest("POST", "/signup/contact-validation", { email: fx.alice.email, phone: "0612345679" });
    const fresh = await client.rest("POST", "/signup/contact-validation", { email: "nouvelle@example.org", phone: "0612345670" });
    expect(registered.status).toBe(fresh.status);
    expect(await registered.json()).toEqual({ email: fx.alice.email, phone: "0612345679" });
    const mail = await db.prisma.outboxMessage.findFirstOrThrow({ where: { recipient: fx.alice.email, channel: "EMAIL" }, orderBy: { id: "desc" } });
    expect(mail.body).toMatch(/Un compte Consilium existe déjà avec cette adresse/);
    const freshMail = await db.prisma.outboxMessage.findFirstOrThrow({ where: { recipient: "nouvelle@example.org" } });
    expect(freshMail.body).not.toMatch(/existe déjà/);
  });

  it("limits contact checks per client before looking anything up, and codes per phone", async () => {
    const client = new TestClient(app);
    client.ip = "198.51.100.78";
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await client.rest("POST", "/signup/contact-validation", { email: `probe${i}@example.org`, phone: `06123400${String(i).padStart(2, "0")}` })).status);
    expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
    expect(statuses[50]).toBe(429);
    const other = new TestClient(app);
    other.ip = "198.51.100.79";
    const samePhone: number[] = [];
    for (let i = 0; i < 6; i++) samePhone.push((await other.rest("POST", "/signup/contact-validation", { email: `flood${i}@example.org`, phone: "0698765432" })).status);
    expect(samePhone).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("creates the account only with both codes and the terms, then logs the user in", async () => {
    const client = new TestClient(app);
    await client.graphql(`mutation { requestSignupCodes(input: { email: "helene@example.org", phone: "0612345678", country: FR }) { __typename } }`);
    const emailCode = await client.latestCode("helene@example.org");
    const phoneCode = await client.latestCode("0612345678");
    const input = {
      professionalId: Buffer.from(`Professional:${heleneId}`).toString("base64"),
      email: "helene@example.org",
      emailValidation: emailCode,
      phone: "06 12 34 56 78",
      phoneValidation: phoneCode === "000000" ? "111111" : "000000",
      password: NEW_PASSWORD,
      acceptTerms: true,
      rememberMfa: true,
    };
    const wrong = await client.graphql<SignupPayload>(signupMutation, { input });
    expect(wrong.data?.signup).toMatchObject({ code: "invalid_code", field: "phone_validation" });
    const noTerms = await client.graphql<SignupPayload>(signupMutation, { input: { ...input, phoneValidation: phoneCode, acceptTerms: false } });
    expect(noTerms.data?.signup).toMatchObject({ code: "terms_required" });
    const short = await client.graphql<SignupPayload>(signupMutation, { input: { ...input, phoneValidation: phoneCode, password: "short" } });
    expect(short.data?.signup).toMatchObject({ code: "password_too_short", field: "password" });
    expect(await db.prisma.user.count({ where: { email: "helene@example.org" } })).toBe(0);

    const done = await client.graphql<SignupPayload>(signupMutation, { input: { ...input, phoneValidation: phoneCode } });
    expect(done.data?.signup).toEqual({ __typename: "LoginSuccess", viewer: { validated: false, firstName: "Hélène" } });
    expect(client.cookie("consilium_session")).toBeDefined();
    expect(client.cookie("consilium_device")).toBeDefined();
    // Until a super user validates the identity, the account reaches its settings, not the feeds.
    const feed = await client.graphql(`{ requests(feed: FROM_ME, first: 5) { totalCount } }`);
    expect(feed.errors?.[0]?.extensions?.code).toBe("unvalidated");
    const rest = await client.rest("GET", "/requests?feed=from:me");
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ code: "unvalidated", message: "Votre compte n'est pas encore validé." });
    // The codes are spent: the same payload cannot create a second account.
    const again = await new TestClient(app).graphql<SignupPayload>(signupMutation, { input: { ...input, phoneValidation: phoneCode } });
    expect(again.data?.signup).toMatchObject({ code: "already_exists" });
  });
});

describe("password reset", () => {
  it("answers the same for unknown addresses and sends nothing", async () => {
    const client = new TestClient(app);
    const before = await db.prisma.outboxMessage.count();
    const response = await client.rest("POST", "/password/codes", { email: "nobody@fixtures.test" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await db.prisma.outboxMessage.count()).toBe(before);
  });

  it("needs both codes, changes the password and ends the other sessions", async () => {
    await db.prisma.user.update({ where: { id: fx.carol.id }, data: { phone: "+4915112345678" } });
    const other = new TestClient(app);
    await other.login(fx.carol.email, FIXTURE_PASSWORD);
    const client = new TestClient(app);
    client.locale = "de";
    expect((await client.rest("POST", "/password/codes", { email: fx.carol.email })).status).toBe(200);
    const mail = await db.prisma.outboxMessage.findFirst({ where: { recipient: fx.carol.email }, orderBy: { id: "desc" } });
    expect(mail?.subject).toBe("Zurücksetzen Ihres Consilium-Passworts");
    const emailCode = await client.latestCode(fx.carol.email);
    const phoneCode = await client.latestCode("+4915112345678");
    const wrong = await client.rest("POST", "/password/reset", { email: fx.carol.email, email_validation: emailCode, phone_validation: "12345", password: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: "invalid_code", field: "phone_validation", message: "Falscher Code." });
    const done = await client.rest("POST", "/password/reset", { email: fx.carol.email, email_validation: emailCode, phone_validation: phoneCode, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect((await client.rest("GET", "/users/me")).status).toBe(200);
    expect((await other.rest("GET", "/users/me")).status).toBe(401);
    const oldPassword = await new TestClient(app).loginStep({ email: fx.carol.email, password: FIXTURE_PASSWORD });
    expect(oldPassword.data?.login).toMatchObject({ code: "invalid_credentials" });
    expect(await db.prisma.auditEvent.count({ where: { kind: "password_changed", actorUserId: fx.carol.id } })).toBe(1);
  });
});
