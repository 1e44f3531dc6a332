import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

// Issue 9: a draft's recipient and sender context change through the same rules as a new
// request's (spec 1 §4, spec 2 §5 prerequisite steps), over GraphQL and REST; only
// tele-expertise topics receive requests (MEETING topics are for meetings).

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
const ids = { network: 0, rhythm: 0, formTopic: 0, meeting: 0, paediatrics: 0, senderGroup: 0, senderTopic: 0, otherGroup: 0 };

const FORM = { fields: [{ name: "symptoms", label: "Symptômes", type: "text" }, { name: "ecg", label: "ECG fait", type: "boolean" }] };

const CONTEXTS = `query($g: Int) { recipientContexts(groupId: $g) { recipientTopic { label } } }`;
const SEARCH = `query($q: String!) { recipientSearch(query: $q) { topics { label } } }`;
const CREATE = `mutation($input: CreateRequestInput!) { createRequest(input: $input) { __typename
  ... on RequestCreated { request { id databaseId version } } ... on DomainError { code field } } }`;
const UPDATE = `mutation($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename
  ... on DraftSaved { version } ... on DomainError { code field } } }`;

type Created = { createRequest: { __typename: string; code?: string; request?: { id: string; databaseId: number; version: number } } };
type Updated = { updateDraft: { __typename: string; code?: string; field?: string | null; version?: number } };

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const prisma = db.prisma;
  const network = await prisma.group.create({ data: { name: "Réseau Rythme Tours", mode: "RECIPIENT", country: "FR" } });
  ids.network = network.id;
  ids.rhythm = (await prisma.topic.create({ data: { groupId: network.id, label: "Rythmologie", position: 1 } })).id;
  ids.formTopic = (await prisma.topic.create({ data: { groupId: network.id, label: "Avis avec formulaire", position: 2, formSchema: FORM } })).id;
  ids.meeting = (await prisma.topic.create({ data: { groupId: network.id, label: "Réunion rythmologie", position: 3, type: "MEETING" } })).id;
  ids.paediatrics = (await prisma.topic.create({ data: { groupId: network.id, label: "Rythme pédiatrique", position: 4, acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM04"] } })).id;
  await prisma.membership.create({ data: { groupId: network.id, professionalId: fx.bob.professionalId, status: "ONGOING", canReply: true, allTopics: true } });

  const senderGroup = await prisma.group.create({ data: { name: "MSP du Sanitas", mode: "SENDER", country: "FR" } });
  ids.senderGroup = senderGroup.id;
  ids.senderTopic = (await prisma.topic.create({ data: { groupId: senderGroup.id, label: "Soins non programmés" } })).id;
  await prisma.membership.create({ data: { groupId: senderGroup.id, professionalId: fx.alice.professionalId, status: "ONGOING", canSendFromGroup: true, allTopics: true } });
  ids.otherGroup = (await prisma.group.create({ data: { name: "MSP voisine", mode: "SENDER", country: "FR" } })).id;

  const app = createTestApp(db);
  alice = new TestClient(app);
  bob = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

async function draftToBob(): Promise<{ id: string; databaseId: number; version: number }> {
  const result = await alice.graphql<Created>(CREATE, { input: { recipientType: "PROFESSIONAL", recipientProfessionalId: fx.bob.professionalId } });
  const request = result.data?.createRequest.request;
  if (!request) throw new Error(JSON.stringify(result));
  return request;
}

const update = async (input: Record<string, unknown>, client = alice) => (await client.graphql<Updated>(UPDATE, { input })).data?.updateDraft;
const rowOf = (id: number) =>
  db.prisma.request.findUniqueOrThrow({
    where: { id },
    select: { recipientType: true, recipientProfessionalId: true, recipientGroupId: true, recipientTopicId: true, senderType: true, senderGroupId: true, senderTopicId: true, description: true, formContent: true, version: true },
  });

describe("meeting topics receive requests too (issue 23: they are registered to a meeting)", () => {
  it("offers a group's MEETING topics among its contexts and in the search", async () => {
    const contexts = await alice.graphql<{ recipientContexts: { recipientTopic: { label: string } }[] }>(CONTEXTS, { g: ids.network });
    expect(contexts.data?.recipientContexts.map((c) => c.recipientTopic.label)).toEqual(["Rythmologie", "Avis avec formulaire", "Réunion rythmologie", "Rythme pédiatrique"]);
    const found = await alice.graphql<{ recipientSearch: { topics: { label: string }[] } }>(SEARCH, { q: "rythm" });
    expect(found.data?.recipientSearch.topics.map((t) => t.label).sort()).toEqual(["Rythme pédiatrique", "Rythmologie", "Réunion rythmologie"]);
  });

  it("creates a draft to a MEETING topic", async () => {
    const result = await alice.graphql<Created>(CREATE, { input: { recipientType: "GROUP", recipientTopicId: ids.meeting } });
    expect(result.data?.createRequest.__typename).toBe("RequestCreated");
  });
});

describe("a draft's recipient (GraphQL)", () => {
  it("changes to a group topic the viewer may draft to", async () => {
    const draft = await draftToBob();
    const answer = await update({ requestId: draft.id, version: draft.version, recipient: { recipientType: "GROUP", recipientTopicId: ids.rhythm } });
    expect(answer).toMatchObject({ __typename: "DraftSaved", version: draft.version + 1 });
    expect(await rowOf(draft.databaseId)).toMatchObject({ recipientType: "GROUP", recipientGroupId: ids.network, recipientTopicId: ids.rhythm, recipientProfessionalId: null });
    const back = await update({ requestId: draft.id, recipient: { recipientType: "PROFESSIONAL", recipientProfessionalId: fx.bob.professionalId } });
    expect(back?.__typename).toBe("DraftSaved");
    expect(await rowOf(draft.databaseId)).toMatchObject({ recipientType: "PROFESSIONAL", recipientProfessionalId: fx.bob.professionalId, recipientGroupId: null, recipientTopicId: null });
  });

  it.each([
    ["a topic that does not take the viewer's specialty", () => ({ recipientType: "GROUP", recipientTopicId: ids.paediatrics }), "recipient_unaccepted"],
    ["oneself", () => ({ recipientType: "PROFESSIONAL", recipientProfessionalId: fx.alice.professionalId }), "recipient_unaccepted"],
    ["a professional of another country", () => ({ recipientType: "PROFESSIONAL", recipientProfessionalId: fx.carol.professionalId }), "recipient_unaccepted"],
    ["a group recipient without a topic", () => ({ recipientType: "GROUP", recipientGroupId: ids.network }), "validation_failed"],
  ] as const)("refuses %s and changes nothing", async (_name, recipientOf, code) => {
    const draft = await draftToBob();
    const before = await rowOf(draft.databaseId);
    const answer = await update({ requestId: draft.id, version: draft.version, recipient: recipientOf(), description: "Palpitations" });
    expect(answer?.code).toBe(code);
    expect(await rowOf(draft.databaseId)).toEqual(before);
  });

  it("keeps the form's shared values under the new topic, and its text when the new recipient has no form", async () => {
    const draft = await draftToBob();
    await update({ requestId: draft.id, recipient: { recipientType: "GROUP", recipientTopicId: ids.formTopic } });
    await update({ requestId: draft.id, formValue: { symptoms: "Palpitations nocturnes", ecg: true } });
    expect((await rowOf(draft.databaseId)).formContent).toMatchObject({ value: { symptoms: "Palpitations nocturnes", ecg: true } });
    await update({ requestId: draft.id, recipient: { recipientType: "GROUP", recipientTopicId: ids.rhythm } });
    const row = await rowOf(draft.databaseId);
    expect(row.formContent).toBeNull();
    expect(row.description).toContain("Palpitations nocturnes");
  });

  it("is refused to someone who is not on the draft's sender side", async () => {
    const draft = await draftToBob();
    expect((await update({ requestId: draft.id, recipient: { recipientType: "GROUP", recipientTopicId: ids.rhythm } }, bob))?.code).toBe("not_found");
  });
});

describe("a draft without a recipient (transferred without its context)", () => {
  it("lists the recipient as missing until one is chosen", async () => {
    const row = await db.prisma.request.create({
      data: { status: "DRAFT", authorId: fx.alice.id, recipientType: "GROUP", participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER", requestState: "DRAFT" } } },
      select: { id: true },
    });
    const id = Buffer.from(`Request:${row.id}`).toString("base64");
    const missing = async () => (await alice.graphql<{ node: { publishMissing: string[] } }>(`query($id: ID!) { node(id: $id) { ... on Request { publishMissing } } }`, { id })).data?.node.publishMissing;
    expect(await missing()).toContain("recipient.none");
    expect((await update({ requestId: id, recipient: { recipientType: "GROUP", recipientTopicId: ids.rhythm } }))?.__typename).toBe("DraftSaved");
    expect(await missing()).not.toContain("recipient.none");
  });
});

describe("a draft's sender context (GraphQL)", () => {
  it("signs for a sender group where the viewer has can_send_from_group, then as oneself again", async () => {
    const draft = await draftToBob();
    expect((await update({ requestId: draft.id, sender: { senderGroupId: ids.senderGroup, senderTopicId: ids.senderTopic } }))?.__typename).toBe("DraftSaved");
    expect(await rowOf(draft.databaseId)).toMatchObject({ senderType: "GROUP", senderGroupId: ids.senderGroup, senderTopicId: ids.senderTopic });
    const read = await alice.graphql<{ node: { senderGroupId: number | null; senderTopicId: number | null } }>(`query($id: ID!) { node(id: $id) { ... on Request { senderGroupId senderTopicId } } }`, { id: draft.id });
    expect(read.data?.node).toEqual({ senderGroupId: ids.senderGroup, senderTopicId: ids.senderTopic });
    expect((await update({ requestId: draft.id, sender: {} }))?.__typename).toBe("DraftSaved");
    expect(await rowOf(draft.databaseId)).toMatchObject({ senderType: "PROFESSIONAL", senderGroupId: null, senderTopicId: null });
  });

  it("refuses a group that is not one of the viewer's sender contexts", async () => {
    const draft = await draftToBob();
    expect(await update({ requestId: draft.id, sender: { senderGroupId: ids.otherGroup } })).toMatchObject({ code: "sender_unavailable" });
    expect(await rowOf(draft.databaseId)).toMatchObject({ senderType: "PROFESSIONAL", senderGroupId: null });
  });
});

describe("PUT requests/{id} recipient and sender fields (REST)", () => {
  it("changes the recipient and the sender with the spec's names", async () => {
    const draft = await draftToBob();
    const response = await alice.rest("PUT", `/requests/${draft.databaseId}`, {
      recipient_type: "group",
      recipient_group_id: ids.network,
      recipient_topic_id: ids.rhythm,
      sender_type: "group",
      sender_group_id: ids.senderGroup,
      sender_topic_id: ids.senderTopic,
    });
    expect(response.status).toBe(200);
    expect(await rowOf(draft.databaseId)).toMatchObject({ recipientTopicId: ids.rhythm, senderGroupId: ids.senderGroup, senderTopicId: ids.senderTopic });
    expect((await alice.rest("PUT", `/requests/${draft.databaseId}`, { sender_type: "professional" })).status).toBe(200);
    expect(await rowOf(draft.databaseId)).toMatchObject({ senderType: "PROFESSIONAL", senderGroupId: null });
  });

  it("answers the domain's refusals with their status and changes nothing", async () => {
    const draft = await draftToBob();
    const before = await rowOf(draft.databaseId);
    const missing = await alice.rest("PUT", `/requests/${draft.databaseId}`, { recipient_type: "group", recipient_topic_id: 999_999 });
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([404, "not_found"]);
    const unaccepted = await alice.rest("PUT", `/requests/${draft.databaseId}`, { recipient_type: "group", recipient_topic_id: ids.paediatrics });
    expect([unaccepted.status, ((await unaccepted.json()) as { code: string }).code]).toEqual([403, "recipient_unaccepted"]);
    const noType = await alice.rest("PUT", `/requests/${draft.databaseId}`, { recipient_topic_id: ids.rhythm });
    expect(((await noType.json()) as { code: string; field: string }).field).toBe("recipient_type");
    const sender = await alice.rest("PUT", `/requests/${draft.databaseId}`, { sender_type: "group", sender_group_id: ids.otherGroup });
    expect([sender.status, ((await sender.json()) as { code: string }).code]).toEqual([403, "sender_unavailable"]);
    expect(await rowOf(draft.databaseId)).toEqual(before);
  });
});
