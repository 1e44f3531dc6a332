import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPECIALTIES } from "../../../../prisma/seed/specialties.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import type { App } from "../../http/app.ts";

// Issue 10 item 8: a German user reads German specialty, profession and degree-type labels,
// through GraphQL as through REST; a caller naming no language reads the account's locale.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let cardiologistId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma);
  await db.prisma.specialty.createMany({
    data: SPECIALTIES.map(({ code, label, shortLabel, professionCode, professionLabel }) => ({ code, label, shortLabel, professionCode, professionLabel })),
    skipDuplicates: true,
  });
  const cardiologist = await db.prisma.professional.create({
    data: { firstName: "Jeanne", lastName: "Cardio", searchText: "jeanne cardio", country: "FR", rpps: "10000000099", rppsType: 8, specialtyCode: "SM04" },
  });
  cardiologistId = cardiologist.id;
  await db.prisma.degree.createMany({
    data: [
      { professionalId: cardiologist.id, typeCode: "DE", typeLabel: "Diplôme d'État", label: "Docteur en médecine" },
      { professionalId: cardiologist.id, typeCode: "DU", typeLabel: "Diplôme d'université", label: "DU d'échographie" },
    ],
  });
  // A German cardiologist and a German dermatologist, for the recipient search by specialty.
  await db.prisma.professional.createMany({
    data: [
      { firstName: "Klaus", lastName: "Herz", searchText: "klaus herz 111111101", country: "DE", rpps: "111111101", rppsType: 0, specialtyCode: "SM04" },
      { firstName: "Petra", lastName: "Haut", searchText: "petra haut 111111102", country: "DE", rpps: "111111102", rppsType: 0, specialtyCode: "SM15" },
    ],
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

const professionalQuery = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on Professional {
        specialty { code label shortLabel professionCode professionLabel }
        degrees { typeCode typeLabel label }
      }
    }
  }
`;

type ProfessionalAnswer = {
  node: {
    specialty: { code: string; label: string; shortLabel: string; professionCode: number; professionLabel: string };
    degrees: { typeCode: string; typeLabel: string; label: string }[];
  } | null;
};

const globalId = (id: number) => Buffer.from(`Professional:${id}`).toString("base64");

describe("labels in the viewer's locale", () => {
  it("shows a German user German specialty, profession and degree-type labels on a professional", async () => {
    const carol = await loggedIn(fx.carol.email, "de");
    const answer = await carol.graphql<ProfessionalAnswer>(professionalQuery, { id: globalId(cardiologistId) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.node?.specialty).toEqual({ code: "SM04", label: "Innere Medizin und Kardiologie", shortLabel: "Kardiologie", professionCode: 10, professionLabel: "Arzt/Ärztin" });
    expect(answer.data?.node?.degrees).toEqual([
      { typeCode: "DE", typeLabel: "Staatliche Prüfung", label: "Docteur en médecine" },
      { typeCode: "DU", typeLabel: "Universitätszertifikat", label: "DU d'échographie" },
    ]);
  });

  it("keeps the French labels for a French user", async () => {
    const alice = await loggedIn(fx.alice.email, "fr");
    const answer = await alice.graphql<ProfessionalAnswer>(professionalQuery, { id: globalId(cardiologistId) });
    expect(answer.data?.node?.specialty.label).toBe("Cardiologie et maladies vasculaires");
    expect(answer.data?.node?.degrees[0]?.typeLabel).toBe("Diplôme d'État");
  });

  it("reads the account's locale when the caller names no language", async () => {
    const carol = await loggedIn(fx.carol.email, "de");
    carol.locale = "";
    const answer = await carol.graphql<ProfessionalAnswer>(professionalQuery, { id: globalId(cardiologistId) });
    expect(answer.data?.node?.specialty.label).toBe("Innere Medizin und Kardiologie");
  });

  it("lists every specialty in the viewer's locale, doctors, dentists, nurses first", async () => {
    const carol = await loggedIn(fx.carol.email, "de");
    const answer = await carol.graphql<{ specialties: { code: string; label: string; professionCode: number }[] }>(`{ specialties { code label professionCode } }`);
    expect(answer.errors).toBeUndefined();
    const list = answer.data?.specialties ?? [];
    expect(list).toHaveLength(SPECIALTIES.length);
    expect(list[0]).toEqual({ code: "SM54", label: "Allgemeinmedizin", professionCode: 10 });
    expect(list.map((s) => s.professionCode).slice(13, 15)).toEqual([40, 60]);
    expect(list.find((s) => s.code === "G15_60")?.label).toBe("Pflegefachkraft");
  });

  it("refuses the list to visitors", async () => {
    const answer = await new TestClient(app).graphql(`{ specialties { code } }`);
    expect(answer.data?.["specialties"] ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it("finds recipients by their specialty in the viewer's language or another", async () => {
    const carol = await loggedIn(fx.carol.email, "de");
    const search = async (query: string) => {
      const answer = await carol.graphql<{ recipientSearch: { professionals: { lastName: string; specialty: { label: string } }[] } }>(
        `query ($q: String!) { recipientSearch(query: $q) { professionals { lastName specialty { label } } } }`,
        { q: query },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.recipientSearch.professionals ?? [];
    };
    expect(await search("Kardio")).toEqual([{ lastName: "Herz", specialty: { label: "Innere Medizin und Kardiologie" } }]);
    expect((await search("cardiologie")).map((p) => p.lastName)).toEqual(["Herz"]);
    expect((await search("Geschlechtskrankheiten")).map((p) => p.lastName)).toEqual(["Haut"]);
    // Name words still narrow: a specialty word and a name word must both match.
    expect((await search("kardio haut")).map((p) => p.lastName)).toEqual([]);
    expect((await search("petra")).map((p) => p.lastName)).toEqual(["Haut"]);
  });
});
