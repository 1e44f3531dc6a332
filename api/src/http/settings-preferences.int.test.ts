import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { publishedRequest } from "../testing/published-request.ts";

// Issue 20 items 1 and 7: the settings screen's data and the preferences of spec 2 §7
// PUT users/{id}, through GraphQL and REST: who sees which part (spec 2 §6), each refusal, that
// nobody reads or writes another account's settings, and what each preference changes for the
// others (recipient selection, directory search).

let db: TestDatabase;
let fx: Fixtures;
const clients = {} as Record<"alice" | "bob" | "carol" | "unvalidated" | "superUser" | "anonymous", TestClient>;
let pendingUserId = 0;
let superUserId = 0;

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const prisma = db.prisma;
  // Bob can be asked personally (requestable); Alice sends on behalf of a sender group.
  await prisma.user.update({ where: { id: fx.bob.id }, data: { isRequestable: true, bio: "Cardiologue à Lyon." } });
  const senderGroup = await prisma.group.create({ data: { name: "Maison de santé des Pentes", mode: "SENDER", country: "FR" } });
  await prisma.membership.create({ data: { groupId: senderGroup.id, professionalId: fx.alice.professionalId, status: "ONGOING", canSendFromGroup: true } });
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  pendingUserId = (await prisma.user.create({ data: { email: "pending@settings.test", firstName: "Paul", lastName: "Attente", country: "FR", passwordHash } })).id;
  superUserId = (await prisma.user.create({ data: { email: "super@settings.test", firstName: "Super", lastName: "User", country: "FR", passwordHash, isSuper: true, validationStatus: "VALIDATED" } })).id;

  const app = createTestApp(db, { supportEmails: { FR: "support@consilium.fr.test", BE: "support@consilium.be.test", DE: "support@consilium.de.test" } });
  const login = async (email: string) => {
    const client = new TestClient(app);
    await client.login(email, FIXTURE_PASSWORD);
    return client;
  };
  clients.alice = await login(fx.alice.email);
  clients.bob = await login(fx.bob.email);
  clients.carol = await login(fx.carol.email);
  clients.unvalidated = await login("pending@settings.test");
  clients.superUser = await login("super@settings.test");
  clients.anonymous = new TestClient(app);
});
afterAll(async () => db?.drop());

const SETTINGS = `{ viewer { settings {
  bio acceptsIndividualRequests sendsIndividualRequests usesSmsAlerts isSearchable hasSmsFeature isRequestable isGroupExpert isGroupSender acceptsNoRequestWarning supportEmail
  sections { individualProject absence directoryVisibility signature sendingOutOfNetwork smsAlerts billingNumbers mssAddress }
} } }`;
const UPDATE = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { __typename
  ... on SettingsSaved { user { settings { bio acceptsIndividualRequests sendsIndividualRequests usesSmsAlerts isSearchable acceptsNoRequestWarning } } }
  ... on DomainError { code field } } }`;

type Sections = Record<"individualProject" | "absence" | "directoryVisibility" | "signature" | "sendingOutOfNetwork" | "smsAlerts" | "billingNumbers" | "mssAddress", boolean>;
type SettingsData = { bio: string | null; acceptsIndividualRequests: boolean; isSearchable: boolean; isGroupSender: boolean; supportEmail: string; acceptsNoRequestWarning: boolean; sections: Sections };
type Updated = { updateSettings: { __typename: string; code?: string; field?: string | null; user?: { settings: Record<string, unknown> } } };

async function settingsOf(client: TestClient): Promise<SettingsData> {
  const result = await client.graphql<{ viewer: { settings: SettingsData } }>(SETTINGS);
  expect(result.errors).toBeUndefined();
  const settings = result.data?.viewer.settings;
  if (!settings) throw new Error("no settings");
  return settings;
}

const update = (client: TestClient, input: Record<string, unknown>) => client.graphql<Updated>(UPDATE, { input });
const put = (client: TestClient, userId: number, body: Record<string, unknown>) => client.rest("PUT", `/users/${userId}`, body);
const userRow = (id: number) => db.prisma.user.findUniqueOrThrow({ where: { id } });

const RECIPIENTS = `query($p: Int) { recipientContexts(professionalId: $p) { status reason } }`;
const SEARCH = `query($q: String!) { recipientSearch(query: $q) { professionals { databaseId } } }`;

describe("reading one's settings (spec 2 §6)", () => {
  it("shows a requestable French user the individual project, absence, directory visibility, signature, billing and MSSanté", async () => {
    const bob = await settingsOf(clients.bob);
    expect(bob.sections).toEqual({
      individualProject: true,
      absence: true,
      directoryVisibility: true,
      signature: true,
      sendingOutOfNetwork: false,
      smsAlerts: false,
      billingNumbers: true,
      mssAddress: true,
    });
    expect(bob.bio).toBe("Cardiologue à Lyon.");
    expect(bob.supportEmail).toBe("support@consilium.fr.test");
  });

  it("shows a group sender the out-of-network switch and none of the requestable parts", async () => {
    const alice = await settingsOf(clients.alice);
    expect(alice.isGroupSender).toBe(true);
    expect(alice.sections).toMatchObject({ sendingOutOfNetwork: true, individualProject: false, absence: false, directoryVisibility: false, signature: false });
  });

  it("shows a German user neither billing numbers nor the MSSanté address", async () => {
    const carol = await settingsOf(clients.carol);
    expect(carol.sections).toMatchObject({ billingNumbers: false, mssAddress: false });
    expect(carol.supportEmail).toBe("support@consilium.de.test");
  });

  it("shows text-message alerts only to accounts with the SMS feature", async () => {
    expect((await settingsOf(clients.alice)).sections.smsAlerts).toBe(false);
    await db.prisma.user.update({ where: { id: fx.alice.id }, data: { hasSmsFeature: true } });
    expect((await settingsOf(clients.alice)).sections.smsAlerts).toBe(true);
  });

  it("lets an unvalidated account read its own settings, and refuses visitors", async () => {
    expect((await settingsOf(clients.unvalidated)).bio).toBeNull();
    const anonymous = await clients.anonymous.graphql<{ viewer: null }>(SETTINGS);
    expect(anonymous.data?.viewer).toBeNull();
  });

  it("answers null on anyone else's user, super users included, through node and nodes", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on User { databaseId settings { bio } } } }`;
    for (const client of [clients.alice, clients.superUser]) {
      const result = await client.graphql<{ node: { databaseId: number; settings: unknown } | null }>(query, { id: gid("User", fx.bob.id) });
      expect(result.errors).toBeUndefined();
      expect(result.data?.node).toEqual({ databaseId: fx.bob.id, settings: null });
    }
    const nodes = await clients.alice.graphql<{ nodes: ({ settings: unknown } | null)[] }>(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { settings { bio } } } }`, {
      ids: [gid("User", fx.bob.id), gid("User", fx.alice.id)],
    });
    expect(nodes.data?.nodes.map((n) => n?.settings ?? null)).toEqual([null, { bio: null }]);
  });
});

describe("changing one's preferences", () => {
  it("GraphQL: saves the bio trimmed, keeps its line breaks, and an empty one removes it", async () => {
    const saved = await update(clients.alice, { bio: "  Médecin généraliste.\nVisites à domicile.  " });
    expect(saved.data?.updateSettings.user?.settings.bio).toBe("Médecin généraliste.\nVisites à domicile.");
    await update(clients.alice, { bio: "   " });
    expect((await userRow(fx.alice.id)).bio).toBeNull();
  });

  it("GraphQL: refuses a bio over 2,000 characters, changing nothing", async () => {
    await update(clients.alice, { bio: "Avant." });
    const refused = await update(clients.alice, { bio: "x".repeat(2_001), usesSmsAlerts: true });
    expect(refused.data?.updateSettings).toMatchObject({ __typename: "DomainError", code: "validation_failed", field: "bio" });
    const row = await userRow(fx.alice.id);
    expect([row.bio, row.usesSmsAlerts]).toEqual(["Avant.", false]);
  });

  it("GraphQL: refuses a preference the account does not have (setting_not_applicable), changing nothing", async () => {
    const refused = await update(clients.alice, { bio: "Après.", isSearchable: false });
    expect(refused.data?.updateSettings).toMatchObject({ code: "setting_not_applicable", field: "isSearchable" });
    expect((await userRow(fx.alice.id)).bio).toBe("Avant.");
    expect((await update(clients.bob, { sendsIndividualRequests: false })).data?.updateSettings.code).toBe("setting_not_applicable");
    // The stored value sent back is no change: a client posting the whole form is not refused for it.
    expect((await update(clients.alice, { isSearchable: true, acceptsIndividualRequests: true })).data?.updateSettings.__typename).toBe("SettingsSaved");
  });

  it("GraphQL: is refused to visitors; an unvalidated account changes its own bio", async () => {
    expect((await update(clients.anonymous, { bio: "x" })).errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect((await update(clients.unvalidated, { bio: "En attente." })).data?.updateSettings.__typename).toBe("SettingsSaved");
    expect((await userRow(pendingUserId)).bio).toBe("En attente.");
  });

  it("REST: PUT users/{id} takes the spec's payload names and answers the preferences", async () => {
    const response = await put(clients.bob, fx.bob.id, { bio: "Rythmologie.", is_searchable: true, accepts_individual_requests: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: fx.bob.id, bio: "Rythmologie.", is_searchable: true, accepts_individual_requests: true, is_requestable: true, accepts_no_request_warning: false });
  });

  it("REST: another account answers 404 exactly as a missing one, and nothing changes", async () => {
    const other = await put(clients.alice, fx.bob.id, { bio: "Piraté." });
    const missing = await put(clients.alice, 2_147_483_647, { bio: "Piraté." });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
    expect((await put(clients.superUser, fx.bob.id, { bio: "Piraté." })).status).toBe(404);
    expect((await userRow(fx.bob.id)).bio).toBe("Rythmologie.");
    expect(superUserId).toBeGreaterThan(0);
  });

  it("REST: refusals answer their code and status, changing nothing", async () => {
    const long = await put(clients.bob, fx.bob.id, { bio: "x".repeat(2_001) });
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ code: "validation_failed", field: "bio" });
    const wrongType = await put(clients.bob, fx.bob.id, { is_searchable: "non" });
    expect(wrongType.status).toBe(422);
    const notApplicable = await put(clients.bob, fx.bob.id, { sends_individual_requests: false });
    expect(notApplicable.status).toBe(403);
    expect(await notApplicable.json()).toMatchObject({ code: "setting_not_applicable", field: "sends_individual_requests" });
    expect((await clients.anonymous.rest("PUT", `/users/${fx.bob.id}`, { bio: "x" })).status).toBe(401);
    expect((await clients.bob.rest("PUT", `/users/${fx.bob.id}`, { bio: "x" }, { csrf: false })).status).toBe(403);
    expect((await userRow(fx.bob.id)).bio).toBe("Rythmologie.");
  });
});

describe("GET users/me (spec 2 §3 Current user)", () => {
  it("carries the preferences, contact details, pictures and billing numbers, as saved through settings", async () => {
    await db.prisma.user.update({
      where: { id: fx.bob.id },
      data: { contactEmail: "cabinet@bob.test", contactPhone: "+33478000000", hasSmsFeature: true, usesSmsAlerts: true, mssAddress: "bob@medecin.mssante.fr" },
    });
    expect((await put(clients.bob, fx.bob.id, { bio: "Rythmologie interventionnelle.", is_searchable: false })).status).toBe(200);
    const response = await clients.bob.rest("GET", "/users/me");
    expect(response.status).toBe(200);
    const me = (await response.json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      id: fx.bob.id,
      bio: "Rythmologie interventionnelle.",
      contact_email: "cabinet@bob.test",
      contact_phone: "+33478000000",
      accepts_individual_requests: true,
      is_searchable: false,
      uses_sms_alerts: true,
      has_sms_feature: true,
      is_requestable: true,
      mss_address: "bob@medecin.mssante.fr",
      profile_picture_id: null,
      signature_picture_id: null,
      billing_infos: [],
    });
    for (const field of ["sends_individual_requests", "is_group_sender", "is_group_expert", "locale"]) expect(me).toHaveProperty(field);
    // A group sender's membership shows, read from the memberships as the settings screen does.
    expect(await (await clients.alice.rest("GET", "/users/me")).json()).toMatchObject({ id: fx.alice.id, is_group_sender: true });
    await put(clients.bob, fx.bob.id, { is_searchable: true });
    await db.prisma.user.update({ where: { id: fx.bob.id }, data: { hasSmsFeature: false, usesSmsAlerts: false } });
  });
});

describe("what the preferences change for the others", () => {
  it("a professional who stops accepting individual requests is no longer offered as a recipient, and is warned", async () => {
    const before = await clients.alice.graphql<{ recipientContexts: { status: string; reason: string | null }[] }>(RECIPIENTS, { p: fx.bob.professionalId });
    expect(before.data?.recipientContexts[0]?.status).toBe("AVAILABLE");
    const saved = await update(clients.bob, { acceptsIndividualRequests: false });
    expect(saved.data?.updateSettings.user?.settings.acceptsNoRequestWarning).toBe(true);
    const after = await clients.alice.graphql<{ recipientContexts: { status: string; reason: string | null }[] }>(RECIPIENTS, { p: fx.bob.professionalId });
    expect(after.data?.recipientContexts[0]).toEqual({ status: "UNACCEPTED", reason: "NO_INDIVIDUAL_REQUESTS" });
    await update(clients.bob, { acceptsIndividualRequests: true });
  });

  it("an unsearchable professional leaves the recipient search (the directory map: rest/directory/directory.int.test.ts)", async () => {
    const found = async () => (await clients.alice.graphql<{ recipientSearch: { professionals: { databaseId: number }[] } }>(SEARCH, { q: "bob" })).data?.recipientSearch.professionals.map((p) => p.databaseId);
    expect(await found()).toContain(fx.bob.professionalId);
    expect((await put(clients.bob, fx.bob.id, { is_searchable: false })).status).toBe(200);
    expect(await found()).not.toContain(fx.bob.professionalId);
    await put(clients.bob, fx.bob.id, { is_searchable: true });
    expect(await found()).toContain(fx.bob.professionalId);
  });

  it("a group sender who stops sending outside the network can no longer choose a professional", async () => {
    await update(clients.alice, { sendsIndividualRequests: false });
    const after = await clients.alice.graphql<{ recipientContexts: { status: string; reason: string | null }[] }>(RECIPIENTS, { p: fx.bob.professionalId });
    expect(after.data?.recipientContexts[0]).toEqual({ status: "UNACCEPTED", reason: "SENDER_INDIVIDUAL_DISABLED" });
    await update(clients.alice, { sendsIndividualRequests: true });
  });
});

describe("text-message alerts (uses_sms_alerts)", () => {
  const BOB_MOBILE = "+33612345678";

  /** Alice sends Bob a complete request; answers its id. */
  const sendToBob = () => publishedRequest(db.prisma, clients.alice, fx.alice, fx.bob);
  const textsToBob = () => db.prisma.outboxMessage.findMany({ where: { recipient: BOB_MOBILE, channel: "SMS" }, orderBy: { id: "asc" } });

  it("sends none while the recipient has them off, one with the consult's address once on; never without the feature", async () => {
    await db.prisma.user.update({ where: { id: fx.bob.id }, data: { phone: BOB_MOBILE, hasSmsFeature: true } });
    await sendToBob();
    expect(await textsToBob()).toEqual([]);

    expect((await put(clients.bob, fx.bob.id, { uses_sms_alerts: true })).status).toBe(200);
    const id = await sendToBob();
    const texts = await textsToBob();
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(new RegExp(`^Consilium : une nouvelle demande d'avis vous attend\\. http.*/consult/${id}$`));

    // The feature withdrawn: the preference stays stored but sends nothing.
    await db.prisma.user.update({ where: { id: fx.bob.id }, data: { hasSmsFeature: false } });
    await sendToBob();
    expect(await textsToBob()).toHaveLength(1);
  });
});
