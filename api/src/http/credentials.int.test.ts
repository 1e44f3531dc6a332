import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";

// Issue 20, items 2, 3 and 8: password, email and phone change, contact details, the account's
// language, through both transports.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let clock = new Date("2026-11-22T08:00:00Z");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma);
  app = createTestApp(db, {}, () => clock);
});
// Past every rate window (the longest is an hour) and the sessions' idle end (two hours), so each
// test starts with fresh limits and no session left open by another.
beforeEach(() => {
  clock = new Date(clock.getTime() + 121 * 60_000);
});
afterAll(async () => db?.drop());

type Payload = { __typename: string; code?: string; field?: string | null; message?: string };
const loggedIn = (email: string) => loggedInClient(app, email);

const changePassword = (client: TestClient, input: Record<string, string>) =>
  client.graphql<{ changePassword: Payload & { endedSessions?: number } }>(
    "mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on PasswordChanged { endedSessions } ... on DomainError { code field message } } }",
    { input },
  );

const changeEmail = (client: TestClient, input: Record<string, string>) =>
  client.graphql<{ changeEmail: Payload & { codes?: { channel: string; maskedTarget: string; field: string }[]; value?: string } }>(
    "mutation Change($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ... on ContactCodesSent { codes { channel maskedTarget field } } ... on ContactChanged { value } ... on DomainError { code field message } } }",
    { input },
  );

async function outbox(to: string): Promise<{ subject: string | null; body: string }[]> {
  const response = await app.fetch(new Request(`http://localhost/dev/outbox?to=${encodeURIComponent(to)}`), "127.0.0.1");
  return ((await response.json()) as { messages: { subject: string | null; body: string }[] }).messages;
}

describe("password change", () => {
  it("refuses a mismatched confirmation, a short password and a wrong current password, each with its message, and changes nothing", async () => {
    const alice = await loggedIn(fx.alice.email);
    expect((await changePassword(alice, { currentPassword: FIXTURE_PASSWORD, password: "a-new-password-1", passwordConfirmation: "a-new-password-2" })).data?.changePassword).toEqual({
      __typename: "DomainError",
      code: "passwords_do_not_match",
      field: "passwordConfirmation",
      message: "Les mots de passe ne correspondent pas.",
    });
    expect((await changePassword(alice, { currentPassword: FIXTURE_PASSWORD, password: "short" })).data?.changePassword).toMatchObject({ code: "password_too_short", field: "password" });
    expect((await changePassword(alice, { currentPassword: "not the password", password: "a-new-password-1" })).data?.changePassword).toMatchObject({
      code: "wrong_password",
      field: "currentPassword",
      message: "Le mot de passe actuel est incorrect.",
    });
    const rest = await alice.rest("POST", "/password/update", { current_password: "wrong", password: "a-new-password-1" });
    expect(rest.status).toBe(422);
    expect(await rest.json()).toEqual({ code: "wrong_password", field: "current_password", message: "Le mot de passe actuel est incorrect." });
    expect((await new TestClient(app).login(fx.alice.email, FIXTURE_PASSWORD)).data?.login.__typename).toBe("LoginSuccess");
  });

  it("changes the password and ends every other session of the account; this one goes on (GraphQL, then back over REST)", async () => {
    const laptop = await loggedIn(fx.alice.email);
    const phone = await loggedIn(fx.alice.email);
    const bystander = await loggedIn(fx.bob.email);
    const done = await changePassword(laptop, { currentPassword: FIXTURE_PASSWORD, password: "a brand new password", passwordConfirmation: "a brand new password" });
    expect(done.data?.changePassword).toEqual({ __typename: "PasswordChanged", endedSessions: 1 });
    expect((await phone.graphql<{ viewer: unknown }>("{ viewer { databaseId } }")).data?.viewer).toBeNull();
    expect((await laptop.graphql<{ viewer: unknown }>("{ viewer { databaseId } }")).data?.viewer).toEqual({ databaseId: fx.alice.id });
    expect((await bystander.graphql<{ viewer: unknown }>("{ viewer { databaseId } }")).data?.viewer).toEqual({ databaseId: fx.bob.id });
    expect((await new TestClient(app).login(fx.alice.email, FIXTURE_PASSWORD)).data?.login).toMatchObject({ code: "invalid_credentials" });
    const fresh = new TestClient(app);
    expect((await fresh.login(fx.alice.email, "a brand new password")).data?.login.__typename).toBe("LoginSuccess");

    const back = await laptop.rest("POST", "/password/update", { current_password: "a brand new password", password: FIXTURE_PASSWORD, password_confirmation: FIXTURE_PASSWORD });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ ended_sessions: 1 });
    expect((await fresh.graphql<{ viewer: unknown }>("{ viewer { databaseId } }")).data?.viewer).toBeNull();
  });

  it("counts guesses of the current password against the login limit of the account", async () => {
    const alice = await loggedIn(fx.alice.email);
    const codes: (string | undefined)[] = [];
    // The login's two steps took 2 of the account's 10 attempts in 15 minutes.
    for (let i = 0; i < 8; i++) codes.push((await changePassword(alice, { currentPassword: `guess ${i}`, password: "a-new-password-1" })).data?.changePassword.code);
    expect(new Set(codes)).toEqual(new Set(["wrong_password"]));
    expect((await changePassword(alice, { currentPassword: FIXTURE_PASSWORD, password: "a-new-password-1" })).data?.changePassword).toMatchObject({ code: "rate_limited" });
    const rest = await alice.rest("POST", "/password/update", { current_password: FIXTURE_PASSWORD, password: "a-new-password-1" });
    expect(rest.status).toBe(429);
  });

  it("refuses a visitor on both transports", async () => {
    const visitor = new TestClient(app);
    expect((await changePassword(visitor, { currentPassword: "x", password: "y" })).errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect((await visitor.rest("POST", "/password/update", { current_password: "x", password: "y" })).status).toBe(401);
    expect((await visitor.rest("POST", "/email/update", { email: "x@example.org" })).status).toBe(401);
    expect((await visitor.rest("POST", "/phone/update", { phone: "0612345678" })).status).toBe(401);
    expect((await visitor.rest("PUT", "/users/me/locale", { locale: "de" })).status).toBe(401);
    expect((await visitor.rest("PUT", "/users/me/contact_details", { contact_email: "x@example.org" })).status).toBe(401);
    expect((await changeEmail(visitor, { email: "x@example.org" })).errors?.[0]?.extensions?.code).toBe("unauthenticated");
  });
});

describe("email change", () => {
  it("sends a code to the new address and one to the mobile phone, refuses a wrong code, then changes the address and tells the old one", async () => {
    await db.prisma.user.update({ where: { id: fx.bob.id }, data: { phone: "0611223344" } });
    const bob = await loggedIn(fx.bob.email);
    const sent = await changeEmail(bob, { email: "Bob.New@Example.org" });
    expect(sent.data?.changeEmail).toEqual({
      __typename: "ContactCodesSent",
      codes: [
        { channel: "EMAIL", maskedTarget: "b••••••@example.org", field: "emailValidation" },
        { channel: "SMS", maskedTarget: "••••••3344", field: "phoneValidation" },
      ],
    });
    const emailCode = await bob.latestCode("bob.new@example.org");
    const smsCode = await bob.latestCode("0611223344");
    const wrong = smsCode === "000000" ? "111111" : "000000";
    expect((await changeEmail(bob, { email: "bob.new@example.org", emailValidation: emailCode, phoneValidation: wrong })).data?.changeEmail).toMatchObject({ code: "invalid_code", field: "phoneValidation" });
    expect((await changeEmail(bob, { email: "bob.new@example.org", emailValidation: emailCode, phoneValidation: "12" })).data?.changeEmail).toMatchObject({ code: "invalid_code" });
    const done = await changeEmail(bob, { email: "bob.new@example.org", emailValidation: emailCode, phoneValidation: smsCode });
    expect(done.data?.changeEmail).toEqual({ __typename: "ContactChanged", value: "bob.new@example.org" });
    expect((await bob.graphql<{ viewer: { email: string } }>("{ viewer { email } }")).data?.viewer.email).toBe("bob.new@example.org");
    const [notice] = await outbox(fx.bob.email);
    expect(notice?.subject).toBe("Votre adresse e-mail Consilium a été modifiée");
    expect(notice?.body).toContain("b••••••@example.org");
    expect((await new TestClient(app).login("bob.new@example.org", FIXTURE_PASSWORD)).data?.login.__typename).toBe("LoginSuccess");

    // Back over REST, with both codes (the phone's again).
    const first = await bob.rest("POST", "/email/update", { email: fx.bob.email });
    expect(await first.json()).toMatchObject({ status: "codes_sent", codes: [{ channel: "email", field: "email_validation" }, { channel: "sms", field: "phone_validation" }] });
    const second = await bob.rest("POST", "/email/update", { email: fx.bob.email, email_validation: await bob.latestCode(fx.bob.email), phone_validation: await bob.latestCode("0611223344") });
    expect(await second.json()).toEqual({ status: "changed", value: fx.bob.email });
  });

  it("refuses an invalid address, the current one and another account's, before sending anything", async () => {
    const bob = await loggedIn(fx.bob.email);
    expect((await changeEmail(bob, { email: "not-an-email" })).data?.changeEmail).toMatchObject({ code: "invalid_email", field: "email" });
    expect((await changeEmail(bob, { email: fx.bob.email })).data?.changeEmail).toMatchObject({ code: "same_contact" });
    expect((await changeEmail(bob, { email: fx.alice.email })).data?.changeEmail).toMatchObject({ code: "already_exists", field: "email" });
    const rest = await bob.rest("POST", "/email/update", { email: fx.alice.email });
    expect(rest.status).toBe(409);
    // Nothing went to the other account's address.
    expect((await outbox(fx.alice.email)).filter((m) => m.subject === "Confirmation de votre nouvelle adresse e-mail")).toEqual([]);
  });

  it("sends at most 5 codes an hour to one address, as for login codes", async () => {
    const bob = await loggedIn(fx.bob.email);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await changeEmail(bob, { email: "flooded@example.org" })).data?.changeEmail.__typename ?? "");
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("ContactCodesSent"));
    expect((await changeEmail(bob, { email: "flooded@example.org" })).data?.changeEmail).toMatchObject({ code: "rate_limited" });
  });
});

describe("phone change", () => {
  it("sends a code to the new number and one to the email address, then changes the number and tells the old contacts (REST)", async () => {
    await db.prisma.user.update({ where: { id: fx.carol.id }, data: { phone: "+4915112345678" } });
    const carol = await loggedIn(fx.carol.email);
    expect(await (await carol.rest("POST", "/phone/update", { phone: "12" })).json()).toMatchObject({ code: "invalid_phone", field: "phone" });
    const first = await carol.rest("POST", "/phone/update", { phone: "0170 1234 5678" });
    expect(await first.json()).toEqual({
      status: "codes_sent",
      codes: [
        { channel: "email", masked_target: "c••••@fixtures.test", field: "email_validation" },
        { channel: "sms", masked_target: "••••••••••5678", field: "phone_validation" },
      ],
    });
    const wrong = await carol.rest("POST", "/phone/update", { phone: "01701234 5678", email_validation: "000000", phone_validation: "000000" });
    expect(wrong.status).toBe(422);
    const done = await carol.rest("POST", "/phone/update", { phone: "017012345678", email_validation: await carol.latestCode(fx.carol.email), phone_validation: await carol.latestCode("+4917012345678") });
    expect(await done.json()).toEqual({ status: "changed", value: "+4917012345678" });
    expect((await carol.graphql<{ viewer: { phone: string } }>("{ viewer { phone } }")).data?.viewer.phone).toBe("+4917012345678");
    expect((await outbox("+4915112345678"))[0]?.body).toContain("Telefonnummer Ihres Kontos wurde geändert");
  });
});

describe("the account's language", () => {
  it("speaks in API answers after login whatever the browser sends; before login the browser's language", async () => {
    const carol = await loggedIn(fx.carol.email);
    carol.locale = "fr";
    const set = await carol.graphql<{ setViewerLocale: { __typename: string; locale?: string } }>('mutation { setViewerLocale(input: { locale: "en" }) { __typename ... on LocaleChosen { locale } } }');
    expect(set.data?.setViewerLocale).toEqual({ __typename: "LocaleChosen", locale: "en" });
    expect((await changePassword(carol, { currentPassword: FIXTURE_PASSWORD, password: "x" })).data?.changePassword.message).toBe("The password must be at least 12 characters long.");
    const rest = await carol.rest("POST", "/password/update", { current_password: FIXTURE_PASSWORD, password: "x" });
    expect((await rest.json()).message).toBe("The password must be at least 12 characters long.");

    expect(await (await carol.rest("PUT", "/users/me/locale", { locale: "fr-BE" })).json()).toEqual({ locale: "fr-BE" });
    expect(await (await carol.rest("POST", "/phone/update", { phone: "12" })).json()).toMatchObject({ message: "Numéro de GSM non valide." });
    expect((await carol.rest("PUT", "/users/me/locale", { locale: "xx" })).status).toBe(422);
    expect((await carol.graphql<{ viewer: { locale: string } }>("{ viewer { locale } }")).data?.viewer.locale).toBe("fr-BE");

    const visitor = new TestClient(app);
    visitor.locale = "de";
    expect((await visitor.login(fx.carol.email, "wrong")).data?.login.message).toBe("E-Mail-Adresse oder Passwort ist falsch.");
    await carol.rest("PUT", "/users/me/locale", { locale: "de" });
  });
});

describe("contact details shown to colleagues", () => {
  it("saves, normalises and clears the professional email and phone; another user reads neither", async () => {
    const alice = await loggedIn(fx.alice.email);
    const saved = await alice.graphql<{ setContactDetails: Payload & { contactEmail?: string; contactPhone?: string } }>(
      'mutation { setContactDetails(input: { contactEmail: " Cabinet@Example.org ", contactPhone: "06 12 34 56 78" }) { __typename ... on ContactDetailsSaved { contactEmail contactPhone } } }',
    );
    expect(saved.data?.setContactDetails).toEqual({ __typename: "ContactDetailsSaved", contactEmail: "cabinet@example.org", contactPhone: "0612345678" });
    const bad = await alice.rest("PUT", "/users/me/contact_details", { contact_phone: "123" });
    expect(await bad.json()).toMatchObject({ code: "invalid_phone", field: "contact_phone" });
    const cleared = await alice.rest("PUT", "/users/me/contact_details", { contact_email: "" });
    expect(await cleared.json()).toEqual({ contact_email: null, contact_phone: "0612345678" });

    const bob = await loggedIn(fx.bob.email);
    const node = await bob.graphql<{ node: Record<string, unknown> | null }>("query($id: ID!) { node(id: $id) { ... on User { contactEmail contactPhone phone locale email } } }", { id: Buffer.from(`User:${fx.alice.id}`).toString("base64") });
    expect(node.data?.node).toEqual({ contactEmail: null, contactPhone: null, phone: null, locale: null, email: null });
    // Nor through a request Alice sent him: the field rules hold on every path to a User.
    await db.prisma.user.update({ where: { id: fx.alice.id }, data: { phone: "0699887766" } });
    const feed = await bob.graphql<{ requests: { edges: { node: { author: Record<string, unknown> } }[] } }>("{ requests(feed: TO_ME, first: 1) { edges { node { author { databaseId contactPhone phone email } } } } }");
    expect(feed.data?.requests.edges[0]?.node.author).toEqual({ databaseId: fx.alice.id, contactPhone: null, phone: null, email: null });
  });
});
