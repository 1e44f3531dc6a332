import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inseeCodeRows } from "../../../../prisma/seed/extras.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Spec 2 §7 "Patients and identity": GET patients/{id} through the patients' access gate, and
// the commune code search of the birth-place field (REST and GraphQL).

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  await db.prisma.inseeCode.createMany({
    data: [
      ...inseeCodeRows(),
      { code: "42218", label: "Saint-Étienne", departmentCode: "42" },
      { code: "69081", label: "Écully", departmentCode: "69" },
      { code: "37214", label: "Saint-Cyr-sur-Loire", departmentCode: "37" },
      { code: "37122", label: "L'Île-Bouchard", departmentCode: "37" },
      ...Array.from({ length: 25 }, (_, i) => ({ code: `01${String(i).padStart(3, "0")}`, label: `Saint-Village ${i}`, departmentCode: "01" })),
    ],
  });
  const app = createTestApp(db);
  [alice, bob, carol, anonymous] = [new TestClient(app), new TestClient(app), new TestClient(app), new TestClient(app)];
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
  await carol.login(fx.carol.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

type Commune = { code: string; label: string; department_code: string };

async function communes(search: string, client = alice): Promise<Commune[]> {
  const response = await client.rest("GET", `/communes?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Commune[];
}

describe("GET patients/{id}", () => {
  it("answers the patient to the request's participants, with the spec's names", async () => {
    const request = await db.prisma.request.findUniqueOrThrow({ where: { id: fx.aliceRequestIds[0] ?? 0 }, select: { patientId: true } });
    const patientId = request.patientId ?? 0;
    await db.prisma.patient.update({ where: { id: patientId }, data: { birthPlace: "37261", nir: "185057800608436" } });
    const own = await alice.rest("GET", `/patients/${patientId}`);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: patientId, first_name: "Patient0", birth_name: "Nom0", birth_place: "37261", nir: "185057800608436" });
    expect(await (await bob.rest("GET", `/patients/${patientId}`)).json()).toMatchObject({ id: patientId });
  });

  it("answers a hidden patient exactly like a missing one", async () => {
    const request = await db.prisma.request.findUniqueOrThrow({ where: { id: fx.aliceRequestIds[0] ?? 0 }, select: { patientId: true } });
    const hidden = await carol.rest("GET", `/patients/${request.patientId}`);
    const missing = await carol.rest("GET", "/patients/2147483647");
    expect([hidden.status, missing.status]).toEqual([404, 404]);
    expect(await hidden.json()).toEqual(await missing.json());
    expect((await alice.rest("GET", "/patients/abc")).status).toBe(404);
    expect((await anonymous.rest("GET", `/patients/${request.patientId}`)).status).toBe(401);
  });
});

describe("commune code search", () => {
  it("matches every word of the name, accents and case ignored", async () => {
    expect((await communes("saint etienne")).map((c) => c.label)).toEqual(["Saint-Étienne"]);
    expect((await communes("ECULLY")).map((c) => [c.code, c.department_code])).toEqual([["69081", "69"]]);
    expect((await communes("ile bouchard")).map((c) => c.code)).toEqual(["37122"]);
    expect((await communes("loire cyr")).map((c) => c.code)).toEqual(["37214"]);
    expect(await communes("atlantide")).toEqual([]);
  });

  it("matches the start of a code, Corsica's included, and puts names that start with the search first", async () => {
    expect((await communes("372")).map((c) => c.code)).toEqual(["37214", "37261"]);
    expect((await communes("2a0")).map((c) => c.label)).toEqual(["Ajaccio"]);
    expect((await communes("tours")).map((c) => c.label)).toEqual(["Tours"]);
  });

  it("answers 20 at most, with the pagination header", async () => {
    const response = await alice.rest("GET", "/communes?search=saint");
    expect(((await response.json()) as Commune[]).length).toBe(20);
    expect(JSON.parse(response.headers.get("x-pagination") ?? "{}")).toMatchObject({ limit: 20 });
  });

  it("refuses an empty or too long search, visitors and percent signs find nothing special", async () => {
    expect((await alice.rest("GET", "/communes?search=")).status).toBe(422);
    expect((await alice.rest("GET", `/communes?search=${"a".repeat(101)}`)).status).toBe(422);
    expect(await communes("%")).toEqual([]);
    expect((await anonymous.rest("GET", "/communes?search=tours")).status).toBe(401);
  });

  it("is the same search over GraphQL", async () => {
    const result = await alice.graphql<{ communes: { code: string; label: string; departmentCode: string }[] }>(`query($s: String!) { communes(search: $s) { code label departmentCode } }`, { s: "saint-étienne" });
    expect(result.data?.communes).toEqual([{ code: "42218", label: "Saint-Étienne", departmentCode: "42" }]);
    const refused = await anonymous.graphql(`{ communes(search: "tours") { code } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    // Issue 17: an empty or too long search is the caller's mistake, named on its field, not internal_error.
    for (const search of ["", "   ", "a".repeat(101)]) {
      const invalid = await alice.graphql(`query($s: String!) { communes(search: $s) { code } }`, { s: search });
      expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: "validation_failed", field: "search" });
    }
  });
});
