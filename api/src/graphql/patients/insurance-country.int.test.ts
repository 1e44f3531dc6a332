import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import { withKvnrCheck } from "../../domain/rules/kvnr.ts";
import { withNirKey } from "../../domain/rules/nir.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 21 item 3: a patient carries the insurance identity of its requester's country. Alice is
// French, Carol German, Dirk Belgian: each may give only the fields of their own country, each
// number is checked by its rule, in GraphQL and REST alike, and a refusal writes nothing.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let carol: TestClient;
let dirk: TestClient;

const VALID_NIR = withNirKey("2840578006084");
const VALID_NISS = "85.07.30-033.28";
const VALID_KVNR = "X110411675";
const traits = { gender: "F", birthDate: "1984-05-12", firstName: "Louise", birthName: "Martin" };
const fields = "databaseId country nir regime niss kvnr krankenkasse";
const createMutation = `mutation Create($input: PatientInput!) { createPatient(input: $input) { __typename ... on DomainError { code field } ... on PatientSaved { patient { ${fields} } } } }`;
type Saved = { __typename: string; code?: string; field?: string | null; patient?: Record<string, unknown> & { databaseId: number } };

async function create(client: TestClient, input: Record<string, unknown>): Promise<Saved> {
  const result = await client.graphql<{ createPatient: Saved }>(createMutation, { input });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createPatient;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  const professional = await db.prisma.professional.create({ data: { firstName: "Dirk", lastName: "Peeters", searchText: "dirk", country: "BE", rpps: "21693554001", rppsType: 0, specialtyCode: "SM54" } });
  await db.prisma.user.create({
    data: { email: "dirk@fixtures.test", firstName: "Dirk", lastName: "Peeters", country: "BE", locale: "nl-BE", validationStatus: "VALIDATED", passwordHash: await hashPassword(FIXTURE_PASSWORD), professionalId: professional.id },
  });
  app = createTestApp(db);
  [alice, carol, dirk] = await Promise.all([loggedInClient(app, fx.alice.email), loggedInClient(app, fx.carol.email), loggedInClient(app, "dirk@fixtures.test")]);
});
afterAll(async () => db?.drop());

describe(`insurance identity by country over GraphQL (${process.env.TEST_DATABASE_URL ? "postgresql" : "pglite"})`, () => {
  it("records each patient with its requester's country and the numbers in their stored form", async () => {
    expect((await create(alice, { ...traits, nir: VALID_NIR, regime: "01" })).patient).toMatchObject({ country: "FR", nir: VALID_NIR, niss: null });
    expect((await create(dirk, { ...traits, niss: VALID_NISS })).patient).toMatchObject({ country: "BE", niss: "85073003328", nir: null });
    expect((await create(carol, { ...traits, kvnr: "x 110 411 675", krankenkasse: " AOK  Bayern " })).patient).toMatchObject({ country: "DE", kvnr: VALID_KVNR, krankenkasse: "AOK Bayern" });
    expect((await create(carol, { ...traits, kvnr: withKvnrCheck("A12345678"), krankenkasse: "108 310 400" })).patient).toMatchObject({ krankenkasse: "108310400" });
  });

  it("refuses another country's insurance field, naming it, and writes nothing", async () => {
    const before = await db.prisma.patient.count();
    expect(await create(dirk, { ...traits, nir: VALID_NIR })).toMatchObject({ __typename: "DomainError", code: "insurance_field_of_other_country", field: "nir" });
    expect(await create(carol, { ...traits, regime: "01" })).toMatchObject({ code: "insurance_field_of_other_country", field: "regime" });
    expect(await create(carol, { ...traits, niss: VALID_NISS })).toMatchObject({ code: "insurance_field_of_other_country", field: "niss" });
    expect(await create(alice, { ...traits, kvnr: VALID_KVNR })).toMatchObject({ code: "insurance_field_of_other_country", field: "kvnr" });
    // An empty other-country field is no field: the form may send it cleared.
    expect((await create(dirk, { ...traits, nir: null, niss: VALID_NISS })).__typename).toBe("PatientSaved");
    expect(await db.prisma.patient.count()).toBe(before + 1);
  });

  it("refuses an invalid NISS, KVNR or Krankenkasse with its own code", async () => {
    expect(await create(dirk, { ...traits, niss: "85073003329" })).toMatchObject({ code: "invalid_niss", field: "niss" });
    expect(await create(carol, { ...traits, kvnr: "X110411674" })).toMatchObject({ code: "invalid_kvnr", field: "kvnr" });
    expect(await create(carol, { ...traits, krankenkasse: "10831040" })).toMatchObject({ code: "invalid_krankenkasse", field: "krankenkasse" });
  });

  it("keeps the patient's country on update: a Belgian patient stays without a NIR", async () => {
    const id = (await create(dirk, { ...traits, niss: VALID_NISS })).patient?.databaseId ?? 0;
    const result = await dirk.graphql<{ updatePatient: Saved }>(
      `mutation Update($id: ID!, $input: PatientInput!) { updatePatient(id: $id, input: $input) { __typename ... on DomainError { code field } } }`,
      { id: Buffer.from(`Patient:${id}`).toString("base64"), input: { nir: VALID_NIR } },
    );
    expect(result.data?.updatePatient).toMatchObject({ code: "insurance_field_of_other_country", field: "nir" });
    expect((await db.prisma.patient.findUniqueOrThrow({ where: { id } })).nir).toBeNull();
  });
});

describe("insurance identity by country over REST", () => {
  const body = { gender: "M", birth_date: "1990-01-02", first_name: "Jan", birth_name: "Janssens" };

  it("answers country, niss, kvnr and krankenkasse with the patient", async () => {
    const belgian = await dirk.rest("POST", "/patients", { ...body, niss: VALID_NISS });
    expect(belgian.status).toBe(201);
    expect(await belgian.json()).toMatchObject({ country: "BE", niss: "85073003328", nir: null, kvnr: null });
    const german = await carol.rest("POST", "/patients", { ...body, kvnr: VALID_KVNR, krankenkasse: "Techniker Krankenkasse" });
    expect(await german.json()).toMatchObject({ country: "DE", kvnr: VALID_KVNR, krankenkasse: "Techniker Krankenkasse" });
  });

  it("refuses a NIR for a Belgian or German patient and a bad number, 422 with the field", async () => {
    const nir = await carol.rest("POST", "/patients", { ...body, nir: VALID_NIR });
    expect(nir.status).toBe(422);
    expect(await nir.json()).toMatchObject({ code: "insurance_field_of_other_country", field: "nir" });
    const niss = await dirk.rest("POST", "/patients", { ...body, niss: "85073003329" });
    expect(niss.status).toBe(422);
    expect(await niss.json()).toMatchObject({ code: "invalid_niss", field: "niss" });
    const kvnr = await alice.rest("POST", "/patients", { ...body, kvnr: VALID_KVNR });
    expect(await kvnr.json()).toMatchObject({ code: "insurance_field_of_other_country", field: "kvnr" });
  });
});
