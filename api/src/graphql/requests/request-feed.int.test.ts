import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { syncParticipants } from "../../domain/requests/participant-state.ts";
import { refreshSearchText } from "../../domain/requests/search-text.ts";

// The two lists (spec 2 §2, §7, §9) through both transports: filters, search, sort, paging,
// the same-patient history, and that a feed never shows a request its viewer takes no part in.

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
// Alice's requests to Bob, by role in the tests.
let r: number[];
let samePatient: number[];
let carolSamePatient: number;

const NOW = new Date();

function req(index: number): number {
  const id = r[index];
  if (id === undefined) throw new Error(`no fixture request ${index}`);
  return id;
}

async function publishedRequest(authorId: number, authorProfessionalId: number, patientId: number, publishedAt: Date): Promise<number> {
  const request = await db.prisma.request.create({
    data: {
      status: "PUBLISHED",
      authorId,
      patientId,
      description: "Suivi",
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: fx.bob.professionalId,
      publishedAt,
      lastActivityDate: publishedAt,
      consult: { create: { status: "OPENED" } },
      participants: {
        create: [
          { userId: authorId, professionalId: authorProfessionalId, side: "SENDER" },
          { userId: fx.bob.id, professionalId: fx.bob.professionalId, side: "RECIPIENT" },
        ],
      },
    },
  });
  await syncParticipants(db.prisma, request.id);
  await refreshSearchText(db.prisma, request.id);
  return request.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 8 });
  r = fx.aliceRequestIds;
  const p = db.prisma;
  for (const id of [...r, ...fx.carolRequestIds]) {
    await syncParticipants(p, id);
    await refreshSearchText(p, id);
  }
  const patientOf = async (id: number) => (await p.request.findUniqueOrThrow({ where: { id }, select: { patientId: true } })).patientId ?? 0;
  const birthDate = new Date("1961-03-02");
  await p.patient.update({ where: { id: await patientOf(req(0)) }, data: { firstName: "Hélène", lastName: "Dupré-Lefèvre", birthName: "MARTIN", birthDate } });
  await refreshSearchText(p, req(0));
  // Billable (issue 21): TE2 by a French doctor, completed on a date the act table gives it.
  await p.consult.update({ where: { requestId: req(1) }, data: { status: "COMPLETED", actCode: "TE2", completedAt: NOW, completedById: fx.bob.id } });
  await p.consult.update({ where: { requestId: req(2) }, data: { status: "COMPLETED", actCode: "NONE" } });
  await p.consult.update({ where: { requestId: req(3) }, data: { status: "CANCELLED" } });
  await p.request.update({ where: { id: req(4) }, data: { status: "DRAFT", publishedAt: null } });
  await p.participant.deleteMany({ where: { requestId: req(4), side: "RECIPIENT" } });
  await p.message.create({ data: { requestId: req(5), authorId: fx.bob.id, content: "Échographie cardiaque à prévoir", status: "PUBLISHED", publishedAt: NOW } });
  await refreshSearchText(p, req(5));
  await syncParticipants(p, req(5), { activity: { at: NOW, actorUserId: fx.bob.id } });
  await p.request.update({ where: { id: req(6) }, data: { description: "Lésion cutanée pigmentée" } });
  await refreshSearchText(p, req(6));
  for (const id of r.slice(1, 5)) await syncParticipants(p, id);
  await p.user.update({ where: { id: fx.alice.id }, data: { isDoctor: true } });

  // The same patient typed again on other requests (same birth name, birth date, first name in
  // another case), and a request of Carol's about that patient, which Alice may not read.
  samePatient = [];
  for (let i = 0; i < 7; i++) {
    const patient = await p.patient.create({ data: { firstName: "HÉLÈNE", lastName: "Dupré", birthName: "MARTIN", birthDate, createdById: fx.alice.id } });
    samePatient.push(await publishedRequest(fx.alice.id, fx.alice.professionalId, patient.id, new Date(NOW.getTime() - (i + 1) * 86_400_000)));
  }
  const carolPatient = await p.patient.create({ data: { firstName: "Hélène", birthName: "MARTIN", birthDate, createdById: fx.carol.id } });
  carolSamePatient = await publishedRequest(fx.carol.id, fx.carol.professionalId, carolPatient.id, NOW);

  const app = createTestApp(db);
  alice = new TestClient(app);
  bob = new TestClient(app);
  carol = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
  await carol.login(fx.carol.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

type Page = {
  requests: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null; startCursor: string | null };
    edges: { node: { databaseId: number; unread: boolean; inactive: boolean } }[];
  };
};

const FEED = `query($feed: RequestFeed!, $filter: RequestFeedFilter, $search: String, $sort: RequestSort, $first: Int, $after: String, $last: Int, $before: String) {
  requests(feed: $feed, filter: $filter, search: $search, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    totalCount pageInfo { hasNextPage hasPreviousPage endCursor startCursor } edges { node { databaseId unread inactive } }
  } }`;

async function feed(client: TestClient, variables: Record<string, unknown>) {
  const result = await client.graphql<Page>(FEED, { feed: "FROM_ME", first: 100, ...variables });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return { ids: result.data.requests.edges.map((e) => e.node.databaseId), page: result.data.requests };
}

async function rest(client: TestClient, query: string) {
  const response = await client.rest("GET", `/requests?${query}`);
  const body = (await response.json()) as { id: number; unread: boolean }[] & { code?: string };
  const pagination = JSON.parse(response.headers.get("x-pagination") ?? "null") as { total_count: number } | null;
  return { status: response.status, body, ids: Array.isArray(body) ? body.map((row) => row.id) : [], total: pagination?.total_count };
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("filters", () => {
  // The fixture's requests are one hour apart, req(0) the newest; req(5) had activity just now.
  it.each([
    ["UNREAD", "unread", () => [req(5)]],
    ["BILLABLE", "billable", () => [req(1)]],
    ["DRAFT", "draft", () => [req(4)]],
    ["COMPLETED", "completed", () => [req(1), req(2)]],
    ["CANCELLED", "cancelled", () => [req(3)]],
  ] as const)("%s keeps only those requests, in GraphQL and REST", async (graphqlFilter, restFilter, expected) => {
    const graphql = await feed(alice, { filter: graphqlFilter });
    expect(graphql.ids).toEqual(expected());
    expect(graphql.page.totalCount).toBe(expected().length);
    const viaRest = await rest(alice, `feed=from:me&filter=${restFilter}`);
    expect(viaRest.ids).toEqual(expected());
    expect(viaRest.total).toBe(expected().length);
  });

  it("OPENED lists the open consults, newest activity first", async () => {
    const expected = [req(5), ...samePatient, req(0), req(6), req(7)];
    const { ids } = await feed(alice, { filter: "OPENED" });
    expect(sorted(ids)).toEqual(sorted(expected as number[]));
    expect(ids[0]).toBe(req(5));
    expect((await rest(alice, "feed=from:me&filter=opened")).total).toBe(expected.length);
  });

  it("drafts are the sender's: the recipient's feed has none, nor the draft itself", async () => {
    expect((await feed(bob, { feed: "TO_ME", filter: "DRAFT" })).ids).toEqual([]);
    expect((await feed(bob, { feed: "TO_ME" })).ids).not.toContain(req(4));
  });

  it("unread is the viewer's own mark: the one who wrote has nothing unread", async () => {
    expect((await feed(bob, { feed: "TO_ME", filter: "UNREAD" })).ids).toEqual([]);
    const { page } = await feed(alice, {});
    const marks = new Map(page.edges.map((e) => [e.node.databaseId, e.node]));
    expect(marks.get(req(5))?.unread).toBe(true);
    expect(marks.get(req(6))?.unread).toBe(false);
    expect((await rest(alice, "feed=from:me&filter=unread")).body[0]?.unread).toBe(true);
  });

  it("inactive: an open consult without activity for more than a week, not a completed one nor a fresh one", async () => {
    const { page } = await feed(alice, {});
    const marks = new Map(page.edges.map((e) => [e.node.databaseId, e.node]));
    expect(marks.get(req(6))?.inactive).toBe(true);
    expect(marks.get(req(5))?.inactive).toBe(false);
    expect(marks.get(req(1))?.inactive).toBe(false);
    expect(marks.get(req(4))?.inactive).toBe(false);
  });

  it("REST narrows by status, case_status and topic_id", async () => {
    expect((await rest(alice, "feed=from:me&status=draft")).ids).toEqual([req(4)]);
    expect(sorted((await rest(alice, "feed=from:me&case_status=completed")).ids)).toEqual(sorted([req(1), req(2)]));
    expect((await rest(alice, "feed=from:me&topic_id=12345")).ids).toEqual([]);
    expect((await rest(alice, "feed=from:me&consult_meeting_id=12345")).ids).toEqual([]);
    expect((await rest(alice, "feed=from:me&status=published&case_status=opened&limit=100")).total).toBe(11);
  });

  it("answers validation_failed (422) for unknown values", async () => {
    for (const query of ["feed=from:me&filter=archived", "feed=all", "filter=unread", "feed=from:me&sort=-published_at", "feed=from:me&topic_id=abc"]) {
      const answer = await rest(alice, query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.code, query).toBe("validation_failed");
    }
    const result = await alice.graphql(FEED, { feed: "FROM_ME", filter: "ARCHIVED" });
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  it("offers the billable filter to the professionals the act table bills (French and German doctors here)", async () => {
    const query = `{ viewer { canFilterBillable } }`;
    expect((await alice.graphql<{ viewer: { canFilterBillable: boolean } }>(query)).data?.viewer.canFilterBillable).toBe(true);
    expect((await bob.graphql<{ viewer: { canFilterBillable: boolean } }>(query)).data?.viewer.canFilterBillable).toBe(true);
    // Pharmacists and Belgian doctors: api/src/graphql/billing/completion-acts.int.test.ts.
    expect((await carol.graphql<{ viewer: { canFilterBillable: boolean } }>(query)).data?.viewer.canFilterBillable).toBe(true);
  });
});

describe("search", () => {
  it.each([
    ["the patient's name, accents and case ignored", "LEFEVRE", () => [req(0)]],
    ["a first name typed in another case on other requests", "helene", () => [...samePatient, req(0)]],
    ["a hyphenated name, in capitals", "DUPRE LEFEVRE", () => [req(0)]],
    ["leading spaces and every word", "   hélène   lefèvre", () => [req(0)]],
    ["a published message", "echographie", () => [req(5)]],
    ["the description", "lésion cutanee", () => [req(6)]],
  ] as const)("matches %s", async (_what, search, expected) => {
    expect((await feed(alice, { search })).ids).toEqual(expected());
    const viaRest = await rest(alice, `feed=from:me&search=${encodeURIComponent(search)}`);
    expect(viaRest.ids).toEqual(expected());
    expect(viaRest.total).toBe(expected().length);
  });

  it("needs every word", async () => {
    expect((await feed(alice, { search: "hélène echographie" })).ids).toEqual([]);
  });

  it("matches the recipient's name", async () => {
    const { page } = await feed(alice, { search: "bob" });
    expect(page.totalCount).toBe(8 + samePatient.length);
  });

  it("ignores private message drafts", async () => {
    expect((await feed(alice, { search: "brouillon" })).ids).toEqual([]);
    expect((await feed(bob, { feed: "TO_ME", search: "brouillon" })).ids).toEqual([]);
  });

  it("combines with a filter", async () => {
    expect((await feed(alice, { search: "question", filter: "COMPLETED" })).page.totalCount).toBe(2);
    expect((await rest(alice, "feed=from:me&filter=cancelled&search=Question")).ids).toEqual([req(3)]);
  });

  it("never shows a request the viewer takes no part in", async () => {
    // Carol's requests have patients named like Alice's (Patient0...) and Bob as recipient.
    const { ids } = await feed(alice, { search: "patient0" });
    expect(ids).toEqual([]);
    expect((await feed(alice, { search: "question" })).ids.some((id) => fx.carolRequestIds.includes(id))).toBe(false);
    expect((await rest(alice, "feed=to:me")).ids).toEqual([]);
    const bobSees = (await feed(bob, { feed: "TO_ME", search: "patient0" })).ids;
    expect(bobSees).toEqual([fx.carolRequestIds[0]]);
  });

  it("finds a request for a participant who joined after its text was written", async () => {
    // Each participant searches a copy of the request's text (issue 18): a newcomer gets it too.
    const joined = await db.prisma.participant.create({ data: { requestId: req(0), userId: fx.carol.id, professionalId: fx.carol.professionalId, side: "RECIPIENT" } });
    try {
      expect((await feed(carol, { feed: "TO_ME", search: "lefevre" })).ids).toEqual([req(0)]);
    } finally {
      await db.prisma.participant.delete({ where: { id: joined.id } });
    }
  });
});

describe("sort and paging", () => {
  it("sorts by last activity, newest first by default, oldest first on request", async () => {
    const desc = (await feed(alice, {})).ids;
    const asc = (await feed(alice, { sort: "LAST_ACTIVITY_ASC" })).ids;
    expect(asc).toEqual([...desc].reverse());
    expect(desc[0]).toBe(req(5));
    expect((await rest(alice, "feed=from:me&sort=last_activity_date")).ids).toEqual(asc);
    expect((await rest(alice, "feed=from:me&sort=-last_activity_date")).ids).toEqual(desc);
  });

  it.each(["LAST_ACTIVITY_DESC", "LAST_ACTIVITY_ASC"])("walks the pages forward and backward in %s", async (sort) => {
    const all = (await feed(alice, { sort })).ids;
    const walked: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const { ids, page } = await feed(alice, { sort, first: 4, after });
      walked.push(...ids);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 10);
    expect(walked).toEqual(all);
    const last = await feed(alice, { sort, first: undefined, last: 3 });
    expect(last.ids).toEqual(all.slice(-3));
    const before = await feed(alice, { sort, first: undefined, last: 3, before: last.page.pageInfo.startCursor });
    expect(before.ids).toEqual(all.slice(-6, -3));
  });

  it("pages REST by limit and offset, 20 by default, with the total in X-Pagination", async () => {
    const all = (await rest(alice, "feed=from:me")).ids;
    expect(all.length).toBe(15);
    const second = await rest(alice, "feed=from:me&limit=4&offset=4");
    expect(second.ids).toEqual(all.slice(4, 8));
    expect(second.total).toBe(15);
  });
});

describe("same patient", () => {
  it("lists the 5 latest published requests about the same person, the request itself left out", async () => {
    const viaRest = await rest(alice, `same_patient_as=${req(0)}&sort=-published_at&limit=5&offset=0`);
    expect(viaRest.status).toBe(200);
    expect(viaRest.ids).toEqual(samePatient.slice(0, 5));
    const id = Buffer.from(`Request:${req(0)}`).toString("base64");
    const query = `query($id: ID!, $first: Int) { node(id: $id) { ... on Request { samePatientRequests(first: $first) { databaseId } } } }`;
    const result = await alice.graphql<{ node: { samePatientRequests: { databaseId: number }[] } }>(query, { id, first: 5 });
    expect(result.data?.node.samePatientRequests.map((x) => x.databaseId)).toEqual(samePatient.slice(0, 5));
    expect((await alice.graphql(query, { id, first: 6 })).errors?.[0]?.extensions?.code).toBe("validation_failed");
  });

  it("answers a feed row's same-patient requests and their parties as the request page does", async () => {
    // The feed's rows are read whole by one statement and resolve without the Prisma plugin's
    // per-row lookup (graphql/loaded-rows.ts); the requests loaded beneath them by another query
    // must still resolve their own relations.
    const rows = `samePatientRequests(first: 5) { databaseId status patient { lastName } recipientProfessional { lastName specialty { label } } consultStatus }`;
    const viaFeed = await alice.graphql<{ requests: { edges: { node: { databaseId: number; samePatientRequests: unknown[] } }[] } }>(
      `{ requests(feed: FROM_ME, first: 50) { edges { node { databaseId patient { lastName } ${rows} } } } }`,
    );
    expect(viaFeed.errors).toBeUndefined();
    const row = viaFeed.data?.requests.edges.find((edge) => edge.node.databaseId === req(0))?.node;
    const id = Buffer.from(`Request:${req(0)}`).toString("base64");
    const viaNode = await alice.graphql<{ node: { samePatientRequests: unknown[] } }>(`query($id: ID!) { node(id: $id) { ... on Request { ${rows} } } }`, { id });
    expect(row?.samePatientRequests).toHaveLength(5);
    expect(row?.samePatientRequests).toEqual(viaNode.data?.node.samePatientRequests);
    expect(row?.samePatientRequests[0]).toMatchObject({ patient: { lastName: expect.any(String) }, recipientProfessional: { specialty: { label: expect.any(String) } }, consultStatus: "OPENED" });
  });

  it("shows only what the viewer may read, and nothing about a request the viewer may not read", async () => {
    // Carol's request about the same person is not Alice's to read; Bob reads both sides.
    expect((await rest(alice, `same_patient_as=${req(0)}&limit=100`)).ids).not.toContain(carolSamePatient);
    expect((await rest(bob, `same_patient_as=${samePatient.at(-1)}`)).ids).toContain(carolSamePatient);
    expect((await rest(carol, `same_patient_as=${req(0)}`)).ids).toEqual([]);
    expect((await rest(alice, `same_patient_as=${carolSamePatient}`)).ids).toEqual([]);
  });
});
