import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPECIALTIES } from "../../../../prisma/seed/specialties.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import type { App } from "../../http/app.ts";
import { specialtyShape } from "./specialty-shape.ts";

// Spec 2 §7 "Other": GET specialties?limit=1000, labels in the caller's language (issue 10 item 8).

let db: TestDatabase;
let app: App;
let fx: Fixtures;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma);
  await db.prisma.specialty.createMany({
    data: SPECIALTIES.map(({ code, label, shortLabel, professionCode, professionLabel }) => ({ code, label, shortLabel, professionCode, professionLabel })),
    skipDuplicates: true,
  });
  app = createTestApp(db);
});
afterAll(async () => db?.drop());

async function loggedIn(email: string, locale: string): Promise<TestClient> {
  const client = new TestClient(app);
  client.locale = locale;
  await client.login(email, FIXTURE_PASSWORD);
  return client;
}

describe("GET /api/v1/specialties", () => {
  it("answers a German caller German labels, doctors first then dentists and nurses", async () => {
    const carol = await loggedIn(fx.carol.email, "de");
    const response = await carol.rest("GET", "/specialties");
    expect(response.status).toBe(200);
    const body = specialtyShape.array().parse(await response.json());
    expect(body).toHaveLength(SPECIALTIES.length);
    expect(JSON.parse(response.headers.get("X-Pagination") ?? "{}")).toEqual({ total_count: SPECIALTIES.length, offset: 0, limit: 1000 });
    expect(body.find((s) => s.code === "SM54")).toEqual({ code: "SM54", label: "Allgemeinmedizin", short_label: "Allgemeinmedizin", profession_code: 10, profession_label: "Arzt/Ärztin" });
    expect(body.find((s) => s.code === "SM15")?.label).toBe("Haut- und Geschlechtskrankheiten");
    expect(body.find((s) => s.code === "G15_40")?.profession_label).toBe("Zahnarzt/Zahnärztin");
    const professions = body.map((s) => s.profession_code);
    expect(professions.slice(0, 13).every((p) => p === 10)).toBe(true);
    expect(professions[13]).toBe(40);
    expect(professions[14]).toBe(60);
    // Within doctors, alphabetical in German: "Allgemeinmedizin" before "Augenheilkunde".
    const doctors = body.filter((s) => s.profession_code === 10).map((s) => s.label);
    expect(doctors).toEqual([...doctors].sort((a, b) => a.localeCompare(b, "de")));
  });

  it("answers French, Dutch and English callers in theirs", async () => {
    const alice = await loggedIn(fx.alice.email, "fr");
    const fr = specialtyShape.array().parse(await (await alice.rest("GET", "/specialties")).json());
    expect(fr.find((s) => s.code === "SM54")?.label).toBe("Médecine générale");
    // Once logged in, the account's own language speaks, whatever the browser sends (issue 20).
    alice.locale = "en";
    expect((await alice.rest("PUT", "/users/me/locale", { locale: "nl-BE" })).status).toBe(200);
    const nl = specialtyShape.array().parse(await (await alice.rest("GET", "/specialties")).json());
    expect(nl.find((s) => s.code === "G15_70")?.label).toBe("Kinesitherapeut");
    expect((await alice.rest("PUT", "/users/me/locale", { locale: "en" })).status).toBe(200);
    alice.locale = "fr";
    const en = specialtyShape.array().parse(await (await alice.rest("GET", "/specialties")).json());
    expect(en.find((s) => s.code === "G15_50")?.label).toBe("Midwife");
  });

  it("pages with limit and refuses a limit above 1000", async () => {
    const alice = await loggedIn(fx.alice.email, "fr");
    const page = await alice.rest("GET", "/specialties?limit=2");
    expect(((await page.json()) as unknown[]).length).toBe(2);
    expect(JSON.parse(page.headers.get("X-Pagination") ?? "{}")).toEqual({ total_count: SPECIALTIES.length, offset: 0, limit: 2 });
    for (const bad of ["1001", "0", "abc", "-1"]) expect((await alice.rest("GET", `/specialties?limit=${bad}`)).status).toBe(422);
  });

  it("refuses visitors", async () => {
    expect((await new TestClient(app).rest("GET", "/specialties")).status).toBe(401);
  });
});
