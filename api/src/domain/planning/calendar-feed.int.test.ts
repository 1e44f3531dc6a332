import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { createFixtures, type FixtureUser } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { parseCalendar } from "../../testing/parse-ical.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { hashToken } from "../accounts/tokens.ts";
import { RATE_RULES } from "../rate-limit.ts";

// Issue 23 item 4, done when "the iCalendar feed parses and its URL can be revoked": through the
// one HTTP handler, a member creates their feed address, a client with no cookie fetches it and
// parses it, and the address dies when revoked or replaced.

let db: TestDatabase;
let app: App;
const NOW = new Date("2026-11-23T10:00:00Z");
const u: Record<"member" | "colleague" | "pending", FixtureUser> = {} as never;
const rows = { meeting: 0, oldMeeting: 0, otherMeeting: 0, quorumMeeting: 0, noQuorumMeeting: 0, duty: 0, always: 0, otherDuty: 0, membership: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, { publicUrl: "https://consilium.test" }, () => NOW);
  u.member = await createExtraAccount(db.prisma, "feed-member", { email: "member@feed.test" });
  u.colleague = await createExtraAccount(db.prisma, "feed-colleague", { email: "colleague@feed.test" });
  u.pending = await createExtraAccount(db.prisma, "feed-pending", { email: "pending@feed.test", validated: false });
  const group = (name: string) =>
    db.prisma.group.create({
      data: { name, mode: "RECIPIENT", country: "FR", topics: { create: [{ label: "RCP thoracique", type: "MEETING", position: 0 }, { label: "Pneumologie", position: 1 }] } },
      include: { topics: { orderBy: { position: "asc" } } },
    });
  const ours = await group("Réseau Thorax Lyon");
  const theirs = await group("Réseau Cardio Lille");
  const membership = (groupId: number, professionalId: number) =>
    db.prisma.membership.create({ data: { groupId, professionalId, status: "ONGOING", isInsider: true, canReply: true, allTopics: true }, select: { id: true } }).then((row) => row.id);
  rows.membership = await membership(ours.id, u.member.professionalId);
  const colleagueMembership = await membership(theirs.id, u.colleague.professionalId);
  const meetingTopic = ours.topics[0]?.id ?? 0;
  const meeting = (topicId: number, scheduledAt: string, label: string | null) =>
    db.prisma.meeting
      .create({ data: { topicId, scheduledAt: new Date(scheduledAt), label, videoCallMode: "EXTERNAL", externalVideoLink: "https://visio.example.org/secret-room" }, select: { id: true } })
      .then((row) => row.id);
  rows.meeting = await meeting(meetingTopic, "2026-11-30T17:00:00Z", "Séance mensuelle");
  rows.oldMeeting = await meeting(meetingTopic, "2026-09-01T17:00:00Z", "Trop ancienne");
  rows.otherMeeting = await meeting(theirs.topics[0]?.id ?? 0, "2026-11-30T17:00:00Z", "Autre réseau");
  // A network where the member only asks (not an insider): its meetings are theirs when the quorum names them.
  const asking = await group("Réseau Digestif Nantes");
  await db.prisma.membership.create({ data: { groupId: asking.id, professionalId: u.member.professionalId, status: "ONGOING", isInsider: false, canAsk: true } });
  rows.quorumMeeting = await meeting(asking.topics[0]?.id ?? 0, "2026-12-02T12:00:00Z", "Avec quorum");
  await db.prisma.meetingProfessional.create({ data: { meetingId: rows.quorumMeeting, professionalId: u.member.professionalId } });
  rows.noQuorumMeeting = await meeting(asking.topics[0]?.id ?? 0, "2026-12-03T12:00:00Z", "Sans quorum");
  rows.duty = (
    await db.prisma.planningEvent.create({
      data: { membershipId: rows.membership, start: new Date("2026-11-25T07:00:00Z"), end: new Date("2026-11-26T07:00:00Z"), allTopics: false, topics: { create: [{ topicId: ours.topics[1]?.id ?? 0 }] } },
    })
  ).id;
  rows.always = (await db.prisma.planningEvent.create({ data: { membershipId: rows.membership } })).id;
  rows.otherDuty = (await db.prisma.planningEvent.create({ data: { membershipId: colleagueMembership, start: new Date("2026-11-25T07:00:00Z"), end: new Date("2026-11-26T07:00:00Z") } })).id;
});
afterAll(async () => db?.drop());

const sessions = new Map<string, Promise<TestClient>>();
function as(user: { email: string }): Promise<TestClient> {
  let session = sessions.get(user.email);
  if (!session) {
    session = loggedInClient(app, user.email);
    sessions.set(user.email, session);
  }
  return session;
}

/** A calendar client: no cookie, no CSRF token, only the address. */
function calendarClient(ip = "198.51.100.7"): TestClient {
  const client = new TestClient(app);
  client.ip = ip;
  return client;
}

const pathOf = (url: string) => new URL(url).pathname;

const CREATE = `mutation { createCalendarFeed { __typename ... on CalendarFeedCreated { url user { calendarFeed { createdAt lastUsedAt } } } ... on DomainError { code } } }`;
const REVOKE = `mutation { revokeCalendarFeed { __typename ... on CalendarFeedRevoked { revokedAt user { calendarFeed { createdAt } } } ... on DomainError { code } } }`;
const STATUS = `{ viewer { calendarFeed { createdAt lastUsedAt } } }`;
type CreateAnswer = { createCalendarFeed: { __typename: string; url?: string; code?: string } };
type RevokeAnswer = { revokeCalendarFeed: { __typename: string; code?: string; user?: { calendarFeed: unknown } } };
type StatusAnswer = { viewer: { calendarFeed: { createdAt: string; lastUsedAt: string | null } | null } };

describe("calendar feed (issue 23 item 4)", () => {
  it("a visitor cannot create a feed, in REST nor in GraphQL", async () => {
    const visitor = new TestClient(app);
    expect((await visitor.rest("POST", "/calendar-feeds")).status).toBe(401);
    const answer = await visitor.graphql<CreateAnswer>(CREATE);
    expect(answer.data?.createCalendarFeed ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    expect(await db.prisma.calendarFeed.count()).toBe(0);
  });

  it("an account waiting for validation cannot create one", async () => {
    expect((await (await as(u.pending)).rest("POST", "/calendar-feeds")).status).toBe(403);
  });

  let firstUrl = "";

  it("creates the address (REST), which a cookie-less client fetches as text/calendar that parses, with the member's meeting and duty period only", async () => {
    const member = await as(u.member);
    const created = await member.rest("POST", "/calendar-feeds");
    expect(created.status).toBe(201);
    const body = (await created.json()) as { url: string; created_at: string };
    expect(body.url).toMatch(/^https:\/\/consilium\.test\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(body.created_at).toBe(NOW.toISOString());
    firstUrl = body.url;

    const response = await calendarClient().fetch(pathOf(firstUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const calendar = parseCalendar(text);
    const uids = calendar.events.map((event) => event.uid);
    expect(uids).toEqual([`meeting-${rows.meeting}@consilium.test`, `meeting-${rows.quorumMeeting}@consilium.test`, `planning-event-${rows.duty}@consilium.test`]);
    const [meeting, , duty] = calendar.events;
    expect(meeting?.summary).toBe("RCP thoracique — Séance mensuelle");
    expect(meeting?.location).toBe("Réseau Thorax Lyon");
    expect(meeting?.url).toBe(`https://consilium.test/meeting/${rows.meeting}/join`);
    expect(duty?.summary).toBe("Garde — Réseau Thorax Lyon");
    expect(duty?.categories).toEqual(["Pneumologie"]);
    expect(duty?.start).toEqual(new Date("2026-11-25T07:00:00Z"));
    expect(calendar.description).toContain("Garde permanente — Réseau Thorax Lyon (Toutes les catégories)");
    // Nothing of the other network, nor the meeting's external link.
    expect(text).not.toContain("Cardio Lille");
    expect(text).not.toContain("visio.example.org");
    expect(text).not.toContain("Sans quorum");
  });

  it("keeps only the token's SHA-256: the database holds no address that opens the feed", async () => {
    const token = /\/([^/]+)\.ics$/.exec(firstUrl)?.[1] ?? "";
    const stored = await db.prisma.calendarFeed.findMany();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const dump = await db.prisma.$queryRawUnsafe<{ row: string }[]>(`SELECT row_to_json(f)::text AS row FROM calendar_feeds f`);
    expect(dump.map((row) => row.row).join()).not.toContain(token);
  });

  it("the viewer sees that a feed exists and when it was last fetched; another account's is not theirs to see", async () => {
    const status = await (await as(u.member)).graphql<StatusAnswer>(STATUS);
    expect(status.data?.viewer.calendarFeed).toEqual({ createdAt: NOW.toISOString(), lastUsedAt: NOW.toISOString() });
    const rest = await (await as(u.member)).rest("GET", "/calendar-feeds");
    expect(await rest.json()).toEqual({ active: true, created_at: NOW.toISOString(), last_used_at: NOW.toISOString() });
    const other = await (await as(u.colleague)).graphql<StatusAnswer>(STATUS);
    expect(other.data?.viewer.calendarFeed).toBeNull();
  });

  it("a member who left the group sees nothing of it at the next fetch", async () => {
    await db.prisma.membership.update({ where: { id: rows.membership }, data: { isInsider: false } });
    const calendar = parseCalendar(await (await calendarClient().fetch(pathOf(firstUrl))).text());
    expect(calendar.events.map((event) => event.uid)).toEqual([`meeting-${rows.quorumMeeting}@consilium.test`]);
    expect(calendar.description).not.toContain("Thorax");
    await db.prisma.membership.update({ where: { id: rows.membership }, data: { isInsider: true } });
  });

  it("creating a new address (GraphQL) revokes the old one: the old answers 404, the new one works", async () => {
    const answer = await (await as(u.member)).graphql<CreateAnswer>(CREATE);
    const url = answer.data?.createCalendarFeed.url ?? "";
    expect(url).not.toBe(firstUrl);
    const old = await calendarClient().fetch(pathOf(firstUrl));
    expect(old.status).toBe(404);
    expect(((await old.json()) as { code: string }).code).toBe("not_found");
    expect((await calendarClient().fetch(pathOf(url))).status).toBe(200);
    firstUrl = url;
  });

  it("an unknown or malformed address answers exactly like a revoked one", async () => {
    const unknown = await calendarClient().fetch(`/api/v1/calendar-feeds/${"A".repeat(43)}.ics`);
    const malformed = await calendarClient().fetch("/api/v1/calendar-feeds/nope.ics");
    expect([unknown.status, malformed.status]).toEqual([404, 404]);
    expect(await malformed.json()).toEqual(await unknown.json());
  });

  it("revoking (GraphQL) makes the address answer 404; revoking again is not_found; REST revokes too", async () => {
    const member = await as(u.member);
    const answer = await member.graphql<RevokeAnswer>(REVOKE);
    expect(answer.data?.revokeCalendarFeed).toMatchObject({ __typename: "CalendarFeedRevoked", user: { calendarFeed: null } });
    expect((await calendarClient().fetch(pathOf(firstUrl))).status).toBe(404);
    expect((await member.graphql<RevokeAnswer>(REVOKE)).data?.revokeCalendarFeed.code).toBe("not_found");
    expect((await member.rest("DELETE", "/calendar-feeds")).status).toBe(404);

    const created = (await (await member.rest("POST", "/calendar-feeds")).json()) as { url: string };
    expect((await member.rest("DELETE", "/calendar-feeds")).status).toBe(200);
    expect((await calendarClient().fetch(pathOf(created.url))).status).toBe(404);
    expect(await (await member.rest("GET", "/calendar-feeds")).json()).toEqual({ active: false, created_at: null, last_used_at: null });
  });

  it("an address guessing from one IP address is cut off (429) once the misses reach the limit", async () => {
    const guesser = calendarClient("203.0.113.99");
    for (let i = 0; i < RATE_RULES.calendarFeedMissPerIp.limit; i++) {
      expect((await guesser.fetch(`/api/v1/calendar-feeds/${"B".repeat(42)}${i % 10}.ics`)).status).toBe(404);
    }
    expect((await guesser.fetch(`/api/v1/calendar-feeds/${"C".repeat(43)}.ics`)).status).toBe(429);
  });
});
