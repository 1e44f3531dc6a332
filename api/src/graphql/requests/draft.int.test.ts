import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;

/** A valid NIR: 13 digits and their key, 97 minus the number modulo 97. */
function nirFor(body13: string): string {
  return `${body13}${String(97n - (BigInt(body13) % 97n)).padStart(2, "0")}`;
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const app = createTestApp(db);
  alice = new TestClient(app);
  bob = new TestClient(app);
  carol = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
  await carol.login(fx.carol.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

async function draftToBob(extra: { description?: string } = {}): Promise<number> {
  const request = await db.prisma.request.create({
    data: {
      authorId: fx.alice.id,
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: fx.bob.professionalId,
      ...extra,
      participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } },
    },
  });
  return request.id;
}

async function completePatient(): Promise<number> {
  const patient = await db.prisma.patient.create({
    data: { createdById: fx.alice.id, firstName: "Jeanne", lastName: "Martin", birthName: "Durand", gender: "F", birthDate: new Date("1956-03-14"), nir: nirFor("2560375056123"), regime: "01" },
  });
  return patient.id;
}

const UPDATE = `mutation($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename ... on DraftSaved { version request { description publishMissing } } ... on DomainError { code field } } }`;
const PUBLISH = `mutation($input: RequestRefInput!) { publishRequest(input: $input) { __typename ... on RequestPublished { request { status consultStatus } } ... on DomainError { code field } } }`;
const DELETE = `mutation($input: RequestRefInput!) { deleteDraft(input: $input) { __typename ... on DomainError { code } } }`;

type UpdateResult = { updateDraft: { __typename: string; version?: number; code?: string; field?: string; request?: { description: string | null; publishMissing: string[] } } };
type PublishResult = { publishRequest: { __typename: string; code?: string; field?: string; request?: { status: string; consultStatus: string } } };

describe("draft autosave and its version check", () => {
  it("saves an edit and refuses a stale one without losing the newer text", async () => {
    const id = await draftToBob();
    const first = await alice.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), version: 0, description: "Souffle systolique découvert hier" } });
    expect(first.data?.updateDraft).toMatchObject({ __typename: "DraftSaved", version: 1, request: { description: "Souffle systolique découvert hier" } });

    // A second editor who loaded version 0 saves later: refused, the first text stays.
    const stale = await alice.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), version: 0, description: "Texte plus ancien" } });
    expect(stale.data?.updateDraft).toMatchObject({ __typename: "DomainError", code: "version_conflict" });
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ description: "Souffle systolique découvert hier", version: 1, lastEditedById: fx.alice.id });

    // Over REST, the same check with If-Match; 409 and nothing changes.
    const rest = await alice.fetch(`/api/v1/requests/${id}`, { method: "PUT", headers: { "content-type": "application/json", "if-match": '"0"' }, body: JSON.stringify({ description: "Encore plus ancien" }) });
    expect(rest.status).toBe(409);
    expect(((await rest.json()) as { code: string }).code).toBe("version_conflict");
    expect((await db.prisma.request.findUniqueOrThrow({ where: { id } })).description).toBe("Souffle systolique découvert hier");
  });

  it("lets only the sender side edit a draft", async () => {
    const id = await draftToBob();
    const byBob = await bob.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), description: "intrus" } });
    expect(byBob.data?.updateDraft).toMatchObject({ __typename: "DomainError", code: "not_found" });
    const byRest = await carol.rest("PUT", `/requests/${id}`, { description: "intrus" });
    expect(byRest.status).toBe(404);
    expect((await db.prisma.request.findUniqueOrThrow({ where: { id } })).description).toBeNull();
  });

  it("refuses a patient the viewer did not record", async () => {
    const id = await draftToBob();
    const foreign = await db.prisma.patient.create({ data: { createdById: fx.carol.id, firstName: "X", birthName: "Y" } });
    const result = await alice.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), patientId: globalId("Patient", foreign.id) } });
    expect(result.data?.updateDraft).toMatchObject({ __typename: "DomainError", code: "not_found", field: "patientId" });
    expect((await db.prisma.request.findUniqueOrThrow({ where: { id } })).patientId).toBeNull();
  });
});

describe("publishing", () => {
  it("lists every missing item and sends nothing until they are given", async () => {
    const id = await draftToBob();
    const empty = await alice.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), description: "" } });
    expect(empty.data?.updateDraft.request?.publishMissing).toEqual(["patient", "consent", "description"]);
    const refused = await alice.graphql<PublishResult>(PUBLISH, { input: { requestId: globalId("Request", id) } });
    expect(refused.data?.publishRequest).toMatchObject({ __typename: "DomainError", code: "publish_incomplete", field: "patient" });
    expect(await db.prisma.request.findUniqueOrThrow({ where: { id }, select: { status: true } })).toEqual({ status: "DRAFT" });
    expect(await db.prisma.consult.count({ where: { requestId: id } })).toBe(0);

    // A French request needs the patient's insurance data: an invalid NIR blocks it too.
    const patient = await db.prisma.patient.create({ data: { createdById: fx.alice.id, firstName: "Léa", birthName: "Roux", gender: "F", birthDate: new Date("1990-01-02"), nir: "290017505612399", regime: "01" } });
    const partial = await alice.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), patientId: globalId("Patient", patient.id), patientConsent: true, description: "Question" } });
    expect(partial.data?.updateDraft.request?.publishMissing).toEqual(["patient.nir"]);
  });

  it("opens the consult, makes the recipient a participant and marks it unread for them", async () => {
    const id = await draftToBob({ description: "Bilan préopératoire : souffle à l'auscultation" });
    const patientId = await completePatient();
    const saved = await alice.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), patientId: globalId("Patient", patientId), patientConsent: true } });
    expect(saved.data?.updateDraft.request?.publishMissing).toEqual([]);
    const consent = await db.prisma.request.findUniqueOrThrow({ where: { id }, select: { patientConsentById: true, patientConsentAt: true } });
    expect(consent.patientConsentById).toBe(fx.alice.id);
    expect(consent.patientConsentAt).toBeInstanceOf(Date);

    const published = await alice.graphql<PublishResult>(PUBLISH, { input: { requestId: globalId("Request", id), version: saved.data?.updateDraft.version } });
    expect(published.data?.publishRequest).toMatchObject({ __typename: "RequestPublished", request: { status: "PUBLISHED", consultStatus: "OPENED" } });
    const participants = await db.prisma.participant.findMany({ where: { requestId: id }, orderBy: { side: "asc" } });
    expect(participants.map((p) => ({ userId: p.userId, side: p.side, unread: p.unread, state: p.requestState }))).toEqual([
      { userId: fx.alice.id, side: "SENDER", unread: false, state: "OPENED" },
      { userId: fx.bob.id, side: "RECIPIENT", unread: true, state: "OPENED" },
    ]);
    // A sent request is no longer a draft: no more edits, no deletion, no second send.
    const edit = await alice.graphql<UpdateResult>(UPDATE, { input: { requestId: globalId("Request", id), description: "trop tard" } });
    expect(edit.data?.updateDraft).toMatchObject({ code: "request_not_editable" });
    const again = await alice.graphql<PublishResult>(PUBLISH, { input: { requestId: globalId("Request", id) } });
    expect(again.data?.publishRequest).toMatchObject({ code: "request_not_editable" });
  });

  it("sends over REST with status published", async () => {
    const id = await draftToBob({ description: "Lésion pigmentée du dos" });
    const patientId = await completePatient();
    const response = await alice.rest("PUT", `/requests/${id}`, { patient_id: patientId, patient_consent: true, status: "published" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: "published" });
    expect((await db.prisma.request.findUniqueOrThrow({ where: { id } })).status).toBe("PUBLISHED");
    const billing = await alice.rest("PUT", `/requests/${id}`, { billing_number: "123456789" });
    // Once sent, the request's billing number is no longer the requester's to change.
    expect(billing.status).toBe(409);
    expect(await billing.json()).toMatchObject({ code: "request_not_editable" });
  });

  it("records the draft's eligibility and the requester's own billing number, and refuses another's (REST)", async () => {
    const own = await db.prisma.billingInfo.create({ data: { userId: fx.alice.id, label: "Cabinet", number: "123456782" }, select: { number: true } });
    const others = await db.prisma.billingInfo.create({ data: { userId: fx.bob.id, label: "Hôpital", number: "987654324" }, select: { number: true } });
    const id = await draftToBob({ description: "Ulcère de jambe qui ne cicatrise pas" });
    const refused = await alice.rest("PUT", `/requests/${id}`, { billing_number: others.number });
    expect(refused.status).toBe(404);
    expect((await db.prisma.request.findUniqueOrThrow({ where: { id } })).billingNumber).not.toBe(others.number);
    const saved = await alice.rest("PUT", `/requests/${id}`, { billing_number: own.number, eligibility: "noneligible" });
    expect(saved.status).toBe(200);
    const detail = (await (await alice.rest("GET", `/requests/${id}`)).json()) as { billing_number: string | null; eligibility: string | null };
    expect(detail.billing_number).toBe(own.number);
    expect(detail.eligibility).toBe("noneligible");
  });

  it("asks for the requester's phone, e-mail and hospital stay when the recipient group collects them", async () => {
    const group = await db.prisma.group.create({
      data: { name: "Cardiologie CHU", mode: "RECIPIENT", country: "FR", requiresRequesterPhone: true, requiresRequesterEmail: true, collectIep: true, topics: { create: { label: "Avis rythmologique" } } },
      include: { topics: true },
    });
    const topic = group.topics[0];
    if (!topic) throw new Error("no topic");
    await db.prisma.membership.create({ data: { groupId: group.id, professionalId: fx.bob.professionalId, status: "ONGOING", canReply: true, allTopics: true } });
    const request = await db.prisma.request.create({
      data: {
        authorId: fx.alice.id,
        recipientType: "GROUP",
        recipientGroupId: group.id,
        recipientTopicId: topic.id,
        description: "Palpitations récidivantes",
        patientId: await completePatient(),
        patientConsentAt: new Date(),
        patientConsentById: fx.alice.id,
        participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } },
      },
    });
    const ref = { input: { requestId: globalId("Request", request.id) } };
    expect((await alice.graphql<PublishResult>(PUBLISH, ref)).data?.publishRequest).toMatchObject({ code: "contact_phone_missing" });
    const CONTACT = `mutation($input: RequesterContactInput!) { setRequesterContact(input: $input) { __typename ... on DomainError { code } } }`;
    expect((await alice.graphql(CONTACT, { input: { requestId: globalId("Request", request.id), phone: "12" } })).data).toMatchObject({ setRequesterContact: { code: "invalid_phone" } });
    await alice.graphql(CONTACT, { input: { requestId: globalId("Request", request.id), phone: "06 12 34 56 78" } });
    expect((await alice.graphql<PublishResult>(PUBLISH, ref)).data?.publishRequest).toMatchObject({ code: "contact_email_missing" });
    await alice.graphql(CONTACT, { input: { requestId: globalId("Request", request.id), email: "alice.pro@cabinet.test" } });
    expect((await alice.graphql<PublishResult>(PUBLISH, ref)).data?.publishRequest).toMatchObject({ code: "hospitalization_missing" });
    await alice.graphql(UPDATE, { input: { requestId: globalId("Request", request.id), iep: " 2026-000123 " } });
    expect((await alice.graphql<PublishResult>(PUBLISH, ref)).data?.publishRequest).toMatchObject({ __typename: "RequestPublished" });
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id: request.id }, include: { participants: true } });
    expect(row.iep).toBe("2026-000123");
    expect(row.authorPhone).toBe("0612345678");
    // The topic's experts are the recipient side.
    expect(row.participants.filter((p) => p.side === "RECIPIENT").map((p) => p.userId)).toEqual([fx.bob.id]);
  });
});

describe("deleting a draft", () => {
  it("deletes a draft without recipients, never a sent request nor one a recipient joined", async () => {
    const id = await draftToBob();
    expect((await alice.graphql(DELETE, { input: { requestId: globalId("Request", id) } })).data).toMatchObject({ deleteDraft: { __typename: "DraftDeleted" } });
    expect(await db.prisma.request.count({ where: { id } })).toBe(0);

    const joined = await draftToBob();
    await db.prisma.participant.create({ data: { requestId: joined, userId: fx.bob.id, side: "RECIPIENT" } });
    const refused = await alice.rest("DELETE", `/requests/${joined}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "delete_forbidden" });

    const sent = fx.aliceRequestIds[0] ?? 0;
    expect((await alice.graphql(DELETE, { input: { requestId: globalId("Request", sent) } })).data).toMatchObject({ deleteDraft: { code: "request_not_editable" } });
    expect((await bob.rest("DELETE", `/requests/${joined}`)).status).toBe(404);
    expect(await db.prisma.request.count({ where: { id: { in: [joined, sent] } } })).toBe(2);
  });
});
