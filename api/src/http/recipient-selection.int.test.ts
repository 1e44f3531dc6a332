import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { toSearchText } from "../domain/rules/search-text.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";

// Issue 9 item 2: spec 1 §4 recipient selection and spec 2 §7 POST requests, through GraphQL
// and REST. Alice (FR, general practice) chooses recipients; refused ones change nothing.

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;
let anonymous: TestClient;
let unvalidated: TestClient;
let zorroGroupId = 0;

const ids = {
  network: 0,
  rhythm: 0,
  heartFailure: 0,
  echo: 0,
  paediatrics: 0,
  away: 0,
  panel: 0,
  panelTopic: 0,
  belgianTopic: 0,
  senderGroup: 0,
  senderTopic: 0,
  unregistered: 0,
  eve: 0,
};

async function professional(firstName: string, lastName: string, rpps: string, country: "FR" | "BE" = "FR") {
  const searchText = toSearchText(`${firstName} ${lastName} ${rpps}`);
  return db.prisma.professional.create({ data: { firstName, lastName, searchText, country, rpps, rppsType: 8, specialtyCode: "SM54" } });
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const prisma = db.prisma;
  await prisma.specialty.create({ data: { code: "SM04", label: "Pédiatrie", shortLabel: "Péd", professionCode: 10, professionLabel: "Médecin" } });

  const network = await prisma.group.create({ data: { name: "Réseau Cardio Lyon", mode: "RECIPIENT", country: "FR" } });
  ids.network = network.id;
  const topic = (label: string, data: Record<string, unknown> = {}) => prisma.topic.create({ data: { groupId: network.id, label, ...data } });
  ids.rhythm = (await topic("Rythmologie", { position: 1 })).id;
  ids.heartFailure = (await topic("Insuffisance cardiaque", { position: 2, recipientProfessionalMode: "PREVENT" })).id;
  ids.echo = (await topic("Échographie", { position: 3, recipientProfessionalMode: "REQUIRE" })).id;
  ids.paediatrics = (await topic("Cardiopédiatrie", { position: 4, acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM04"] })).id;
  ids.away = (await topic("Consultation d'été", { position: 5, awayMessageActive: true, awayBlocking: true, awayMessage: "Fermé" })).id;
  await prisma.membership.create({ data: { groupId: network.id, professionalId: fx.bob.professionalId, status: "ONGOING", canReply: true, allTopics: true } });

  const panel = await prisma.group.create({ data: { name: "Panel Oncologie", mode: "RECIPIENT", country: "FR", isPanel: true } });
  ids.panel = panel.id;
  ids.panelTopic = (await prisma.topic.create({ data: { groupId: panel.id, label: "Tumeurs rares" } })).id;
  const belgian = await prisma.group.create({ data: { name: "Réseau Bruxelles", mode: "RECIPIENT", country: "BE" } });
  ids.belgianTopic = (await prisma.topic.create({ data: { groupId: belgian.id, label: "Dermatologie" } })).id;

  const senderGroup = await prisma.group.create({ data: { name: "Maison de santé des Pentes", mode: "SENDER", country: "FR" } });
  ids.senderGroup = senderGroup.id;
  ids.senderTopic = (await prisma.topic.create({ data: { groupId: senderGroup.id, label: "Soins non programmés" } })).id;
  const senderMembership = await prisma.membership.create({ data: { groupId: senderGroup.id, professionalId: fx.alice.professionalId, status: "ONGOING", canSendFromGroup: true } });
  await prisma.membershipTopic.create({ data: { membershipId: senderMembership.id, topicId: ids.senderTopic } });

  ids.unregistered = (await professional("Dana", "Sanscompte", "10000000050")).id;
  const eve = await professional("Eve", "Fermee", "10000000051");
  ids.eve = eve.id;
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  await prisma.user.create({
    data: { email: "eve@fixtures.test", firstName: "Eve", lastName: "Fermee", country: "FR", validationStatus: "VALIDATED", passwordHash, professionalId: eve.id, acceptsIndividualRequests: false },
  });
  const pendingPro = await professional("Paul", "Attente", "10000000052");
  await prisma.user.create({ data: { email: "pending@fixtures.test", firstName: "Paul", lastName: "Attente", country: "FR", passwordHash, professionalId: pendingPro.id } });

  // Suggestion caps: ten of each kind match "zorro".
  const zorroGroup = await prisma.group.create({ data: { name: "Zorro réseau 0", mode: "RECIPIENT", country: "FR" } });
  zorroGroupId = zorroGroup.id;
  for (let i = 1; i <= 10; i++) {
    await professional("Zorro", `Médecin${i}`, `2000000000${i}`);
    await prisma.group.create({ data: { name: `Zorro réseau ${i}`, mode: "RECIPIENT", country: "FR" } });
    await prisma.topic.create({ data: { groupId: zorroGroup.id, label: `Zorro sujet ${i}` } });
  }

  const app = createTestApp(db);
  alice = new TestClient(app);
  anonymous = new TestClient(app);
  unvalidated = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  await unvalidated.login("pending@fixtures.test", FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

const SEARCH = `query($q: String!) { recipientSearch(query: $q) { professionals { databaseId lastName isRegistered } groups { databaseId name } topics { databaseId label group { name } } } }`;
const CONTEXTS = `query($p: Int, $g: Int) { recipientContexts(professionalId: $p, groupId: $g) {
  key recipientType recipientProfessionalId recipientGroupId recipientTopicId status reason membershipStatus
  recipientTopic { label selfCanDraft selfSpecialtyAccepted recipientProfessionalMode isCurrentlyAway }
  recipientGroup { name } recipientProfessional { lastName }
} }`;
const CREATE = `mutation($input: CreateRequestInput!) { createRequest(input: $input) { __typename
  ... on RequestCreated { request { databaseId status selfSide recipientTopic { label } recipientProfessional { lastName } } }
  ... on DomainError { code field } } }`;

type Suggestions = { professionals: { databaseId: number; lastName: string; isRegistered: boolean }[]; groups: { databaseId: number; name: string }[]; topics: { databaseId: number; label: string }[] };
type Context = { key: string; recipientType: string; recipientTopicId: number | null; status: string; reason: string | null; recipientTopic: { label: string; selfCanDraft: boolean; selfSpecialtyAccepted: boolean } | null };
type Created = { createRequest: { __typename: string; code?: string; field?: string | null; request?: { databaseId: number; status: string; selfSide: string; recipientTopic: { label: string } | null; recipientProfessional: { lastName: string } | null } } };

async function search(q: string): Promise<Suggestions> {
  const result = await alice.graphql<{ recipientSearch: Suggestions }>(SEARCH, { q });
  expect(result.errors).toBeUndefined();
  return result.data?.recipientSearch ?? { professionals: [], groups: [], topics: [] };
}

async function contexts(variables: { p?: number; g?: number }): Promise<Context[]> {
  const result = await alice.graphql<{ recipientContexts: Context[] }>(CONTEXTS, variables);
  expect(result.errors).toBeUndefined();
  return result.data?.recipientContexts ?? [];
}

const create = (input: Record<string, unknown>, client = alice) => client.graphql<Created>(CREATE, { input });
const requestCount = () => db.prisma.request.count();

describe("recipient search", () => {
  it("is refused to visitors and unvalidated accounts", async () => {
    expect((await anonymous.graphql(SEARCH, { q: "bob" })).errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect((await unvalidated.graphql(SEARCH, { q: "bob" })).errors?.[0]?.extensions?.code).toBe("unvalidated");
  });

  it("suggests at most 12 in all and at most 6 of one kind", async () => {
    const found = await search("zorro");
    const sizes = [found.professionals.length, found.groups.length, found.topics.length];
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(12);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(6);
    const professionalsOnly = await search("zorro médecin");
    expect(professionalsOnly.professionals).toHaveLength(6);
    expect(professionalsOnly.groups).toHaveLength(0);
  });

  it("matches every word, ignoring accents and case; professionals with or without an account", async () => {
    expect((await search("ECHOGRAPHIE")).topics.map((t) => t.label)).toEqual(["Échographie"]);
    expect((await search("reseau cardio lyon")).groups.map((g) => g.name)).toEqual(["Réseau Cardio Lyon"]);
    expect((await search("reseau paris")).groups).toEqual([]);
    expect((await search("dana")).professionals).toEqual([{ databaseId: ids.unregistered, lastName: "Sanscompte", isRegistered: false }]);
  });

  it("keeps to the viewer's country and leaves out sender groups and the viewer", async () => {
    expect((await search("dermatologie")).topics).toEqual([]);
    expect((await search("maison sante")).groups).toEqual([]);
    expect((await search("alice")).professionals).toEqual([]);
  });

  it("leaves out users who chose not to appear in the directory", async () => {
    expect((await search("eve fermee")).professionals).toHaveLength(1);
    await db.prisma.user.update({ where: { email: "eve@fixtures.test" }, data: { isSearchable: false } });
    expect((await search("eve fermee")).professionals).toEqual([]);
    await db.prisma.user.update({ where: { email: "eve@fixtures.test" }, data: { isSearchable: true } });
  });
});

describe("recipient contexts", () => {
  it("of a professional: directly, and through each topic where they are an expert", async () => {
    const list = await contexts({ p: fx.bob.professionalId });
    const byKey = Object.fromEntries(list.map((c) => [c.key, [c.status, c.reason]]));
    expect(byKey).toMatchObject({
      [`professional:${fx.bob.professionalId}`]: ["AVAILABLE", null],
      [`group:${ids.network}:topic:${ids.rhythm}:professional:${fx.bob.professionalId}`]: ["AVAILABLE", null],
      [`group:${ids.network}:topic:${ids.heartFailure}:professional:${fx.bob.professionalId}`]: ["UNACCEPTED", "PROFESSIONAL_PREVENTED"],
      [`group:${ids.network}:topic:${ids.echo}:professional:${fx.bob.professionalId}`]: ["AVAILABLE", null],
    });
  });

  it("of a professional without an account, or who takes no individual request", async () => {
    expect((await contexts({ p: ids.unregistered })).map((c) => [c.status, c.reason])).toEqual([["UNREGISTERED", "NO_ACCOUNT"]]);
    expect((await contexts({ p: ids.eve })).map((c) => [c.status, c.reason])).toEqual([["UNACCEPTED", "NO_INDIVIDUAL_REQUESTS"]]);
  });

  it("of a group: one per topic, with the specialty, away and nominative rules", async () => {
    const list = await contexts({ g: ids.network });
    expect(list.map((c) => [c.recipientTopic?.label, c.status, c.reason, c.recipientTopic?.selfCanDraft, c.recipientTopic?.selfSpecialtyAccepted])).toEqual([
      ["Rythmologie", "AVAILABLE", null, true, true],
      ["Insuffisance cardiaque", "AVAILABLE", null, true, true],
      ["Échographie", "DRAFTABLE", "PROFESSIONAL_REQUIRED", true, true],
      ["Cardiopédiatrie", "UNACCEPTED", "SPECIALTY", false, false],
      ["Consultation d'été", "UNACCEPTED", "AWAY", false, true],
    ]);
  });

  it("offers the topic's experts to name, none where nominative requests are prevented", async () => {
    const experts = async (topicId: number) => {
      const result = await alice.graphql<{ node: { experts: { lastName: string }[] } }>(`query($id: ID!) { node(id: $id) { ... on Topic { experts { lastName } } } }`, {
        id: Buffer.from(`Topic:${topicId}`).toString("base64"),
      });
      return result.data?.node.experts.map((e) => e.lastName);
    };
    expect(await experts(ids.echo)).toEqual(["bob-last"]);
    expect(await experts(ids.heartFailure)).toEqual([]);
    const named = await create({ recipientType: "GROUP", recipientTopicId: ids.echo, recipientProfessionalId: fx.bob.professionalId });
    expect(named.data?.createRequest.request?.recipientProfessional?.lastName).toBe("bob-last");
  });

  it("of a panel the viewer has not joined: unavailable (the join-network panel)", async () => {
    expect((await contexts({ g: ids.panel })).map((c) => [c.status, c.reason, c.recipientTopic?.selfCanDraft])).toEqual([["UNAVAILABLE", "NOT_MEMBER", false]]);
  });

  it("answers nothing for an unknown id, a sender group, or no id at all", async () => {
    expect(await contexts({ g: 2_147_483_647 })).toEqual([]);
    expect(await contexts({ g: ids.senderGroup })).toEqual([]);
    expect(await contexts({})).toEqual([]);
  });
});

describe("createRequest over GraphQL", () => {
  it("creates a draft to a professional, the author on its sender side", async () => {
    const result = await create({ recipientType: "PROFESSIONAL", recipientProfessionalId: fx.bob.professionalId });
    const request = result.data?.createRequest.request;
    expect(request).toMatchObject({ status: "DRAFT", selfSide: "SENDER", recipientProfessional: { lastName: "bob-last" }, recipientTopic: null });
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id: request?.databaseId ?? 0 }, include: { participants: true } });
    expect(row.participants.map((p) => [p.userId, p.side, p.requestState])).toEqual([[fx.alice.id, "SENDER", "DRAFT"]]);
    expect(row.searchText).toContain("bob");
  });

  it("creates a draft to a group topic, the group taken from the topic", async () => {
    const result = await create({ recipientType: "GROUP", recipientTopicId: ids.rhythm });
    const request = result.data?.createRequest.request;
    expect(request).toMatchObject({ status: "DRAFT", recipientTopic: { label: "Rythmologie" } });
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id: request?.databaseId ?? 0 } });
    expect([row.recipientType, row.recipientGroupId, row.recipientTopicId, row.senderType]).toEqual(["GROUP", ids.network, ids.rhythm, "PROFESSIONAL"]);
  });

  it("creates drafts to an unregistered professional and to a topic that still needs its expert", async () => {
    expect((await create({ recipientType: "PROFESSIONAL", recipientProfessionalId: ids.unregistered })).data?.createRequest.__typename).toBe("RequestCreated");
    expect((await create({ recipientType: "GROUP", recipientGroupId: ids.network, recipientTopicId: ids.echo })).data?.createRequest.__typename).toBe("RequestCreated");
  });

  it.each([
    ["a panel not joined", () => ({ recipientType: "GROUP", recipientTopicId: ids.panelTopic }), "recipient_unavailable"],
    ["a topic that does not take the viewer's specialty", () => ({ recipientType: "GROUP", recipientTopicId: ids.paediatrics }), "recipient_unaccepted"],
    ["a topic away with blocking", () => ({ recipientType: "GROUP", recipientTopicId: ids.away }), "recipient_unaccepted"],
    ["a named expert where the topic prevents it", () => ({ recipientType: "GROUP", recipientTopicId: ids.heartFailure, recipientProfessionalId: fx.bob.professionalId }), "recipient_unaccepted"],
    ["a named professional who is not an expert of the topic", () => ({ recipientType: "GROUP", recipientTopicId: ids.rhythm, recipientProfessionalId: ids.eve }), "recipient_unaccepted"],
    ["a topic of another country", () => ({ recipientType: "GROUP", recipientTopicId: ids.belgianTopic }), "recipient_unaccepted"],
    ["a professional of another country", () => ({ recipientType: "PROFESSIONAL", recipientProfessionalId: fx.carol.professionalId }), "recipient_unaccepted"],
    ["a professional who takes no individual request", () => ({ recipientType: "PROFESSIONAL", recipientProfessionalId: ids.eve }), "recipient_unaccepted"],
    ["oneself", () => ({ recipientType: "PROFESSIONAL", recipientProfessionalId: fx.alice.professionalId }), "recipient_unaccepted"],
    ["an unknown topic", () => ({ recipientType: "GROUP", recipientTopicId: 2_147_483_647 }), "not_found"],
    ["a topic of another group", () => ({ recipientType: "GROUP", recipientGroupId: ids.panel, recipientTopicId: ids.rhythm }), "not_found"],
    ["an id beyond int4", () => ({ recipientType: "PROFESSIONAL", recipientProfessionalId: 2_147_483_648 }), "validation_failed"],
    ["a group request without a topic", () => ({ recipientType: "GROUP", recipientGroupId: ids.network }), "validation_failed"],
  ] as const)("refuses %s and changes nothing", async (_name, inputOf, code) => {
    const input = inputOf();
    const before = await requestCount();
    const result = await create(input);
    expect(result.data?.createRequest.code ?? result.errors?.[0]?.extensions?.code).toBe(code);
    expect(await requestCount()).toBe(before);
  });

  it("is refused to visitors and unvalidated accounts", async () => {
    const before = await requestCount();
    const input = { recipientType: "PROFESSIONAL", recipientProfessionalId: fx.bob.professionalId };
    expect((await create(input, anonymous)).errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect((await create(input, unvalidated)).errors?.[0]?.extensions?.code).toBe("unvalidated");
    expect(await requestCount()).toBe(before);
  });

  it("signs for a sender group only when it is one of the viewer's sender contexts", async () => {
    const listed = await alice.graphql<{ senderContexts: unknown[] }>(`{ senderContexts { senderType senderGroupId senderTopicId senderTopicLabel } }`);
    expect(listed.data?.senderContexts).toEqual([
      { senderType: "PROFESSIONAL", senderGroupId: null, senderTopicId: null, senderTopicLabel: null },
      { senderType: "GROUP", senderGroupId: ids.senderGroup, senderTopicId: ids.senderTopic, senderTopicLabel: "Soins non programmés" },
    ]);
    const signed = await create({ recipientType: "GROUP", recipientTopicId: ids.rhythm, senderGroupId: ids.senderGroup, senderTopicId: ids.senderTopic });
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id: signed.data?.createRequest.request?.databaseId ?? 0 } });
    expect([row.senderType, row.senderGroupId, row.senderTopicId]).toEqual(["GROUP", ids.senderGroup, ids.senderTopic]);
    expect((await create({ recipientType: "GROUP", recipientTopicId: ids.rhythm, senderGroupId: ids.network })).data?.createRequest.code).toBe("sender_unavailable");
  });

  it("tells the web whether to show the New request button", async () => {
    expect((await alice.graphql<{ viewerCanStartRequest: boolean }>("{ viewerCanStartRequest }")).data?.viewerCanStartRequest).toBe(true);
    expect((await anonymous.graphql<{ viewerCanStartRequest: boolean }>("{ viewerCanStartRequest }")).data?.viewerCanStartRequest).toBe(false);
    expect((await unvalidated.graphql<{ viewerCanStartRequest: boolean }>("{ viewerCanStartRequest }")).data?.viewerCanStartRequest).toBe(false);
  });
});

describe("POST /api/v1/requests and GET /api/v1/sender_contexts", () => {
  it("creates a draft with the spec's payload names and answers 201", async () => {
    const response = await alice.rest("POST", "/requests", { recipient_type: "group", recipient_group_id: ids.network, recipient_topic_id: ids.rhythm });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "draft", recipient_type: "group", recipient_group_id: ids.network, recipient_topic_id: ids.rhythm, sender_type: "professional" });
    const detail = await alice.rest("GET", `/requests/${String(body.id)}`);
    expect(detail.status).toBe(200);
  });

  it.each([
    [{ recipient_type: "group", recipient_topic_id: 0 }, 422, "validation_failed"],
    [{ recipient_type: "group", recipient_topic_id: "abc" }, 422, "validation_failed"],
    [{ recipient_type: "someone" }, 422, "validation_failed"],
    [{ recipient_type: "professional", recipient_professional_id: 2_147_483_647 }, 404, "not_found"],
  ])("refuses malformed or unknown recipients with a 4xx: %j", async (payload, status, code) => {
    const before = await requestCount();
    const response = await alice.rest("POST", "/requests", payload);
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([status, code]);
    expect(await requestCount()).toBe(before);
  });

  it("answers the domain's refusals with their status", async () => {
    const before = await requestCount();
    const unavailable = await alice.rest("POST", "/requests", { recipient_type: "group", recipient_topic_id: ids.panelTopic });
    expect([unavailable.status, ((await unavailable.json()) as { code: string }).code]).toEqual([403, "recipient_unavailable"]);
    const unaccepted = await alice.rest("POST", "/requests", { recipient_type: "professional", recipient_professional_id: ids.eve });
    expect([unaccepted.status, ((await unaccepted.json()) as { code: string }).code]).toEqual([403, "recipient_unaccepted"]);
    expect(await requestCount()).toBe(before);
  });

  it("needs the CSRF header, a session and a validated account", async () => {
    const payload = { recipient_type: "professional", recipient_professional_id: fx.bob.professionalId };
    const before = await requestCount();
    const noCsrf = await alice.rest("POST", "/requests", payload, { csrf: false });
    expect([noCsrf.status, ((await noCsrf.json()) as { code: string }).code]).toEqual([403, "csrf_invalid"]);
    expect((await anonymous.rest("POST", "/requests", payload)).status).toBe(401);
    expect((await unvalidated.rest("POST", "/requests", payload)).status).toBe(403);
    expect(await requestCount()).toBe(before);
  });

  it("lists the sender contexts in snake_case", async () => {
    const response = await alice.rest("GET", "/sender_contexts");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { sender_type: "professional", sender_group_id: null, sender_group_name: null, sender_topic_id: null, sender_topic_label: null },
      { sender_type: "group", sender_group_id: ids.senderGroup, sender_group_name: "Maison de santé des Pentes", sender_topic_id: ids.senderTopic, sender_topic_label: "Soins non programmés" },
    ]);
  });
});

describe("SQL statements (N+1 guard)", () => {
  async function statements(query: string, variables: Record<string, unknown>): Promise<number> {
    const sent: string[] = [];
    const stop = db.onQuery((sql) => sent.push(sql));
    const result = await alice.graphql(query, variables);
    stop();
    expect(result.errors).toBeUndefined();
    // Not the session's once-a-minute touch, which depends on the clock.
    return sent.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql)).length;
  }

  it("a group's contexts cost the same for 5 topics as for 10, topic fields included", async () => {
    const five = await statements(CONTEXTS, { g: ids.network });
    const ten = await statements(CONTEXTS, { g: zorroGroupId });
    expect(ten).toBe(five);
    expect(five).toBeLessThanOrEqual(6);
  });

  it("the search costs the same whatever it finds", async () => {
    const many = await statements(SEARCH, { q: "zorro" });
    const none = await statements(SEARCH, { q: "introuvable" });
    // Session, the viewer as a sender, the three candidate lists, and one query per kind shown.
    expect(many).toBe(none);
    expect(many).toBeLessThanOrEqual(8);
  });
});
