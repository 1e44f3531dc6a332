import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import { createTestApp } from "../testing/test-app.ts";
import type { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

// Issue 17 "Inputs": text and dates a caller sends, through both transports. NUL and lone
// surrogates are refused with validation_failed on the field (PostgreSQL cannot store NUL: it
// was a 500); the other invisible controls a paste brings are dropped; impossible dates are
// validation_failed, never internal_error.

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  alice = await loggedInClient(createTestApp(db), fx.alice.email);
});
afterAll(async () => db?.drop());

const patient = { gender: "F", birth_date: "1980-05-17", first_name: "Jeanne", birth_name: "Dupont" };
const patientInput = { gender: "F", birthDate: "1980-05-17", firstName: "Jeanne", birthName: "Dupont" };
const CREATE_PATIENT = `mutation($input: PatientInput!) { createPatient(input: $input) { __typename ... on PatientSaved { patient { firstName birthName address } } } }`;

type GraphQLErrorBody = { extensions?: { code?: string; field?: string } };
const firstError = (result: { errors?: readonly unknown[] }) => (result.errors?.[0] as GraphQLErrorBody | undefined)?.extensions;

describe("NUL and lone surrogates are refused on the field, and nothing is stored", () => {
  it.each([
    ["a NUL in a birth name", { birth_name: "Dupont\u0000" }, "birth_name"],
    ["a NUL alone in an address", { address: "\u0000" }, "address"],
    ["a lone high surrogate in a first name", { first_name: "Jeanne\ud800" }, "first_name"],
    ["a lone low surrogate in a key", { "x\udc00": "x" }, undefined],
  ])("REST: %s", async (_label, change, field) => {
    const before = await db.prisma.patient.count();
    const response = await alice.rest("POST", "/patients", { ...patient, ...change });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: "validation_failed", ...(field ? { field } : {}), message: "Certaines valeurs saisies ne sont pas valides." });
    expect(await db.prisma.patient.count()).toBe(before);
  });

  it("GraphQL: in a variable, in a literal of the document, in a query's argument", async () => {
    const before = await db.prisma.patient.count();
    const variable = await alice.graphql(CREATE_PATIENT, { input: { ...patientInput, birthName: "Dupont\u0000" } });
    expect(firstError(variable)).toMatchObject({ code: "validation_failed", field: "birthName" });
    const literal = await alice.graphql(`mutation { createPatient(input: {gender: F, birthDate: "1980-05-17", firstName: "Jeanne", birthName: "Du\\u0000pont"}) { __typename } }`);
    expect(firstError(literal)).toMatchObject({ code: "validation_failed", field: "birthName" });
    expect(await db.prisma.patient.count()).toBe(before);
    // The directory's specialty filter was a 500 with a NUL.
    const query = await alice.graphql(`query($s: String) { directoryGroups(specialty: $s) { __typename } }`, { s: "SM54\u0000" });
    expect(firstError(query)).toMatchObject({ code: "validation_failed", field: "s" });
    const rest = await alice.rest("GET", "/directory/groups?specialty=SM54%00");
    expect([rest.status, await rest.json()]).toEqual([422, expect.objectContaining({ code: "validation_failed", field: "specialty" })]);
  });
});

describe("invisible controls from a paste are dropped, line breaks and tabs kept", () => {
  it("stores the text without them, over REST and GraphQL", async () => {
    const response = await alice.rest("POST", "/patients", { ...patient, first_name: "Jean\u000bPaul\u0085", address: "1 rue des Lilas\u001b[0m\nBât. B\tporte 2" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ first_name: "JeanPaul", address: "1 rue des Lilas[0m\nBât. B\tporte 2" });
    const graphql = await alice.graphql<{ createPatient: { patient: { firstName: string; birthName: string } } }>(CREATE_PATIENT, {
      input: { ...patientInput, firstName: "Zoé\u0007", birthName: "Mar\u007ftin" },
    });
    expect(graphql.data?.createPatient.patient).toMatchObject({ firstName: "Zoé", birthName: "Martin" });
  });
});

describe("dates are read strictly", () => {
  it.each(["2026-13-01", "2026-02-29", "2025-04-31", "0000-01-01", "2026-1-01"])("setMyAway refuses %s as validation_failed, not internal_error", async (day) => {
    const result = await alice.graphql(`mutation($away: AwayInput!) { setMyAway(away: $away) { __typename } }`, { away: { active: true, since: day, lastDay: "2026-12-31" } });
    expect(firstError(result)).toMatchObject({ code: "validation_failed", field: "since" });
    expect(JSON.stringify(result)).not.toContain("internal_error");
  });

  it("setMyAway takes a leap day that exists", async () => {
    const result = await alice.graphql<{ setMyAway: { __typename: string } }>(`mutation($away: AwayInput!) { setMyAway(away: $away) { __typename } }`, {
      away: { active: true, since: "2028-02-29", lastDay: "2028-03-01" },
    });
    expect(result.errors).toBeUndefined();
    const stored = await db.prisma.user.findUniqueOrThrow({ where: { id: fx.alice.id }, select: { awaySince: true } });
    expect(stored.awaySince?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
});

describe("an Accept header that fits no answer", () => {
  // npm run fuzz -- --count 45000 --seed 4242: setMyAway with `Accept: image/png` wrote, then answered 406.
  it("gets the result as JSON, since the operation has run", async () => {
    const response = await alice.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "image/png" },
      body: JSON.stringify({ query: `mutation { setMyAway(away: {active: false}) { __typename } }` }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ data: { setMyAway: { __typename: "UserSaved" } } });
  });
});
