import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Eligibility } from "../../db/generated/prisma/enums.ts";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 21 item 4: RULES.md §8 "max 4/yr per patient per doctor". The completion dialog reads how
// many TE2 the expert already billed for this patient this calendar year (the same patient known
// by their NIR across requesters' rows); the fifth is refused with yearly_cap_reached, and the
// expert still completes with no act.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let expert: { id: number; professionalId: number; client: TestClient };
const NIR = "185057800608436";

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

type Author = { id: number; professionalId: number };
type Closed = { at: Date; actCode: "TE2" | "NONE"; eligibility?: Eligibility };

/** A request to the expert for a patient row of its author's (with the NIR, or none), opened or already completed. */
async function requestFor(author: Author, nir: string | null, closed?: Closed): Promise<number> {
  const patient = await db.prisma.patient.create({ data: { firstName: "Lucien", lastName: "Garnier", birthName: "Garnier", nir, createdById: author.id } });
  const consult = closed
    ? { status: "COMPLETED" as const, actCode: closed.actCode, actAmountCents: closed.actCode === "NONE" ? null : 2300, completedAt: closed.at, completedById: expert.id }
    : { status: "OPENED" as const };
  const request = await db.prisma.request.create({
    data: {
      patientId: patient.id,
      status: "PUBLISHED",
      authorId: author.id,
      description: "Avis dermatologique sur une lésion pigmentée",
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: expert.professionalId,
      eligibility: closed?.eligibility ?? null,
      publishedAt: new Date(),
      consult: { create: consult },
      participants: {
        create: [
          { userId: author.id, professionalId: author.professionalId, side: "SENDER", requestState: "OPENED" },
          { userId: expert.id, professionalId: expert.professionalId, side: "RECIPIENT", requestState: "OPENED" },
        ],
      },
    },
    select: { id: true },
  });
  return request.id;
}

type Cap = { count: number; cap: number; year: number; reached: boolean } | null;

async function capOffered(requestId: number): Promise<Cap> {
  const answer = await expert.client.graphql<{ node: { completionActs: { code: string; yearlyCap: Cap }[] } }>(
    `query($id: ID!) { node(id: $id) { ... on Request { completionActs { code yearlyCap { count cap year reached } } } } }`,
    { id: gid("Request", requestId) },
  );
  const te2 = answer.data?.node.completionActs.find((act) => act.code === "TE2");
  if (!te2) throw new Error(JSON.stringify(answer));
  return te2.yearlyCap;
}

async function complete(requestId: number, actCode: string): Promise<{ __typename: string; code?: string; field?: string | null }> {
  const answer = await expert.client.graphql<{ completeConsult: { __typename: string; code?: string; field?: string | null } }>(
    `mutation($input: CompleteConsultInput!) { completeConsult(input: $input) { __typename ... on DomainError { code field } } }`,
    { input: { requestId: gid("Request", requestId), actCode, billingNumber: actCode === "NONE" ? null : "751234567" } },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.completeConsult;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db);
  const professional = await db.prisma.professional.create({ data: { firstName: "Hélène", lastName: "Carpentier", searchText: "carpentier", country: "FR", rpps: "30001234567", rppsType: 8, specialtyCode: "SM54" } });
  const user = await db.prisma.user.create({
    data: { email: "carpentier@cap.test", firstName: "Hélène", lastName: "Carpentier", country: "FR", validationStatus: "VALIDATED", passwordHash: await hashPassword(FIXTURE_PASSWORD), professionalId: professional.id },
  });
  await db.prisma.billingInfo.create({ data: { userId: user.id, label: "Cabinet", number: "751234567", isDefault: true } });
  expert = { id: user.id, professionalId: professional.id, client: await loggedInClient(app, "carpentier@cap.test") };
});
afterAll(async () => db?.drop());

describe("the yearly per-patient cap (RULES.md §8: 4 TE2 a year per patient per doctor)", () => {
  it("counts this year's billed acts for the same patient across requesters, warns, refuses the fifth, and still completes without an act", async () => {
    const now = new Date();
    const year = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric" }).format(now));
    // 23:30 on 31 December in Paris last year: the previous calendar year, not counted.
    const lastYear = new Date(Date.UTC(year - 1, 11, 31, 22, 30));
    // Counted: two TE2 from alice's rows and one from bob's row of the same patient (same NIR).
    await requestFor(fx.alice, NIR, { at: now, actCode: "TE2" });
    await requestFor(fx.alice, NIR, { at: now, actCode: "TE2" });
    await requestFor(fx.bob, NIR, { at: now, actCode: "TE2" });
    // Not counted: last year's, one closed without an act, one for a non-eligible request.
    await requestFor(fx.alice, NIR, { at: lastYear, actCode: "TE2" });
    await requestFor(fx.alice, NIR, { at: now, actCode: "NONE" });
    await requestFor(fx.alice, NIR, { at: now, actCode: "TE2", eligibility: "NONELIGIBLE" });

    const fourth = await requestFor(fx.alice, NIR);
    expect(await capOffered(fourth)).toEqual({ count: 3, cap: 4, year, reached: false });
    expect(await complete(fourth, "TE2")).toMatchObject({ __typename: "ConsultChanged" });

    const fifth = await requestFor(fx.bob, NIR);
    expect(await capOffered(fifth)).toEqual({ count: 4, cap: 4, year, reached: true });
    expect(await complete(fifth, "TE2")).toMatchObject({ code: "yearly_cap_reached", field: "actCode" });
    expect(await db.prisma.consult.findUniqueOrThrow({ where: { requestId: fifth } })).toMatchObject({ status: "OPENED", actCode: null });
    expect(await complete(fifth, "NONE")).toMatchObject({ __typename: "ConsultChanged" });

    // Another patient (no NIR, own row) starts from zero.
    const other = await requestFor(fx.alice, null);
    expect(await capOffered(other)).toEqual({ count: 0, cap: 4, year, reached: false });
  });

  it("refuses over REST with the translated message", async () => {
    const sixth = await requestFor(fx.alice, NIR);
    const consult = await db.prisma.consult.findUniqueOrThrow({ where: { requestId: sixth }, select: { id: true } });
    const refused = await expert.client.rest("PUT", `/consults/${consult.id}`, { status: "completed", act_code: "TE2", billing_number: "751234567" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "yearly_cap_reached", message: expect.stringContaining("plafond annuel") });
  });

  it("tells the request's author, while drafting, their own requester acts (RQD) for the patient this year, and nobody else", async () => {
    const year = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric" }).format(new Date()));
    const next = await requestFor(fx.alice, NIR);
    const capOf = async (client: TestClient) =>
      (await client.graphql<{ node: { requesterYearlyCap: Cap } }>(`query($id: ID!) { node(id: $id) { ... on Request { requesterYearlyCap { count cap year reached } } } }`, { id: gid("Request", next) })).data
        ?.node.requesterYearlyCap;
    // Alice's own billed TE2 for this patient this year: the two of the start and the fourth (bob's, the NONE, the
    // non-eligible and last year's do not count).
    const alice = await loggedInClient(app, fx.alice.email);
    // Sent: the warning was the draft's; the expert never reads it.
    expect(await capOf(alice)).toBeNull();
    expect(await capOf(expert.client)).toBeNull();
    await db.prisma.request.update({ where: { id: next }, data: { status: "DRAFT", publishedAt: null } });
    expect(await capOf(alice)).toEqual({ count: 3, cap: 4, year, reached: false });
  });
});
