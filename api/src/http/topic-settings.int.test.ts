import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";

// Issue 10 item 4: a topic's settings (spec 1 §4 "Away message", §5, §6, §8) and response
// templates, through GraphQL and REST, for each standing: admin, topic member, other member,
// stranger, unvalidated, super user.

let db: TestDatabase;
let fx: Fixtures;
const clients = {} as Record<"admin" | "member" | "other" | "stranger" | "unvalidated" | "superUser" | "anonymous", TestClient>;
let groupId = 0;
let topicA = 0;
let topicB = 0;
let memberUserId = 0;

const NOW = new Date("2026-11-23T10:00:00Z");
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const prisma = db.prisma;
  await prisma.specialty.create({ data: { code: "SM04", label: "Pédiatrie", shortLabel: "Péd", professionCode: 10, professionLabel: "Médecin" } });
  const group = await prisma.group.create({ data: { name: "Réseau Gériatrie", mode: "RECIPIENT", country: "FR" } });
  groupId = group.id;
  topicA = (await prisma.topic.create({ data: { groupId, label: "Chutes", position: 1 } })).id;
  topicB = (await prisma.topic.create({ data: { groupId, label: "Troubles cognitifs", position: 2 } })).id;
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const person = async (key: string, validated = true) => {
    const professional = await prisma.professional.create({ data: { firstName: key, lastName: `${key}-last`, searchText: key, country: "FR", rpps: `3${String(key.length).padStart(10, "0")}${key}`, rppsType: 8, specialtyCode: "SM54" } });
    const user = await prisma.user.create({
      data: { email: `${key}@topics.test`, firstName: key, lastName: "X", country: "FR", passwordHash, professionalId: professional.id, ...(validated ? { validationStatus: "VALIDATED" } : {}) },
    });
    return { professionalId: professional.id, userId: user.id, email: user.email };
  };
  const admin = await person("admin");
  const other = await person("other");
  const pending = await person("pending", false);
  await prisma.membership.create({ data: { groupId, professionalId: admin.professionalId, status: "ONGOING", canAdmin: true } });
  // Bob answers topic A only; "other" joined to send requests: a requester, who holds all topics
  // as every applicant does, but is no insider.
  const bobMembership = await prisma.membership.create({ data: { groupId, professionalId: fx.bob.professionalId, status: "ONGOING", canReply: true, isInsider: true } });
  await prisma.membershipTopic.create({ data: { membershipId: bobMembership.id, topicId: topicA } });
  await prisma.membership.create({ data: { groupId, professionalId: other.professionalId, status: "ONGOING", canAsk: true, allTopics: true } });
  await prisma.user.create({ data: { email: "super@topics.test", firstName: "Super", lastName: "User", country: "FR", passwordHash, isSuper: true, validationStatus: "VALIDATED" } });
  memberUserId = fx.bob.id;

  const app = createTestApp(db, {}, () => NOW);
  const login = async (email: string) => {
    const client = new TestClient(app);
    await client.login(email, FIXTURE_PASSWORD);
    return client;
  };
  clients.admin = await login(admin.email);
  clients.member = await login(fx.bob.email);
  clients.other = await login(other.email);
  clients.stranger = await login(fx.alice.email);
  clients.unvalidated = await login(pending.email);
  clients.superUser = await login("super@topics.test");
  clients.anonymous = new TestClient(app);
});
afterAll(async () => db?.drop());

type Outcome = { __typename?: string; code?: string; field?: string | null };

async function mutate(client: TestClient, mutation: string, args: string, variables: Record<string, unknown>): Promise<Outcome> {
  const query = `mutation(${args}) { result: ${mutation} { __typename ... on DomainError { code field } } }`;
  const response = await client.graphql<{ result: Outcome }>(query, variables);
  return response.data?.result ?? { code: response.errors?.[0]?.extensions?.code };
}

const describeTopic = (client: TestClient, topicId: number, description: string) =>
  mutate(client, "updateTopicDescription(topicId: $t, description: $d)", "$t: ID!, $d: String!", { t: gid("Topic", topicId), d: description });
const setAway = (client: TestClient, topicId: number, away: Record<string, unknown>) =>
  mutate(client, "setTopicAway(topicId: $t, away: $a)", "$t: ID!, $a: AwayInput!", { t: gid("Topic", topicId), a: away });
const topicRow = (id: number) => db.prisma.topic.findUniqueOrThrow({ where: { id } });

describe("descriptions (spec 1 §6)", () => {
  it("lets admins and the topic's insiders edit a topic's description, not a requester holding every topic, nobody else", async () => {
    expect(await describeTopic(clients.admin, topicA, "  Chutes du sujet âgé  ")).toMatchObject({ __typename: "TopicSaved" });
    expect((await topicRow(topicA)).description).toBe("Chutes du sujet âgé");
    expect(await describeTopic(clients.member, topicA, "Par le membre")).toMatchObject({ __typename: "TopicSaved" });
    expect(await describeTopic(clients.member, topicB, "Pas son thème")).toMatchObject({ code: "forbidden" });
    expect(await describeTopic(clients.other, topicA, "Autre membre")).toMatchObject({ code: "forbidden" });
    expect(await describeTopic(clients.stranger, topicA, "Inconnu")).toMatchObject({ code: "forbidden" });
    expect(await describeTopic(clients.unvalidated, topicA, "Non validé")).toMatchObject({ code: "unvalidated" });
    expect(await describeTopic(clients.anonymous, topicA, "Visiteur")).toMatchObject({ code: "unauthenticated" });
    expect(await describeTopic(clients.superUser, topicB, "Super")).toMatchObject({ __typename: "TopicSaved" });
    expect(await describeTopic(clients.admin, 999_999, "Absent")).toMatchObject({ code: "not_found" });
    expect((await topicRow(topicA)).description).toBe("Par le membre");
  });

  it("lets only admins edit the group's description, and tells each viewer what they may edit", async () => {
    const edit = (client: TestClient, text: string) =>
      mutate(client, "updateGroupDescription(groupId: $g, description: $d)", "$g: ID!, $d: String!", { g: gid("Group", groupId), d: text });
    expect(await edit(clients.admin, "Réseau de gériatrie")).toMatchObject({ __typename: "GroupSaved" });
    expect(await edit(clients.member, "Membre")).toMatchObject({ code: "forbidden" });
    expect(await edit(clients.stranger, "Inconnu")).toMatchObject({ code: "forbidden" });
    expect(await edit(clients.admin, "x".repeat(20_001))).toMatchObject({ code: "validation_failed", field: "description" });
    expect((await db.prisma.group.findUniqueOrThrow({ where: { id: groupId } })).description).toBe("Réseau de gériatrie");

    const read = `query($g: ID!, $a: ID!, $b: ID!) { g: node(id: $g) { ... on Group { viewerCanEditDescription } } a: node(id: $a) { ... on Topic { viewerCanEdit } } b: node(id: $b) { ... on Topic { viewerCanEdit } } }`;
    const rights = async (client: TestClient) => {
      const data = (await client.graphql<{ g: { viewerCanEditDescription: boolean }; a: { viewerCanEdit: boolean }; b: { viewerCanEdit: boolean } }>(read, { g: gid("Group", groupId), a: gid("Topic", topicA), b: gid("Topic", topicB) })).data;
      return [data?.g.viewerCanEditDescription, data?.a.viewerCanEdit, data?.b.viewerCanEdit];
    };
    expect(await rights(clients.admin)).toEqual([true, true, true]);
    expect(await rights(clients.member)).toEqual([false, true, false]);
    expect(await rights(clients.other)).toEqual([false, false, false]);
    expect(await rights(clients.stranger)).toEqual([false, false, false]);
    expect(await rights(clients.superUser)).toEqual([true, true, true]);
  });
});

describe("medical instructions and accepted professions (spec 1 §5)", () => {
  const instruct = (client: TestClient, active: boolean, text?: string) =>
    mutate(client, "setTopicInstructions(topicId: $t, active: $on, instructions: $i)", "$t: ID!, $on: Boolean!, $i: String", { t: gid("Topic", topicA), on: active, i: text ?? null });

  it("saves instructions trimmed, active only if something is left; off sets null", async () => {
    expect(await instruct(clients.member, true, "  Joindre la liste des traitements.\n ")).toMatchObject({ __typename: "TopicSaved" });
    expect((await topicRow(topicA)).instructions).toBe("Joindre la liste des traitements.");
    await instruct(clients.member, true, "   \n ");
    expect((await topicRow(topicA)).instructions).toBeNull();
    await instruct(clients.admin, true, "Joindre l'ECG.");
    await instruct(clients.admin, false, "ignoré");
    expect((await topicRow(topicA)).instructions).toBeNull();
    expect(await instruct(clients.other, true, "Non")).toMatchObject({ code: "forbidden" });
  });

  it("turns accept-all off with a selection, refuses none or unknown codes, and keeps the selection under accept-all", async () => {
    const professions = (client: TestClient, acceptsAll: boolean, codes?: string[]) =>
      mutate(client, "setTopicAcceptedProfessions(topicId: $t, acceptsAll: $all, codes: $c)", "$t: ID!, $all: Boolean!, $c: [String!]", { t: gid("Topic", topicB), all: acceptsAll, c: codes ?? null });
    expect(await professions(clients.admin, false, [])).toMatchObject({ code: "specialties_required", field: "codes" });
    expect(await professions(clients.admin, false)).toMatchObject({ code: "specialties_required" });
    expect(await professions(clients.admin, false, ["SM04", "NOPE"])).toMatchObject({ code: "validation_failed", field: "codes" });
    expect(await topicRow(topicB)).toMatchObject({ acceptsAllSpecialties: true, acceptedSpecialtyCodes: [] });
    expect(await professions(clients.admin, false, ["SM04", "SM04"])).toMatchObject({ __typename: "TopicSaved" });
    expect(await topicRow(topicB)).toMatchObject({ acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM04"] });
    // The gate reads it: a general practitioner (SM54) can no longer draft to topic B.
    const can = `query($g: Int) { recipientContexts(groupId: $g) { recipientTopicId status reason } }`;
    const contexts = (await clients.stranger.graphql<{ recipientContexts: { recipientTopicId: number; status: string; reason: string | null }[] }>(can, { g: groupId })).data?.recipientContexts;
    expect(contexts?.find((c) => c.recipientTopicId === topicB)).toMatchObject({ status: "UNACCEPTED", reason: "SPECIALTY" });
    expect(await professions(clients.member, true)).toMatchObject({ code: "forbidden" });
    expect(await professions(clients.admin, true)).toMatchObject({ __typename: "TopicSaved" });
    expect(await topicRow(topicB)).toMatchObject({ acceptsAllSpecialties: true, acceptedSpecialtyCodes: ["SM04"] });
  });
});

describe("away message (spec 1 §4, §5, §8)", () => {
  const AWAY = `query($t: ID!) { node(id: $t) { ... on Topic { isCurrentlyAway awayLastDay selfCanDraft currentAway { kind blocking since until lastDay message } } } }`;
  type Away = { isCurrentlyAway: boolean; awayLastDay: string | null; selfCanDraft: boolean; currentAway: { kind: string; blocking: boolean; since: string; until: string; lastDay: string; message: string | null } | null };
  const read = async (client: TestClient) => (await client.graphql<{ node: Away }>(AWAY, { t: gid("Topic", topicA) })).data?.node;

  it("needs both days, the last not before the first, and changes nothing otherwise", async () => {
    expect(await setAway(clients.member, topicA, { active: true, since: "2026-11-20" })).toMatchObject({ code: "away_period_invalid" });
    expect(await setAway(clients.member, topicA, { active: true, since: "2026-11-20", lastDay: "2026-11-19" })).toMatchObject({ code: "away_period_invalid", field: "lastDay" });
    expect(await setAway(clients.member, topicA, { active: true, since: "2026-11-20", lastDay: "2026-11-25", message: "x".repeat(2001) })).toMatchObject({ code: "validation_failed" });
    expect((await topicRow(topicA)).awayMessageActive).toBe(false);
    expect(await setAway(clients.other, topicA, { active: true, since: "2026-11-20", lastDay: "2026-11-25" })).toMatchObject({ code: "forbidden" });
  });

  it("stores the end as the last day plus one; non-blocking keeps the topic open with 'treated only after'", async () => {
    expect(await setAway(clients.member, topicA, { active: true, since: "2026-11-23", lastDay: "2026-11-23", message: "  Congrès  " })).toMatchObject({ __typename: "TopicSaved" });
    const row = await topicRow(topicA);
    expect(row.awaySince?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(row.awayUntil?.toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(row).toMatchObject({ awayMessageActive: true, awayBlocking: false, awayMessage: "Congrès" });
    expect(await read(clients.stranger)).toEqual({
      isCurrentlyAway: true,
      awayLastDay: "2026-11-23",
      selfCanDraft: true,
      currentAway: { kind: "REQUESTS_DELAYED", blocking: false, since: "2026-11-23T00:00:00.000Z", until: "2026-11-24T00:00:00.000Z", lastDay: "2026-11-23", message: "Congrès" },
    });
  });

  it("with blocking, disables requests until the last day: the recipient context is unaccepted (away) and creating a request is refused", async () => {
    await setAway(clients.admin, topicA, { active: true, since: "2026-11-01", lastDay: "2026-11-30", blocking: true });
    expect(await read(clients.stranger)).toMatchObject({ selfCanDraft: false, currentAway: { kind: "REQUESTS_DISABLED", lastDay: "2026-11-30", message: null } });
    const contexts = (await clients.stranger.graphql<{ recipientContexts: { recipientTopicId: number; status: string; reason: string }[] }>(`query($g: Int) { recipientContexts(groupId: $g) { recipientTopicId status reason } }`, { g: groupId })).data?.recipientContexts;
    expect(contexts?.find((c) => c.recipientTopicId === topicA)).toMatchObject({ status: "UNACCEPTED", reason: "AWAY" });
    const created = await clients.stranger.rest("POST", "/requests", { recipient_type: "group", recipient_group_id: groupId, recipient_topic_id: topicA });
    expect(created.status).toBe(403);
    expect(((await created.json()) as { code: string }).code).toBe("recipient_unaccepted");
  });

  it("is not current before its first day nor from the day after its last; off sends active false", async () => {
    await setAway(clients.admin, topicA, { active: true, since: "2026-11-24", lastDay: "2026-11-30", blocking: true });
    expect(await read(clients.stranger)).toMatchObject({ isCurrentlyAway: false, currentAway: null, selfCanDraft: true });
    await setAway(clients.admin, topicA, { active: true, since: "2026-11-01", lastDay: "2026-11-22", blocking: true });
    expect(await read(clients.stranger)).toMatchObject({ isCurrentlyAway: false, selfCanDraft: true });
    expect(await setAway(clients.admin, topicA, { active: false })).toMatchObject({ __typename: "TopicSaved" });
    expect(await topicRow(topicA)).toMatchObject({ awayMessageActive: false, awayUntil: new Date("2026-11-23T00:00:00Z") });
  });

  it("sets the viewer's own away message, shown as 'away until' on their professional", async () => {
    const result = await mutate(clients.member, "setMyAway(away: $a)", "$a: AwayInput!", { a: { active: true, since: "2026-11-20", lastDay: "2026-11-27", blocking: true } });
    expect(result).toMatchObject({ __typename: "UserSaved" });
    const pro = await clients.stranger.graphql<{ node: { currentAway: { kind: string; lastDay: string } } }>(`query($p: ID!) { node(id: $p) { ... on Professional { currentAway { kind lastDay } } } }`, { p: gid("Professional", fx.bob.professionalId) });
    expect(pro.data?.node.currentAway).toEqual({ kind: "USER_AWAY", lastDay: "2026-11-27" });
    const contexts = (await clients.stranger.graphql<{ recipientContexts: { key: string; status: string; reason: string }[] }>(`query($p: Int) { recipientContexts(professionalId: $p) { key status reason } }`, { p: fx.bob.professionalId })).data?.recipientContexts;
    expect(contexts?.[0]).toMatchObject({ status: "UNACCEPTED", reason: "AWAY" });
    await mutate(clients.member, "setMyAway(away: $a)", "$a: AwayInput!", { a: { active: false } });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: memberUserId } })).awayMessageActive).toBe(false);
  });
});

describe("response templates", () => {
  const CREATE = `mutation($t: ID, $l: String!, $c: String!) { createMessageTemplate(topicId: $t, label: $l, content: $c) { __typename ... on DomainError { code field } ... on MessageTemplateSaved { template { id label content isPersonal } } } }`;
  type Created = { __typename: string; code?: string; field?: string; template?: { id: string; label: string; content: string; isPersonal: boolean } };
  const create = async (client: TestClient, topicId: number | null, label: string, content: string) =>
    (await client.graphql<{ createMessageTemplate: Created }>(CREATE, { t: topicId ? gid("Topic", topicId) : null, l: label, c: content })).data?.createMessageTemplate;
  const LIST = `query($t: ID) { messageTemplates(topicId: $t, first: 200) { edges { node { label isPersonal } } } }`;
  const list = async (client: TestClient, topicId: number) =>
    (await client.graphql<{ messageTemplates: { edges: { node: { label: string; isPersonal: boolean } }[] } }>(LIST, { t: gid("Topic", topicId) })).data?.messageTemplates.edges.map((edge) => edge.node);

  it("lets the topic's members keep shared templates and everyone keep personal ones", async () => {
    expect(await create(clients.member, topicA, "  Bilan de chute ", " Merci de joindre… ")).toMatchObject({ template: { label: "Bilan de chute", content: "Merci de joindre…", isPersonal: false } });
    expect(await create(clients.other, topicA, "Non", "Non")).toMatchObject({ code: "forbidden" });
    expect(await create(clients.stranger, topicA, "Non", "Non")).toMatchObject({ code: "forbidden" });
    expect(await create(clients.member, topicB, "Non", "Non")).toMatchObject({ code: "forbidden" });
    expect(await create(clients.member, null, "Ma signature", "Dr Bob")).toMatchObject({ template: { isPersonal: true } });
    expect(await create(clients.stranger, null, "Perso", "Texte")).toMatchObject({ template: { isPersonal: true } });
    expect(await create(clients.member, null, "   ", "Texte")).toMatchObject({ code: "validation_failed", field: "label" });
    expect(await create(clients.member, null, "x".repeat(101), "Texte")).toMatchObject({ code: "validation_failed", field: "label" });
    expect(await create(clients.member, null, "Vide", "")).toMatchObject({ code: "validation_failed", field: "content" });

    expect(await list(clients.member, topicA)).toEqual([
      { label: "Bilan de chute", isPersonal: false },
      { label: "Ma signature", isPersonal: true },
    ]);
    expect(await list(clients.admin, topicA)).toEqual([{ label: "Bilan de chute", isPersonal: false }]);
    // A stranger asking for the topic's templates sees only their own.
    expect(await list(clients.stranger, topicA)).toEqual([{ label: "Perso", isPersonal: true }]);
    const topicTemplates = await clients.other.graphql<{ node: { messageTemplates: unknown[] } }>(`query($t: ID!) { node(id: $t) { ... on Topic { messageTemplates { label } } } }`, { t: gid("Topic", topicA) });
    expect(topicTemplates.data?.node.messageTemplates).toEqual([]);

    // Pages of the same list, the topic's templates before the personal ones (issue 24 item 6).
    type Page = { messageTemplates: { totalCount: number; edges: { node: { label: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const PAGE = `query($t: ID, $after: String) { messageTemplates(topicId: $t, first: 1, after: $after) { totalCount edges { node { label } } pageInfo { hasNextPage endCursor } } }`;
    const first = (await clients.member.graphql<Page>(PAGE, { t: gid("Topic", topicA) })).data?.messageTemplates;
    expect(first).toMatchObject({ totalCount: 2, edges: [{ node: { label: "Bilan de chute" } }], pageInfo: { hasNextPage: true } });
    const second = (await clients.member.graphql<Page>(PAGE, { t: gid("Topic", topicA), after: first?.pageInfo.endCursor })).data?.messageTemplates;
    expect(second).toMatchObject({ edges: [{ node: { label: "Ma signature" } }], pageInfo: { hasNextPage: false } });
    const tooMany = await clients.member.graphql(`{ messageTemplates(first: 201) { totalCount } }`);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: "validation_failed", field: "first" });
  });

  it("edits and deletes only templates the viewer may use; a hidden one answers not_found", async () => {
    const mine = await create(clients.member, null, "Brouillon", "Texte");
    const id = mine?.template?.id ?? "";
    const UPDATE = `mutation($id: ID!, $l: String!, $c: String!) { updateMessageTemplate(templateId: $id, label: $l, content: $c) { __typename ... on DomainError { code } } }`;
    const DELETE = `mutation($id: ID!) { deleteMessageTemplate(templateId: $id) { __typename ... on DomainError { code } ... on MessageTemplateDeleted { deletedTemplateId } } }`;
    expect((await clients.stranger.graphql<{ updateMessageTemplate: Outcome }>(UPDATE, { id, l: "Pris", c: "Pris" })).data?.updateMessageTemplate).toMatchObject({ code: "not_found" });
    expect((await clients.admin.graphql<{ deleteMessageTemplate: Outcome }>(DELETE, { id })).data?.deleteMessageTemplate).toMatchObject({ code: "not_found" });
    expect((await clients.stranger.graphql<{ node: unknown }>(`query($id: ID!) { node(id: $id) { id } }`, { id })).data?.node).toBeNull();
    expect((await clients.member.graphql<{ updateMessageTemplate: Outcome }>(UPDATE, { id, l: "Relu", c: "Texte relu" })).data?.updateMessageTemplate).toMatchObject({ __typename: "MessageTemplateSaved" });
    expect((await clients.member.graphql<{ deleteMessageTemplate: { deletedTemplateId: string } }>(DELETE, { id })).data?.deleteMessageTemplate).toEqual({ __typename: "MessageTemplateDeleted", deletedTemplateId: id });
    expect(await db.prisma.messageTemplate.count({ where: { label: "Relu" } })).toBe(0);
  });
});

describe("REST", () => {
  it("PUT /topics/{id} saves every part at once, and a refusal changes nothing", async () => {
    const refused = await clients.admin.rest("PUT", `/topics/${topicB}`, { description: "Nouvelle", away_message_active: true, away_since: "2026-11-10", away_until: "2026-11-09" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe("away_period_invalid");
    expect((await topicRow(topicB)).description).toBe("Super");

    const saved = await clients.member.rest("PUT", `/topics/${topicA}`, {
      description: "Chutes",
      instructions: "  Joindre l'ordonnance  ",
      accepted_specialty_codes: ["SM54"],
      away_message_active: true,
      away_since: "2026-11-23",
      away_until: "2026-11-24",
      away_blocking: false,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      id: topicA,
      description: "Chutes",
      instructions: "Joindre l'ordonnance",
      accepts_all_specialties: false,
      accepted_specialty_codes: ["SM54"],
      away_since: "2026-11-23T00:00:00.000Z",
      away_until: "2026-11-25T00:00:00.000Z",
      is_currently_away: true,
    });
    expect((await clients.member.rest("PUT", `/topics/${topicA}`, { instructions: null })).status).toBe(200);
    expect((await topicRow(topicA)).instructions).toBeNull();
    expect((await clients.other.rest("PUT", `/topics/${topicA}`, { description: "x" })).status).toBe(403);
    expect((await clients.unvalidated.rest("PUT", `/topics/${topicA}`, { description: "x" })).status).toBe(403);
    expect((await clients.admin.rest("PUT", `/topics/${topicA}`, { description: "x" }, { csrf: false })).status).toBe(403);
    expect((await clients.admin.rest("PUT", "/topics/999999", { description: "x" })).status).toBe(404);
    expect((await clients.admin.rest("PUT", `/topics/${topicA}`, { accepts_all_specialties: false, accepted_specialty_codes: [] })).status).toBe(422);
  });

  it("GET/POST/PUT/DELETE /message-templates", async () => {
    const created = await clients.member.rest("POST", "/message-templates", { topic_id: topicA, label: "Conduite à tenir", content: "Texte" });
    expect(created.status).toBe(201);
    const template = (await created.json()) as { id: number; topic_id: number };
    expect(template.topic_id).toBe(topicA);
    expect((await clients.other.rest("POST", "/message-templates", { topic_id: topicA, label: "x", content: "y" })).status).toBe(403);

    const page = await clients.member.rest("GET", `/message-templates?topic_id=${topicA}&limit=1`);
    expect(page.status).toBe(200);
    expect(JSON.parse(page.headers.get("X-Pagination") ?? "{}")).toEqual({ total_count: 3, offset: 0, limit: 1 });
    expect(((await page.json()) as { label: string }[]).map((t) => t.label)).toEqual(["Bilan de chute"]);

    expect((await clients.stranger.rest("PUT", `/message-templates/${template.id}`, { label: "x", content: "y" })).status).toBe(404);
    const updated = await clients.admin.rest("PUT", `/message-templates/${template.id}`, { label: "CAT", content: "Texte revu" });
    expect(await updated.json()).toMatchObject({ id: template.id, label: "CAT", content: "Texte revu" });
    expect((await clients.member.rest("DELETE", `/message-templates/${template.id}`)).status).toBe(200);
    expect((await clients.member.rest("DELETE", `/message-templates/${template.id}`)).status).toBe(404);
    expect((await clients.unvalidated.rest("GET", "/message-templates")).status).toBe(403);
  });
});

describe("SQL statements", () => {
  // The information tab's query: every topic with its settings, rights and templates.
  const INFO = `query($id: ID!) { node(id: $id) { ... on Group { description viewerCanEditDescription topics {
    id label description instructions acceptsAllSpecialties acceptedSpecialtyCodes viewerCanEdit awayMessageActive awayLastDay
    currentAway { kind lastDay message } messageTemplates { id label content } } } } }`;

  async function statementsFor(id: number): Promise<{ count: number; topics: number }> {
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    const result = await clients.admin.graphql<{ node: { topics: unknown[] } }>(INFO, { id: gid("Group", id) });
    stop();
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return { count: statements.filter((s) => !/^UPDATE "public"."sessions"/.test(s)).length, topics: result.data.node.topics.length };
  }

  it("does not cost a query per topic", async () => {
    const big = await db.prisma.group.create({ data: { name: "Grand réseau", mode: "RECIPIENT", country: "FR" } });
    const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: "admin@topics.test" }, select: { professionalId: true } });
    await db.prisma.membership.create({ data: { groupId: big.id, professionalId: admin.professionalId ?? 0, status: "ONGOING", canAdmin: true } });
    for (let i = 0; i < 8; i++) {
      const topic = await db.prisma.topic.create({ data: { groupId: big.id, label: `Thème ${i}`, awayMessageActive: true, awaySince: new Date("2026-11-01T00:00:00Z") } });
      await db.prisma.messageTemplate.create({ data: { topicId: topic.id, label: `Modèle ${i}`, content: "Texte" } });
    }
    const small = await statementsFor(groupId);
    const large = await statementsFor(big.id);
    expect([small.topics, large.topics]).toEqual([2, 8]);
    expect(large.count).toBe(small.count);
  });
});
