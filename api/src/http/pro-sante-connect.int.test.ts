import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { startTestIdentityProvider, type TestIdentityProvider } from "../testing/oidc-test-provider.ts";
import type { App } from "./app.ts";

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let idp: TestIdentityProvider;
const DAVE_RPPS = "10000000077";

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  idp = await startTestIdentityProvider("http://localhost/pro-sante-connect");
  app = createTestApp(db, { publicUrl: "http://localhost", psc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret } });
  const professional = await db.prisma.professional.create({ data: { firstName: "Dave", lastName: "Durand", searchText: "dave durand", country: "FR", rpps: DAVE_RPPS, rppsType: 8, specialtyCode: "SM54" } });
  await db.prisma.user.create({ data: { email: "dave@fixtures.test", firstName: "Dave", lastName: "Durand", country: "FR", passwordHash: await hashPassword(FIXTURE_PASSWORD), professionalId: professional.id } });
});
afterAll(async () => {
  await idp?.close();
  await db?.drop();
});

type Completion = { completeProSanteConnect: { __typename: string; outcome?: string; redirectUrl?: string; rpps?: string; code?: string; viewer?: { firstName: string; validated: boolean } } };
const complete = (client: TestClient, callbackQuery: string) =>
  client.graphql<Completion>(
    `mutation($q: String!) { completeProSanteConnect(callbackQuery: $q) { __typename
      ... on ProSanteConnectDone { outcome redirectUrl viewer { firstName validated } }
      ... on ProSanteConnectAccountMissing { rpps }
      ... on DomainError { code } } }`,
    { q: callbackQuery },
  );

/** Start on our side, then the card holder's round trip at the provider; returns the callback's query. */
async function roundTrip(client: TestClient, action: string, rpps: string, redirect = "/request/"): Promise<string> {
  const start = await client.fetch(`/api/v1/pro-sante-connect/start?action=${action}&redirect_url=${encodeURIComponent(redirect)}`);
  expect(start.status).toBe(302);
  const location = start.headers.get("location") ?? "";
  expect(location.startsWith(`${idp.issuer}/`)).toBe(true);
  expect(new URL(location).searchParams.get("code_challenge_method")).toBe("S256");
  return (await idp.authorize(location, rpps)).search;
}

describe("Pro Santé Connect against a real OpenID provider", () => {
  it("logs a card holder in without the emailed code, back to the page they came from", async () => {
    const client = new TestClient(app);
    const result = await complete(client, await roundTrip(client, "login", "10000000001"));
    expect(result.data?.completeProSanteConnect).toEqual({ __typename: "ProSanteConnectDone", outcome: "LOGGED_IN", redirectUrl: "/request/", viewer: { firstName: "alice", validated: true } });
    const viewer = await client.graphql<{ viewer: { email: string } }>("{ viewer { email } }");
    expect(viewer.data?.viewer.email).toBe(fx.alice.email);
    expect(await db.prisma.auditEvent.count({ where: { kind: "login_succeeded", actorUserId: fx.alice.id } })).toBe(1);
  });

  it("sends a card without an account to signup with its number", async () => {
    const client = new TestClient(app);
    const result = await complete(client, await roundTrip(client, "login", "10000000555"));
    expect(result.data?.completeProSanteConnect).toEqual({ __typename: "ProSanteConnectAccountMissing", rpps: "10000000555" });
    expect(client.cookie("consilium_session")).toBeUndefined();
  });

  it("refuses a replayed or tampered callback", async () => {
    const client = new TestClient(app);
    const query = await roundTrip(client, "login", "10000000001");
    const tampered = new URLSearchParams(query);
    tampered.set("state", "forged");
    expect((await complete(client, `?${tampered}`)).data?.completeProSanteConnect).toMatchObject({ code: "psc_failed" });
    // The flow is single use: even the genuine callback is refused after a failed attempt.
    expect((await complete(client, query)).data?.completeProSanteConnect).toMatchObject({ code: "psc_failed" });
    expect(client.cookie("consilium_session")).toBeUndefined();
  });

  it("validates the logged-in user's identity with their own card only", async () => {
    const dave = new TestClient(app);
    await dave.login("dave@fixtures.test", FIXTURE_PASSWORD);
    const wrongCard = await complete(dave, await roundTrip(dave, "validate", "10000000001"));
    expect(wrongCard.data?.completeProSanteConnect).toMatchObject({ code: "psc_credentials" });
    const ownCard = await complete(dave, await roundTrip(dave, "validate", DAVE_RPPS, "//evil.example/steal"));
    expect(ownCard.data?.completeProSanteConnect).toMatchObject({ outcome: "VALIDATED", redirectUrl: "/", viewer: { firstName: "Dave", validated: true } });
  });

  it("answers psc_unavailable when no issuer is configured", async () => {
    const bare = new TestClient(createTestApp(db));
    const response = await bare.fetch("/api/v1/pro-sante-connect/start?action=login");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "psc_unavailable" });
  });
});
