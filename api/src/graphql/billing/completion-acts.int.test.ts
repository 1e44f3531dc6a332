import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 21: completion offers and accepts only what the act table gives the expert today, with the
// billing number when the act needs one; each side sees its act; billability and the billable
// filter follow the table (a German TE2 never bills, a Belgian consult has no act).

let db: TestDatabase;
let app: App;
let fx: Fixtures;
const experts: Record<string, { id: number; professionalId: number; client: TestClient }> = {};

async function createExpert(key: string, country: "FR" | "DE" | "BE", specialtyCode = "SM54") {
  const professional = await db.prisma.professional.create({ data: { firstName: key, lastName: `${key}-last`, searchText: key, country, rpps: `3000${key}`, rppsType: 8, specialtyCode } });
  const user = await db.prisma.user.create({
    data: { email: `${key}@acts.test`, firstName: key, lastName: `${key}-last`, country, validationStatus: "VALIDATED", passwordHash: await hashPassword(FIXTURE_PASSWORD), professionalId: professional.id },
  });
  experts[key] = { id: user.id, professionalId: professional.id, client: await loggedInClient(app, `${key}@acts.test`) };
}

/** A published request from the author to the expert, both taking part. */
async function requestTo(expertKey: string, author: { id: number; professionalId: number } = fx.alice): Promise<{ requestId: number; consultId: number }> {
  const expert = experts[expertKey];
  if (!expert) throw new Error(expertKey);
  const patient = await db.prisma.patient.create({ data: { firstName: "Jeanne", lastName: "Martin", birthName: "Martin", createdById: author.id } });
  const request = await db.prisma.request.create({
    data: {
      patientId: patient.id,
      status: "PUBLISHED",
      authorId: author.id,
      description: "Avis",
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: expert.professionalId,
      publishedAt: new Date(),
      consult: { create: { status: "OPENED" } },
      participants: {
        create: [
          { userId: author.id, professionalId: author.professionalId, side: "SENDER", requestState: "OPENED" },
          { userId: expert.id, professionalId: expert.professionalId, side: "RECIPIENT", requestState: "OPENED" },
        ],
      },
    },
    select: { id: true, consult: { select: { id: true } } },
  });
  return { requestId: request.id, consultId: request.consult?.id ?? 0 };
}

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

function client(key: string): TestClient {
  const expert = experts[key];
  if (!expert) throw new Error(key);
  return expert.client;
}

type Offer = { actCode: string; code: string; amountCents: number; needsBillingNumber: boolean; supplementCode: string | null; maxSupplements: number };

async function offersTo(key: string, requestId: number): Promise<Offer[]> {
  const answer = await client(key).graphql<{ node: { completionActs: Offer[] } }>(
    `query($id: ID!) { node(id: $id) { ... on Request { completionActs { actCode code amountCents needsBillingNumber supplementCode maxSupplements } } } }`,
    { id: gid("Request", requestId) },
  );
  return answer.data?.node.completionActs ?? [];
}

async function complete(key: string, input: Record<string, unknown>): Promise<{ __typename: string; code?: string; field?: string | null }> {
  const answer = await client(key).graphql<{ completeConsult: { __typename: string; code?: string; field?: string | null } }>(
    `mutation($input: CompleteConsultInput!) { completeConsult(input: $input) { __typename ... on DomainError { code field } } }`,
    { input },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.completeConsult;
}

const consultOf = (requestId: number) => db.prisma.consult.findUniqueOrThrow({ where: { requestId } });
const billableOf = async (requestId: number) =>
  Object.fromEntries((await db.prisma.participant.findMany({ where: { requestId }, select: { side: true, billable: true } })).map((p) => [p.side, p.billable]));

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db);
  await db.prisma.specialty.create({ data: { code: "G15_60", label: "Infirmier", shortLabel: "IDE", professionCode: 60, professionLabel: "Infirmier" } });
  await db.prisma.specialty.create({ data: { code: "G15_21", label: "Pharmacien", shortLabel: "Pharmacien", professionCode: 21, professionLabel: "Pharmacien" } });
  await createExpert("fred", "FR");
  await createExpert("gerd", "DE");
  await createExpert("bea", "BE");
  await createExpert("nina", "FR", "G15_60");
  await createExpert("phil", "FR", "G15_21");
  const fred = experts["fred"];
  if (!fred) throw new Error("fred");
  await db.prisma.billingInfo.create({ data: { userId: fred.id, label: "Cabinet", number: "751234567", isDefault: true } });
  await db.prisma.billingInfo.create({ data: { userId: fred.id, label: "Hôpital", number: "759876543", isDefault: false } });
});
afterAll(async () => db?.drop());

describe("completion with the act of the table (issue 21)", () => {
  it("offers a French doctor TE2 at 23 € with a billing number, and stores act, amount and number", async () => {
    const { requestId } = await requestTo("fred");
    expect(await offersTo("fred", requestId)).toEqual([{ actCode: "TE2", code: "TE2", amountCents: 2300, needsBillingNumber: true, supplementCode: null, maxSupplements: 0 }]);
    // Without a number: refused with its code, nothing changes.
    expect(await complete("fred", { requestId: gid("Request", requestId), actCode: "TE2" })).toMatchObject({ code: "billing_number_required", field: "billingNumber" });
    // Another's number, and TE1 (abolished on 1 April 2022): refused.
    expect(await complete("fred", { requestId: gid("Request", requestId), actCode: "TE2", billingNumber: "123456789" })).toMatchObject({ code: "billing_number_invalid" });
    expect(await complete("fred", { requestId: gid("Request", requestId), actCode: "TE1", billingNumber: "751234567" })).toMatchObject({ code: "act_not_applicable", field: "actCode" });
    expect(await consultOf(requestId)).toMatchObject({ status: "OPENED", actCode: null, actAmountCents: null });
    expect(await complete("fred", { requestId: gid("Request", requestId), actCode: "TE2", billingNumber: "759876543" })).toMatchObject({ __typename: "ConsultChanged" });
    expect(await consultOf(requestId)).toMatchObject({ status: "COMPLETED", actCode: "TE2", actAmountCents: 2300, billingNumber: "759876543", billingProfessionalId: experts["fred"]?.professionalId });
    expect(await billableOf(requestId)).toEqual({ SENDER: true, RECIPIENT: true });

    // The requester reads how the case was closed and their own act (RQD 10 €), over GraphQL and REST.
    const alice = await loggedInClient(app, fx.alice.email);
    const seen = await alice.graphql<{ node: { consult: Record<string, unknown> } }>(
      `query($id: ID!) { node(id: $id) { ... on Request { consult { actCode actAmountCents billingNumber completedBy { firstName } expertAct { code amountCents billable } requesterAct { code amountCents billable yearlyCapPerPatient } } } } }`,
      { id: gid("Request", requestId) },
    );
    expect(seen.data?.node.consult).toEqual({
      actCode: "TE2",
      actAmountCents: 2300,
      billingNumber: "759876543",
      completedBy: { firstName: "fred" },
      expertAct: { code: "TE2", amountCents: 2300, billable: true },
      requesterAct: { code: "RQD", amountCents: 1000, billable: true, yearlyCapPerPatient: 4 },
    });
  });

  it("completes over REST, refusing without a billing number with the translated message", async () => {
    const { consultId } = await requestTo("fred");
    const refused = await client("fred").rest("PUT", `/consults/${consultId}`, { status: "completed", act_code: "TE2" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "billing_number_required", message: "Choisissez le numéro de facturation avec lequel facturer cet acte." });
    const done = await client("fred").rest("PUT", `/consults/${consultId}`, { status: "completed", act_code: "TE2", billing_number: "751234567" });
    expect(await done.json()).toMatchObject({ status: "completed", act_code: "TE2", act_amount: 23, act_supplements: 0, billing_number: "751234567", billable: true, requester_act: { code: "RQD", amount: 10, billable: true, yearly_cap_per_patient: 4 } });
  });

  it("offers a German consultant 01671 with up to three 01672, refuses TE2, and bills 01671 + 2 × 01672", async () => {
    const { requestId, consultId } = await requestTo("gerd", fx.carol);
    expect(await offersTo("gerd", requestId)).toEqual([{ actCode: "EBM_01671", code: "01671", amountCents: 1631, needsBillingNumber: false, supplementCode: "01672", maxSupplements: 3 }]);
    expect(await complete("gerd", { requestId: gid("Request", requestId), actCode: "TE2" })).toMatchObject({ code: "act_not_applicable" });
    expect(await complete("gerd", { requestId: gid("Request", requestId), actCode: "EBM_01671", supplements: 4 })).toMatchObject({ code: "validation_failed" });
    const done = await client("gerd").rest("PUT", `/consults/${consultId}`, { status: "completed", act_code: "01671", act_supplements: 2 });
    expect(await done.json()).toMatchObject({ act_code: "01671", act_supplements: 2, act_amount: 32.87, billing_number: null, billable: true, requester_act: { code: "01670", amount: 14.01 } });
    expect(await billableOf(requestId)).toEqual({ SENDER: true, RECIPIENT: true });
  });

  it("never bills a German TE2 recorded before the table, and offers a Belgian expert no act", async () => {
    const legacy = await requestTo("gerd", fx.carol);
    await db.prisma.consult.update({ where: { requestId: legacy.requestId }, data: { status: "COMPLETED", actCode: "TE2", completedAt: new Date(), completedById: experts["gerd"]?.id } });
    const belgian = await requestTo("bea");
    expect(await offersTo("bea", belgian.requestId)).toEqual([]);
    expect(await complete("bea", { requestId: gid("Request", belgian.requestId), actCode: "TE2", billingNumber: "751234567" })).toMatchObject({ code: "act_not_applicable" });
    expect(await complete("bea", { requestId: gid("Request", belgian.requestId), actCode: "NONE" })).toMatchObject({ __typename: "ConsultChanged" });
    expect(await billableOf(belgian.requestId)).toEqual({ SENDER: false, RECIPIENT: false });
    // Touching the legacy request (a message, a tag) recomputes its copies: nothing bills.
    const { syncParticipants } = await import("../../domain/requests/participant-state.ts");
    await syncParticipants(db.prisma, legacy.requestId);
    expect(await billableOf(legacy.requestId)).toEqual({ SENDER: false, RECIPIENT: false });
  });

  it("bills a nurse's RQD as requester, not a pharmacist's; non-eligible bills nothing", async () => {
    const nina = experts["nina"];
    const phil = experts["phil"];
    if (!nina || !phil) throw new Error("requesters");
    const byNurse = await requestTo("fred", nina);
    await complete("fred", { requestId: gid("Request", byNurse.requestId), actCode: "TE2", billingNumber: "751234567" });
    expect(await billableOf(byNurse.requestId)).toEqual({ SENDER: true, RECIPIENT: true });
    const byPharmacist = await requestTo("fred", phil);
    await complete("fred", { requestId: gid("Request", byPharmacist.requestId), actCode: "TE2", billingNumber: "751234567" });
    expect(await billableOf(byPharmacist.requestId)).toEqual({ SENDER: false, RECIPIENT: true });
    const noneligible = await requestTo("fred");
    await db.prisma.request.update({ where: { id: noneligible.requestId }, data: { eligibility: "NONELIGIBLE" } });
    await complete("fred", { requestId: gid("Request", noneligible.requestId), actCode: "TE2", billingNumber: "751234567" });
    expect(await billableOf(noneligible.requestId)).toEqual({ SENDER: false, RECIPIENT: false });
    // The billable filter: a nurse and a German doctor have it, a pharmacist and a Belgian doctor not.
    const canFilter = async (key: string) => (await client(key).graphql<{ viewer: { canFilterBillable: boolean } }>(`{ viewer { canFilterBillable } }`)).data?.viewer.canFilterBillable;
    expect([await canFilter("nina"), await canFilter("gerd"), await canFilter("phil"), await canFilter("bea")]).toEqual([true, true, false, false]);
    const billable = await client("nina").graphql<{ requests: { edges: { node: { databaseId: number } }[] } }>(`{ requests(feed: FROM_ME, filter: BILLABLE, first: 10) { edges { node { databaseId } } } }`);
    expect(billable.data?.requests.edges.map((edge) => edge.node.databaseId)).toEqual([byNurse.requestId]);
  });
});
