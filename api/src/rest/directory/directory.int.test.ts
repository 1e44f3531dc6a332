import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import type { App } from "../../http/app.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Issue 10 item 1: the directory's bounds query, through REST and GraphQL.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
const LYON = { lat: 45.764, lng: 4.8357 };
const AROUND_LYON = "4.6,45.6,5.1,45.9";
const ids = { cardios: [] as number[], hidden: 0, group: 0, kolnGp: 0 };

async function professional(key: string, specialtyCode: string, country: "FR" | "DE", at: { lat: number; lng: number }, city: string) {
  const row = await db.prisma.professional.create({
    data: { firstName: key, lastName: `${key}-last`, searchText: key, country, rpps: `9${key.length}${Math.round(at.lat * 1000)}${ids.cardios.length}${key}`, rppsType: 8, specialtyCode },
  });
  await db.prisma.practice.create({ data: { professionalId: row.id, lat: at.lat, lng: at.lng, city, fullAddress: `1 rue ${key}`, postalCode: "69001", country } });
  return row.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  await db.prisma.specialty.create({ data: { code: "SM04", label: "Cardiologie et maladies vasculaires", shortLabel: "Cardio", professionCode: 10, professionLabel: "Médecin" } });
  // Six cardiologists in Lyon, four of them at one address (pins spread in a circle on the web).
  for (const key of ["anne", "bruno", "chloe", "denis", "emma", "fabien"]) {
    ids.cardios.push(await professional(key, "SM04", "FR", key < "e" ? LYON : { lat: 45.75, lng: 4.85 }, "Lyon"));
  }
  // A registered cardiologist who chose not to appear in the directory.
  ids.hidden = await professional("hidden", "SM04", "FR", LYON, "Lyon");
  await db.prisma.user.create({
    data: { email: "hidden@fixtures.test", firstName: "hidden", lastName: "hidden-last", country: "FR", validationStatus: "VALIDATED", isSearchable: false, professionalId: ids.hidden },
  });
  // Bob (GP) practises in Lyon too; a German GP in Köln.
  await db.prisma.practice.create({ data: { professionalId: fx.bob.professionalId, lat: 45.76, lng: 4.83, city: "Lyon", fullAddress: "2 place Bellecour", postalCode: "69002", country: "FR" } });
  ids.kolnGp = await professional("koln", "SM54", "DE", { lat: 50.9375, lng: 6.9603 }, "Köln");
  // A cardiology network in Lyon whose expert is Anne; Alice is an ongoing member.
  const group = await db.prisma.group.create({ data: { name: "Réseau cardio Lyon", mode: "RECIPIENT", country: "FR", lat: 45.77, lng: 4.84 } });
  ids.group = group.id;
  await db.prisma.membership.createMany({
    data: [
      { groupId: group.id, professionalId: ids.cardios[0] ?? 0, status: "ONGOING", canReply: true },
      { groupId: group.id, professionalId: fx.alice.professionalId, status: "ONGOING", canAsk: true },
    ],
  });
  app = createTestApp(db);
});
afterAll(async () => db?.drop());

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

type Entry = { kind: string; professional_id: number | null; group_id: number | null; specialty_label: string | null; last_name: string | null };

async function search(client: TestClient, query: string) {
  const response = await client.rest("GET", `/directory?${query}`);
  expect(response.status).toBe(200);
  return { body: (await response.json()) as Entry[], pagination: JSON.parse(response.headers.get("X-Pagination") ?? "{}") as Record<string, number> };
}

describe("GET /api/v1/directory", () => {
  it("lists the group first, then practices inside the bounds, leaving out hidden users and other countries", async () => {
    const alice = await loggedIn(fx.alice.email);
    const { body, pagination } = await search(alice, `bounds=${AROUND_LYON}`);
    expect(body[0]).toMatchObject({ kind: "group", group_id: ids.group });
    const professionals = body.filter((e) => e.kind === "practice").map((e) => e.professional_id);
    expect(professionals).toEqual(expect.arrayContaining([...ids.cardios, fx.bob.professionalId]));
    expect(professionals).not.toContain(ids.hidden);
    expect(pagination).toEqual({ total_count: 8, offset: 0, limit: 100 });
    // Köln is outside; even with bounds over it, a French viewer does not list Germans.
    const { body: germany } = await search(alice, "bounds=6.5,50.5,7.5,51.5");
    expect(germany).toEqual([]);
    const carol = await loggedIn(fx.carol.email);
    const { body: forCarol } = await search(carol, "bounds=6.5,50.5,7.5,51.5");
    expect(forCarol.map((e) => e.professional_id)).toEqual([ids.kolnGp]);
  });

  it("filters by specialty code and by tag, in the caller's language", async () => {
    const alice = await loggedIn(fx.alice.email);
    const { body } = await search(alice, `bounds=${AROUND_LYON}&specialty=SM04`);
    expect(body.filter((e) => e.kind === "practice").map((e) => e.professional_id).sort()).toEqual([...ids.cardios].sort());
    expect(body[0]?.kind).toBe("group");
    expect(body.find((e) => e.kind === "practice")?.specialty_label).toBe("Cardiologie et maladies vasculaires");
    const { body: specialists } = await search(alice, `bounds=${AROUND_LYON}&specialty=specialist`);
    expect(specialists.map((e) => e.professional_id)).not.toContain(fx.bob.professionalId);
    const { body: gps } = await search(alice, `bounds=${AROUND_LYON}&specialty=SM54`);
    expect(gps.map((e) => e.professional_id)).toEqual([fx.bob.professionalId]);
  });

  it("pages with limit and page, groups first, counting the total", async () => {
    const alice = await loggedIn(fx.alice.email);
    const first = await search(alice, `bounds=${AROUND_LYON}&limit=3&page=1`);
    const second = await search(alice, `bounds=${AROUND_LYON}&limit=3&page=2`);
    const third = await search(alice, `bounds=${AROUND_LYON}&limit=3&page=3`);
    expect(first.body.map((e) => e.kind)).toEqual(["group", "practice", "practice"]);
    expect(second.pagination).toEqual({ total_count: 8, offset: 3, limit: 3 });
    expect(third.body).toHaveLength(2);
    const all = [...first.body, ...second.body, ...third.body].map((e) => `${e.kind}-${e.group_id ?? e.professional_id}`);
    expect(new Set(all).size).toBe(8);
  });

  it("only_accessible keeps the viewer's groups and professionals who take individual requests", async () => {
    const alice = await loggedIn(fx.alice.email);
    await db.prisma.user.update({ where: { id: fx.bob.id }, data: { isRequestable: true, acceptsIndividualRequests: true } });
    const { body } = await search(alice, `bounds=${AROUND_LYON}&only_accessible=true`);
    expect(body.map((e) => e.group_id ?? e.professional_id)).toEqual([ids.group, fx.bob.professionalId]);
  });

  it("refuses malformed bounds and limits with a translated 4xx", async () => {
    const alice = await loggedIn(fx.alice.email);
    for (const query of ["bounds=5,45,4,46", "bounds=a,b,c,d", "bounds=", `bounds=${AROUND_LYON}&limit=100000`, `bounds=${AROUND_LYON}&only_accessible=maybe`]) {
      const response = await alice.rest("GET", `/directory?${query}`);
      expect(response.status).toBe(422);
    }
  });

  it("answers unvalidated and anonymous callers nothing", async () => {
    await db.prisma.user.create({
      data: { email: "pending@fixtures.test", firstName: "p", lastName: "p", country: "FR", validationStatus: "NONE", passwordHash: await hashPassword(FIXTURE_PASSWORD) },
    });
    const pending = await loggedIn("pending@fixtures.test");
    const refused = await pending.rest("GET", `/directory?bounds=${AROUND_LYON}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "unvalidated" });
    const graphql = await pending.graphql(`{ directory(bounds: [4.6, 45.6, 5.1, 45.9]) { totalCount } }`);
    expect(graphql.errors?.[0]?.extensions?.["code"]).toBe("unvalidated");
    expect((await new TestClient(app).rest("GET", `/directory?bounds=${AROUND_LYON}`)).status).toBe(401);
  });
});

describe("GET /api/v1/directory/groups", () => {
  it("lists France's networks of a specialty; other countries get none", async () => {
    const alice = await loggedIn(fx.alice.email);
    const response = await alice.rest("GET", "/directory/groups?specialty=SM04");
    expect(((await response.json()) as Entry[]).map((e) => e.group_id)).toEqual([ids.group]);
    const none = await alice.rest("GET", "/directory/groups?specialty=SM54");
    expect(await none.json()).toEqual([]);
    const carol = await loggedIn(fx.carol.email);
    expect(await (await carol.rest("GET", "/directory/groups")).json()).toEqual([]);
  });
});

describe("places", () => {
  it("autocompletes towns and answers details with formatted_address, also through GraphQL", async () => {
    const alice = await loggedIn(fx.alice.email);
    const response = await alice.rest("GET", "/places/autocomplete?query=lyo&sessiontoken=abc&types=address&location=45.7,4.8");
    expect(response.status).toBe(200);
    const [lyon] = (await response.json()) as { place_id: string; formatted_address: string; lat: number }[];
    expect(lyon?.formatted_address).toBe("Lyon (69001), France");
    const details = await alice.rest("GET", `/places/details/${encodeURIComponent(lyon?.place_id ?? "")}?sessiontoken=abc`);
    expect(await details.json()).toMatchObject({ formatted_address: "Lyon (69001), France", lat: 45.764, lng: 4.8357 });
    expect((await alice.rest("GET", "/places/details/nowhere")).status).toBe(404);
    const graphql = await alice.graphql<{ placesAutocomplete: { label: string; bounds: number[] }[] }>(`{ placesAutocomplete(query: "69") { label bounds } }`);
    expect(graphql.data?.placesAutocomplete.map((p) => p.label)).toContain("Lyon (69001), France");
  });

  it("comes from a hosted geocoder when configured, and from the gazetteer when that one is down", async () => {
    const asked: string[] = [];
    let up = true;
    const geocoder = createServer((request, response) => {
      asked.push(request.url ?? "");
      const street = { osm_type: "way", osm_id: 77, lat: "45.7597", lon: "4.8422", addresstype: "road", name: "Rue de la République", address: { house_number: "12", road: "Rue de la République", city: "Lyon", postcode: "69002", country_code: "fr" } };
      response.writeHead(up ? 200 : 502, { "content-type": "application/json" });
      response.end(up ? JSON.stringify([street]) : "bad gateway");
    });
    await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
    try {
      const hostedApp = createTestApp(db, { places: { provider: "nominatim", url: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`, userAgent: "Consilium-test" } });
      const alice = await loggedInClient(hostedApp, fx.alice.email);
      const hosted = (await (await alice.rest("GET", "/places/autocomplete?query=12%20rue%20de%20la%20republique%20lyon")).json()) as { place_id: string; formatted_address: string; types: string[] }[];
      expect(hosted).toEqual([expect.objectContaining({ place_id: "nm-W77", formatted_address: "12 Rue de la République, 69002 Lyon, France", types: ["address"] })]);
      expect(asked[0]).toMatch(/^\/search\?q=12\+rue/);
      up = false;
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const fallback = (await (await alice.rest("GET", "/places/autocomplete?query=lyo")).json()) as { formatted_address: string }[];
      expect(fallback[0]?.formatted_address).toBe("Lyon (69001), France");
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    } finally {
      await new Promise<void>((resolve) => geocoder.close(() => resolve()));
    }
  });
});

describe("GraphQL directory", () => {
  it("answers the same page as REST, with the start view", async () => {
    const alice = await loggedIn(fx.alice.email);
    const result = await alice.graphql<{ directory: { totalCount: number; items: { kind: string; professionalId: number | null; specialtyLabel: string | null }[] }; directoryStart: { country: string; bounds: number[]; groupsSpecialty: string } }>(
      `{ directory(bounds: [4.6, 45.6, 5.1, 45.9], specialty: "SM04", limit: 2) { totalCount items { kind professionalId specialtyLabel } } directoryStart { country bounds groupsSpecialty } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.directory.totalCount).toBe(7);
    expect(result.data?.directory.items.map((i) => i.kind)).toEqual(["GROUP", "PRACTICE"]);
    expect(result.data?.directoryStart).toMatchObject({ country: "FR", groupsSpecialty: "specialist" });
    // 50 km around Paris.
    expect(result.data?.directoryStart.bounds[1]).toBeCloseTo(48.859289 - 0.449, 2);
    const bad = await alice.graphql(`{ directory(bounds: [5, 45, 4, 46]) { totalCount } }`);
    expect(bad.errors?.[0]?.extensions?.["code"]).toBe("validation_failed");
  });

  // Issue 18 (one request per screen): the map tab asks for its first results before it knows
  // where it opens; without bounds, the search looks at the viewer's starting view and says so.
  it("searches the viewer's starting view when no bounds are given, and answers which view it searched", async () => {
    await db.prisma.user.update({ where: { id: fx.alice.id }, data: { lastLat: LYON.lat, lastLng: LYON.lng } });
    try {
      const alice = await loggedIn(fx.alice.email);
      type Page = { totalCount: number; bounds: number[] | null; items: { kind: string; groupId: number | null; professionalId: number | null }[] };
      const start = await alice.graphql<{ directoryStart: { bounds: number[] } }>(`{ directoryStart { bounds } }`);
      const startBounds = start.data?.directoryStart.bounds ?? [];
      // 50 km around Lyon, not Paris: the viewer's last position.
      expect(startBounds[1]).toBeCloseTo(LYON.lat - 0.449, 2);
      const implicit = await alice.graphql<{ directory: Page }>(`{ directory(specialty: "SM04") { totalCount bounds items { kind groupId professionalId } } }`);
      const explicit = await alice.graphql<{ directory: Page }>(`query ($bounds: [Float!]!) { directory(bounds: $bounds, specialty: "SM04") { totalCount bounds items { kind groupId professionalId } } }`, { bounds: startBounds });
      expect(implicit.errors).toBeUndefined();
      expect(implicit.data?.directory.bounds).toEqual(startBounds);
      // The Lyon network and its six visible cardiologists; the hidden one and Köln left out.
      expect(implicit.data?.directory.totalCount).toBe(7);
      expect(implicit.data?.directory).toEqual(explicit.data?.directory);
      // REST without bounds searches the same starting view.
      const rest = await search(alice, "specialty=SM04");
      expect(rest.body.map((e) => e.group_id ?? e.professional_id)).toEqual(implicit.data?.directory.items.map((i) => i.groupId ?? i.professionalId));
      // Bounds asked are the bounds searched; the groups tab searches no view.
      const asked = await alice.graphql<{ directory: Page }>(`{ directory(bounds: [4.6, 45.6, 5.1, 45.9]) { bounds } }`);
      expect(asked.data?.directory.bounds).toEqual([4.6, 45.6, 5.1, 45.9]);
      const groups = await alice.graphql<{ directoryGroups: { bounds: number[] | null } }>(`{ directoryGroups { bounds } }`);
      expect(groups.data?.directoryGroups.bounds).toBeNull();
    } finally {
      await db.prisma.user.update({ where: { id: fx.alice.id }, data: { lastLat: null, lastLng: null } });
    }
  });
});

describe("the groups tab's default specialty", () => {
  it("is the viewer's own for a specialist and the specialists' networks for anyone else, named in the answer, through GraphQL and REST alike", async () => {
    // A dermatology network in Paris (outside every view the map tests search), and Anne, the
    // Lyon cardiologist, with an account.
    await db.prisma.specialty.create({ data: { code: "SM15", label: "Dermatologie et vénéréologie", shortLabel: "Dermato", professionCode: 10, professionLabel: "Médecin" } });
    const dermatologist = await db.prisma.professional.create({ data: { firstName: "Inès", lastName: "Dermato", searchText: "ines dermato", country: "FR", rpps: "10000000915", rppsType: 8, specialtyCode: "SM15" } });
    const paris = await db.prisma.group.create({ data: { name: "Réseau dermato Paris", mode: "RECIPIENT", country: "FR", lat: 48.85, lng: 2.35 } });
    await db.prisma.membership.create({ data: { groupId: paris.id, professionalId: dermatologist.id, status: "ONGOING", canReply: true } });
    await db.prisma.user.create({
      data: { email: "anne@fixtures.test", firstName: "anne", lastName: "anne-last", country: "FR", validationStatus: "VALIDATED", passwordHash: await hashPassword(FIXTURE_PASSWORD), professionalId: ids.cardios[0] ?? 0 },
    });
    type Groups = { directoryGroups: { specialty: string | null; items: { groupId: number | null }[] } };
    const query = `query($s: String) { directoryGroups(specialty: $s) { specialty items { groupId } } }`;
    const both = [{ groupId: ids.group }, { groupId: paris.id }];

    // Alice is a general practitioner: the specialists' networks.
    const alice = await loggedIn(fx.alice.email);
    expect((await alice.graphql<Groups>(query, { s: "default" })).data).toEqual({ directoryGroups: { specialty: "specialist", items: both } });
    // Anne is a cardiologist: the cardiology networks.
    const anne = await loggedIn("anne@fixtures.test");
    expect((await anne.graphql<Groups>(query, { s: "default" })).data).toEqual({ directoryGroups: { specialty: "SM04", items: [{ groupId: ids.group }] } });
    // A specialty asked is searched and named as is; none, every specialty (null).
    expect((await anne.graphql<Groups>(query, { s: "SM15" })).data).toEqual({ directoryGroups: { specialty: "SM15", items: [{ groupId: paris.id }] } });
    expect((await anne.graphql<Groups>(query, { s: null })).data).toEqual({ directoryGroups: { specialty: null, items: both } });
    // REST reads the same tag.
    const rest = await anne.rest("GET", "/directory/groups?specialty=default");
    expect(((await rest.json()) as Entry[]).map((entry) => entry.group_id)).toEqual([ids.group]);
    expect(rest.headers.get("x-directory-specialty")).toBe("SM04");
    expect((await alice.rest("GET", "/directory/groups?specialty=default")).headers.get("x-directory-specialty")).toBe("specialist");
    expect((await anne.rest("GET", "/directory/groups")).headers.get("x-directory-specialty")).toBeNull();
  });
});
