import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import { withNirKey } from "../../domain/rules/nir.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Patients over both transports (spec 2 §7 POST patients, PUT patients/{id}; GraphQL
// createPatient/updatePatient): the same rules and codes, and who may write or read whom.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const VALID_NIR = withNirKey("2840578006084");
const CORSICAN_NIR = "2 84 05 2A 321 025 52";

type Saved = { __typename: string; code?: string; field?: string | null; patient?: Record<string, unknown> & { databaseId: number } };
const fields = "databaseId firstName lastName birthName birthDate birthPlace gender nir regime caisse centre gestion phone email address";
const createMutation = `mutation Create($input: PatientInput!) { createPatient(input: $input) { __typename ... on DomainError { code field } ... on PatientSaved { patient { ${fields} } } } }`;
const updateMutation = `mutation Update($id: ID!, $input: PatientInput!) { updatePatient(id: $id, input: $input) { __typename ... on DomainError { code field } ... on PatientSaved { patient { ${fields} } } } }`;
const nodeQuery = `query Node($id: ID!) { node(id: $id) { ... on Patient { firstName nir } } }`;

const traits = { gender: "F", birthDate: "1984-05-12", firstName: "Louise", birthName: "Martin" };

async function create(client: TestClient, input: Record<string, unknown>): Promise<Saved> {
  const result = await client.graphql<{ createPatient: Saved }>(createMutation, { input });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createPatient;
}

async function update(client: TestClient, id: number, input: Record<string, unknown>): Promise<Saved> {
  const result = await client.graphql<{ updatePatient: Saved }>(updateMutation, { id: globalId("Patient", id), input });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.updatePatient;
}

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  app = createTestApp(db);
  [alice, bob, carol] = await Promise.all([loggedIn(fx.alice.email), loggedIn(fx.bob.email), loggedIn(fx.carol.email)]);
});
afterAll(async () => db?.drop());

describe(`patients over GraphQL (${process.env.TEST_DATABASE_URL ? "postgresql" : "pglite"})`, () => {
  it("creates a patient with normalised NIR and codes, readable by its author", async () => {
    const saved = await create(alice, { ...traits, lastName: "Durand", nir: CORSICAN_NIR, regime: "01", caisse: "999", centre: "9999", gestion: "10", birthPlace: "2a004" });
    expect(saved.__typename).toBe("PatientSaved");
    expect(saved.patient).toMatchObject({ firstName: "Louise", birthName: "Martin", lastName: "Durand", birthDate: "1984-05-12", gender: "F", nir: "284052A32102552", birthPlace: "2A004", regime: "01" });
  });

  it("refuses an invalid NIR with invalid_nir and writes nothing", async () => {
    const before = await db.prisma.patient.count();
    const saved = await create(alice, { ...traits, nir: "284057800608400" });
    expect(saved).toMatchObject({ __typename: "DomainError", code: "invalid_nir", field: "nir" });
    expect(await db.prisma.patient.count()).toBe(before);
  });

  it("names the first missing required trait, and refuses a birth date in the future", async () => {
    expect(await create(alice, { gender: "M", birthDate: "1950-01-01", firstName: "Jean" })).toMatchObject({ code: "validation_failed", field: "birthName" });
    expect(await create(alice, { ...traits, birthDate: "2999-01-01" })).toMatchObject({ code: "invalid_birth_date", field: "birthDate" });
    expect(await create(alice, { ...traits, birthDate: "1984-02-30" })).toMatchObject({ code: "invalid_birth_date" });
  });

  it("updates only the fields given, keeps the required traits, and refuses an invalid NIR without change", async () => {
    const id = (await create(alice, { ...traits, nir: VALID_NIR })).patient?.databaseId ?? 0;
    expect((await update(alice, id, { phone: "06 12 34 56 78" })).patient).toMatchObject({ firstName: "Louise", nir: VALID_NIR, phone: "06 12 34 56 78" });
    expect(await update(alice, id, { firstName: "" })).toMatchObject({ code: "validation_failed", field: "firstName" });
    expect(await update(alice, id, { nir: "1 85 05 78 006 084 92", firstName: "Autre" })).toMatchObject({ code: "invalid_nir" });
    const row = await db.prisma.patient.findUniqueOrThrow({ where: { id } });
    expect([row.firstName, row.nir]).toEqual(["Louise", VALID_NIR]);
  });

  it("hides another user's patient: no update, no read", async () => {
    const id = (await create(alice, traits)).patient?.databaseId ?? 0;
    expect(await update(carol, id, { firstName: "Pirate" })).toMatchObject({ code: "not_found" });
    const read = await carol.graphql<{ node: unknown }>(nodeQuery, { id: globalId("Patient", id) });
    expect(read.data?.node).toBeNull();
    expect((await db.prisma.patient.findUniqueOrThrow({ where: { id } })).firstName).toBe("Louise");
  });

  it("lets the recipient read the patient of a request but not change it", async () => {
    const request = await db.prisma.request.findUniqueOrThrow({ where: { id: fx.aliceRequestIds[0] }, select: { patientId: true } });
    const patientId = request.patientId ?? 0;
    await db.prisma.patient.update({ where: { id: patientId }, data: { nir: VALID_NIR } });
    const read = await bob.graphql<{ node: { firstName: string; nir: string | null } }>(nodeQuery, { id: globalId("Patient", patientId) });
    expect(read.data?.node).toEqual({ firstName: "Patient0", nir: VALID_NIR });
    expect(await update(bob, patientId, { firstName: "Autre" })).toMatchObject({ code: "not_found" });
  });

  it("shows a super user looking on the patient without its NIR", async () => {
    await db.prisma.user.create({
      data: { email: "super@fixtures.test", firstName: "Super", lastName: "User", country: "FR", passwordHash: await hashPassword(FIXTURE_PASSWORD), isSuper: true, validationStatus: "VALIDATED" },
    });
    const admin = await loggedIn("super@fixtures.test");
    const request = await db.prisma.request.findUniqueOrThrow({ where: { id: fx.aliceRequestIds[0] }, select: { patientId: true } });
    const read = await admin.graphql<{ node: { firstName: string; nir: string | null } }>(nodeQuery, { id: globalId("Patient", request.patientId ?? 0) });
    expect(read.data?.node).toEqual({ firstName: "Patient0", nir: null });
  });

  it("lets a co-sender of a draft change its patient, and the draft's search text follows", async () => {
    const patient = await db.prisma.patient.create({ data: { ...traits, birthDate: new Date("1984-05-12"), gender: "F", createdById: fx.carol.id } });
    const draft = await db.prisma.request.create({
      data: {
        authorId: fx.carol.id,
        patientId: patient.id,
        recipientType: "PROFESSIONAL",
        recipientProfessionalId: fx.bob.professionalId,
        participants: { create: [{ userId: fx.carol.id, professionalId: fx.carol.professionalId, side: "SENDER" }, { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" }] },
      },
    });
    expect((await update(alice, patient.id, { birthName: "Élodie-Nouveau" })).__typename).toBe("PatientSaved");
    const row = await db.prisma.request.findUniqueOrThrow({ where: { id: draft.id }, select: { searchText: true } });
    expect(row.searchText).toContain("elodie nouveau");
  });

  it("refuses visitors and unvalidated accounts", async () => {
    const visitor = new TestClient(app);
    const anonymous = await visitor.graphql(createMutation, { input: traits });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect((await visitor.rest("POST", "/patients", { first_name: "X" })).status).toBe(401);

    await db.prisma.user.create({
      data: { email: "pending@fixtures.test", firstName: "Pending", lastName: "User", country: "FR", passwordHash: await hashPassword(FIXTURE_PASSWORD), validationStatus: "PENDING" },
    });
    const pending = await loggedIn("pending@fixtures.test");
    const refused = await pending.graphql(createMutation, { input: traits });
    expect(refused.errors?.[0]?.extensions?.code).toBe("unvalidated");
    const rest = await pending.rest("POST", "/patients", { gender: "F", birth_date: "1984-05-12", first_name: "Louise", birth_name: "Martin" });
    expect(rest.status).toBe(403);
    expect(((await rest.json()) as { code: string }).code).toBe("unvalidated");
  });
});

describe("patients over REST", () => {
  const body = { gender: "M", birth_date: "2015-03-01", first_name: "Hugo", birth_name: "Petit", last_name: "Petit-Roux", nir: "1 85 05 78 006 084 91", regime: "01" };

  it("creates with the spec's snake_case names and answers 201", async () => {
    const response = await alice.rest("POST", "/patients", body);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ first_name: "Hugo", birth_name: "Petit", last_name: "Petit-Roux", birth_date: "2015-03-01", nir: "185057800608491", regime: "01", caisse: null });
  });

  it("answers invalid_nir (422, field nir) and changes nothing on PUT", async () => {
    const created = (await (await alice.rest("POST", "/patients", body)).json()) as { id: number };
    const response = await alice.rest("PUT", `/patients/${created.id}`, { nir: "185057800608492", first_name: "Autre" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "invalid_nir", field: "nir" });
    expect((await db.prisma.patient.findUniqueOrThrow({ where: { id: created.id } })).firstName).toBe("Hugo");
    const ok = await alice.rest("PUT", `/patients/${created.id}`, { address: "1 rue de la Paix, Paris", caisse: "751" });
    expect(await ok.json()).toMatchObject({ first_name: "Hugo", address: "1 rue de la Paix, Paris", caisse: "751" });
  });

  it("names a missing trait in snake_case and refuses malformed codes", async () => {
    const missing = await alice.rest("POST", "/patients", { ...body, birth_name: " " });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ code: "validation_failed", field: "birth_name" });
    const badCentre = await alice.rest("POST", "/patients", { ...body, centre: "12a4" });
    expect(await badCentre.json()).toMatchObject({ code: "validation_failed", field: "centre" });
    const badType = await alice.rest("POST", "/patients", { ...body, birth_order: "first" });
    expect(badType.status).toBe(422);
  });

  it("answers 404 for someone else's patient, as for a missing one", async () => {
    const created = (await (await alice.rest("POST", "/patients", body)).json()) as { id: number };
    expect((await carol.rest("PUT", `/patients/${created.id}`, { first_name: "Pirate" })).status).toBe(404);
    expect((await carol.rest("PUT", "/patients/999999", { first_name: "Pirate" })).status).toBe(404);
    expect((await carol.rest("PUT", "/patients/abc", { first_name: "Pirate" })).status).toBe(404);
  });
});
