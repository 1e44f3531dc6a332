import { afterAll, beforeAll, expect, it } from "vitest";
import type { RequestParameters } from "relay-runtime";
import requestPageQuery from "../../../web/src/__generated__/RequestDetailPageQuery.graphql.ts";
import mapQuery from "../../../web/src/__generated__/MapTabQuery.graphql.ts";
import groupsTabQuery from "../../../web/src/__generated__/GroupsTabQuery.graphql.ts";
import meetingsTabQuery from "../../../web/src/__generated__/MeetingsTabQuery.graphql.ts";
import listQuery from "../../../web/src/__generated__/RequestListPageQuery.graphql.ts";
import listRefetchQuery from "../../../web/src/__generated__/RequestListPaginationQuery.graphql.ts";
import { syncParticipants } from "../domain/requests/participant-state.ts";
import { refreshSearchText } from "../domain/requests/search-text.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import type { TestClient } from "../testing/test-client.ts";

// Issue 18: what the web's own screens cost in SQL, with the query documents the web app sends
// (its Relay artifacts), so a field added to a screen that costs a statement per row, or per
// message, shows here. Each count is everything one call sends, the session lookup included,
// not the session's once-a-minute touch (it depends on the clock, not on the page).

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;

const LYON = { lat: 45.764, lng: 4.8357 };

async function addPractices(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const key = `cardio${i}`;
    const row = await db.prisma.professional.create({
      data: { firstName: key, lastName: `${key}-last`, searchText: key, country: "FR", rpps: `2000000${String(i).padStart(4, "0")}`, rppsType: 8, specialtyCode: "SM54" },
    });
    const at = { lat: LYON.lat + i / 100, lng: LYON.lng + i / 100 };
    await db.prisma.practice.create({ data: { professionalId: row.id, ...at, city: "Lyon", fullAddress: `${i} rue ${key}`, postalCode: "69001", country: "FR" } });
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  // More than a page of requests (20), so that the list counts them.
  fx = await createFixtures(db.prisma, { aliceRequests: 24 });
  for (const id of fx.aliceRequestIds) {
    await syncParticipants(db.prisma, id);
    await refreshSearchText(db.prisma, id);
  }
  await addPractices(12);
  const group = await db.prisma.group.create({ data: { name: "Réseau Lyon", mode: "RECIPIENT", country: "FR", lat: 45.77, lng: 4.84 } });
  await db.prisma.membership.create({ data: { groupId: group.id, professionalId: fx.alice.professionalId, status: "ONGOING", canAsk: true } });
  // One request with a long thread, to compare with a short one: the cost must not grow with it.
  const long = fx.aliceRequestIds[1] ?? 0;
  for (let i = 0; i < 12; i++) {
    await db.prisma.message.create({
      data: { requestId: long, authorId: i % 2 ? fx.bob.id : fx.alice.id, content: `Message ${i}`, status: "PUBLISHED", publishedAt: new Date(), createdAt: new Date(Date.now() + i) },
    });
  }
  // Carol, who takes no part, opened both (a super user): the page lists her among its outside readers.
  await db.prisma.user.update({ where: { id: fx.carol.id }, data: { isSuper: true } });
  for (const requestId of [fx.aliceRequestIds[0] ?? 0, long]) {
    await db.prisma.accessEvent.create({ data: { userId: fx.carol.id, action: "read", targetType: "request", targetId: requestId, requestId, door: "graphql" } });
  }
  alice = await loggedInClient(createTestApp(db), fx.alice.email);
});
afterAll(async () => db?.drop());

const textOf = (artifact: { params: RequestParameters }): string => {
  const text = artifact.params.text;
  if (!text) throw new Error(`${artifact.params.name}: no query text in the Relay artifact`);
  return text;
};

async function statementsOf(query: string, variables: Record<string, unknown>): Promise<{ count: number; data: Record<string, unknown> }> {
  const statements: string[] = [];
  const stop = db.onQuery((sql) => statements.push(sql));
  const result = await alice.graphql(query, variables);
  stop();
  if (!result.data || result.errors) throw new Error(JSON.stringify(result.errors));
  if (process.env.SHOW_SQL) console.log(statements.map((s) => s.slice(0, Number(process.env.SHOW_SQL) > 1 ? 2000 : 160)).join("\n"));
  return { count: statements.filter((s) => !/^UPDATE "public"."sessions"/.test(s)).length, data: result.data };
}

const requestId = (id: number) => Buffer.from(`Request:${id}`).toString("base64");

it('"My requests" costs a fixed number of statements, with or without a search', async () => {
  const query = textOf(listQuery);
  const rows = (page: Record<string, unknown>) => (page.requests as { edges: unknown[] }).edges.length;
  const list = await statementsOf(query, { feed: "FROM_ME" });
  expect(rows(list.data)).toBe(20);
  expect(list.count).toBe(LIST_STATEMENTS);
  expect((list.data.requests as { totalCount: number }).totalCount).toBe(24);
  const searched = await statementsOf(query, { feed: "FROM_ME", search: "question" });
  expect(rows(searched.data)).toBe(20);
  expect(searched.count).toBe(LIST_STATEMENTS);
  // A selection the first page holds whole, counted without walking the feed twice, and a later page.
  const whole = await statementsOf(query, { feed: "FROM_ME", search: "nom1" });
  expect(rows(whole.data)).toBe(11);
  expect(whole.count).toBe(LIST_STATEMENTS);
  expect((whole.data.requests as { totalCount: number }).totalCount).toBe(11);
  // A new chip, sort or search refetches the results alone (the list's refetchable fragment).
  const refetched = await statementsOf(textOf(listRefetchQuery), { feed: "FROM_ME", search: "question", count: 20 });
  expect(rows(refetched.data)).toBe(20);
  expect(refetched.count).toBe(LIST_REFETCH_STATEMENTS);
});

it("the request page costs a fixed number of statements, however long its thread", async () => {
  const query = textOf(requestPageQuery);
  const short = fx.aliceRequestIds[0] ?? 0;
  const long = fx.aliceRequestIds[1] ?? 0;
  // The first visit records the read (access trail, read marks); the figures are for a return.
  await statementsOf(query, { id: requestId(short) });
  await statementsOf(query, { id: requestId(long) });
  const first = await statementsOf(query, { id: requestId(short) });
  const second = await statementsOf(query, { id: requestId(long) });
  const messages = (page: Record<string, unknown>) => (page.node as { messages: { edges: unknown[] } }).messages.edges.length;
  expect([messages(first.data), messages(second.data)]).toEqual([2, 14]);
  const readers = (page: Record<string, unknown>) => (page.node as { outsideReaders: { role: string }[] }).outsideReaders;
  expect(readers(first.data)).toEqual([expect.objectContaining({ firstName: "carol", role: "SUPER_USER" })]);
  expect(second.count).toBe(first.count);
  expect(first.count).toBe(REQUEST_PAGE_STATEMENTS);
});

it("a request registered to a meeting costs a fixed number of statements, and the meetings tab a fixed number however many meetings", async () => {
  const group = await db.prisma.group.create({ data: { name: "RCP Rhône", mode: "RECIPIENT", country: "FR", lat: 45.7, lng: 4.8 } });
  await db.prisma.membership.create({ data: { groupId: group.id, professionalId: fx.alice.professionalId, status: "ONGOING", isInsider: true, canReply: true, canAdmin: true, allTopics: true } });
  const topic = await db.prisma.topic.create({ data: { groupId: group.id, label: "RCP oncologie", type: "MEETING", meetingAssignmentMode: "MANUAL", position: 1 } });
  const meeting = (days: number) =>
    db.prisma.meeting.create({
      data: {
        topicId: topic.id,
        scheduledAt: new Date(Date.now() + days * 86_400_000),
        label: `Séance J+${days}`,
        videoCallMode: "EXTERNAL",
        externalVideoLink: "https://visio.example.fr/rcp",
        professionals: { create: [{ professionalId: fx.alice.professionalId }, { professionalId: fx.bob.professionalId }] },
      },
    });
  const first = await meeting(3);
  await meeting(10);
  // Alice's request to the topic, registered to the first meeting (both columns, as the domain writes them).
  const registered = fx.aliceRequestIds[2] ?? 0;
  await db.prisma.request.update({ where: { id: registered }, data: { recipientType: "GROUP", recipientProfessionalId: null, recipientGroupId: group.id, recipientTopicId: topic.id, consultMeetingId: first.id } });
  await db.prisma.consult.updateMany({ where: { requestId: registered }, data: { meetingId: first.id } });
  await syncParticipants(db.prisma, registered);

  const page = textOf(requestPageQuery);
  await statementsOf(page, { id: requestId(registered) });
  const visit = await statementsOf(page, { id: requestId(registered) });
  expect((visit.data.node as { consultMeeting: { label: string } | null }).consultMeeting?.label).toBe("Séance J+3");
  expect(visit.count).toBe(MEETING_REQUEST_PAGE_STATEMENTS);

  const tab = textOf(meetingsTabQuery);
  const variables = { groupId: Buffer.from(`Group:${group.id}`).toString("base64"), feed: "UPCOMING", page: 1 };
  const listed = (result: { data: Record<string, unknown> }) => (result.data.node as { meetings: { edges: unknown[] } }).meetings.edges.length;
  if (process.env.SHOW_SQL) console.log("--- meetings tab");
  const few = await statementsOf(tab, variables);
  for (let days = 11; days < 21; days++) await meeting(days);
  const many = await statementsOf(tab, variables);
  expect([listed(few), listed(many)]).toEqual([2, 10]);
  expect(many.count).toBe(few.count);
  expect(few.count).toBe(MEETINGS_TAB_STATEMENTS);
  // The picker now offers twelve upcoming meetings: the request page's cost has not moved.
  const again = await statementsOf(page, { id: requestId(registered) });
  expect((again.data.node as { registrableMeetings: unknown[] }).registrableMeetings).toHaveLength(12);
  expect(again.count).toBe(visit.count);
});

it("the directory map costs a fixed number of statements, however many pins it shows", async () => {
  const query = textOf(mapQuery);
  const around = (delta: number) => [LYON.lng - delta, LYON.lat - delta, LYON.lng + delta, LYON.lat + delta];
  // Both views hold the group (45.77, 4.84): a view without any group skips reading groups.
  const few = await statementsOf(query, { bounds: around(0.01), limit: 100 });
  const many = await statementsOf(query, { bounds: around(0.5), limit: 100 });
  const pins = (page: Record<string, unknown>) => (page.directory as { items: unknown[] }).items.length;
  expect(pins(few.data)).toBeLessThan(pins(many.data));
  expect(many.count).toBe(few.count);
  expect(few.count).toBe(MAP_STATEMENTS);
  // A first load asks without bounds (the viewer's starting view, 50 km around her last position
  // in Lyon): the viewer's row that gives the country gives the view too, at no extra statement.
  await db.prisma.user.update({ where: { id: fx.alice.id }, data: { lastLat: LYON.lat, lastLng: LYON.lng } });
  try {
    const start = await statementsOf(query, { bounds: null, limit: null });
    expect(pins(start.data)).toBe(pins(many.data));
    expect(start.count).toBe(MAP_STATEMENTS);
  } finally {
    await db.prisma.user.update({ where: { id: fx.alice.id }, data: { lastLat: null, lastLng: null } });
  }
});

it("the directory's groups tab costs a fixed number of statements, its viewer's default specialty included", async () => {
  const query = textOf(groupsTabQuery);
  // The first load asks for the viewer's default (the web app does not know it yet): the read of
  // the viewer's country gives their specialty too.
  const byDefault = await statementsOf(query, { specialty: "default" });
  const asked = await statementsOf(query, { specialty: "SM04" });
  const every = await statementsOf(query, { specialty: null });
  expect((byDefault.data.directoryGroups as { specialty: string }).specialty).toBe("specialist");
  expect(byDefault.count).toBe(GROUPS_STATEMENTS);
  expect(asked.count).toBe(GROUPS_STATEMENTS);
  expect(every.count).toBe(GROUPS_STATEMENTS);
});

// Measured on this code: lower them as the paths get leaner.
// "My requests", the screen's one call (issue 18): session and user, the page (its keys, size and
// rows with their parties) in one, then the viewer's part: their profession and country (whether
// the billable chip is offered) and their sending rights (the new-request button). That part was
// a second call, with its own session lookup.
const LIST_STATEMENTS = 4;
// A new selection: the results alone.
const LIST_REFETCH_STATEMENTS = 2;
// The groups tab: session and user, the viewer's country and specialty, the groups' count and page.
const GROUPS_STATEMENTS = 4;
// Request page: session and user, the request with its relations through the gate (one
// statement: fields, patient, parties, consult, thread, files), the same-patient history (its
// patient read with the request), the viewer's draft message (Prisma cannot select the messages
// relation twice with different filters in one statement), and the outside readers (one
// statement: the trail's reads, their users and memberships). Map: session and user, the viewer's
// country (and starting view), the groups' and practices' counts, the page of keys, the groups, the practices.
const REQUEST_PAGE_STATEMENTS = 5;
const MAP_STATEMENTS = 7;
// Meetings tab: session and user, the group with its topics and the viewer's membership, the
// viewer's standing for the meetings gate, the page's keys, its count, then the page's meetings with
// their topic, quorum and registered-request counts in one.
const MEETINGS_TAB_STATEMENTS = 6;
// A request of a meeting topic, registered to a meeting: the request page's five, then its
// meeting through the meetings gate (with the fields the page asks for), the viewer's meeting
// rights (standing and topic, read once for canEditMeeting and the picker) and the picker's meetings.
const MEETING_REQUEST_PAGE_STATEMENTS = 9;
