import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { createFixtures, type FixtureUser } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Spec 1 §2, §4-§6, §8, §9 and spec 2 §7: who reads and edits a group's meetings, every rule of
// the schedule/edit and quorum modals, and the video-call calls, through REST and GraphQL alike.

let db: TestDatabase;
let app: App;
let jitsiApp: App;

let groupId: number;
let meetingTopic: number;
let otherMeetingTopic: number;
let teTopic: number;
let foreignTopic: number;
const meetings = { upcoming: 0, later: 0, past: 0, registered: 0, internal: 0, inPerson: 0, foreign: 0 };
let registeredRequest = 0;
let videoRequest = 0;
const u: Record<"admin" | "insider" | "quorum" | "requester" | "outsider" | "superUser" | "unvalidated", FixtureUser> = {} as never;

const NOW = new Date("2026-11-23T10:00:00Z");
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const JITSI = { baseUrl: "https://meet.example.org", jwt: { appId: "consilium", secret: "a-secret-of-32-characters-long!!" }, roomSecret: "a-secret-of-32-characters-long!!" };

beforeAll(async () => {
  db = await createTestDatabase();
  await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, {}, () => NOW);
  jitsiApp = createTestApp(db, { video: JITSI }, () => NOW);
  for (const key of ["admin", "insider", "quorum", "requester", "outsider", "superUser", "unvalidated"] as const) {
    u[key] = await createExtraAccount(db.prisma, `meet-${key}`, { email: `${key.toLowerCase()}@meetings.test`, isSuper: key === "superUser", validated: key !== "unvalidated" });
  }
  const group = await db.prisma.group.create({
    data: {
      name: "RCP test",
      mode: "RECIPIENT",
      country: "FR",
      topics: { create: [{ label: "RCP onco", position: 0, type: "MEETING" }, { label: "RCP thorax", position: 1, type: "MEETING" }, { label: "Cardio", position: 2, hasVideoCall: true }] },
    },
    include: { topics: { orderBy: { position: "asc" } } },
  });
  groupId = group.id;
  [meetingTopic, otherMeetingTopic, teTopic] = group.topics.map((topic) => topic.id) as [number, number, number];
  const membership = (professionalId: number, data: Record<string, boolean>) => db.prisma.membership.create({ data: { groupId, professionalId, status: "ONGOING", isInsider: true, allTopics: true, ...data } });
  await membership(u.admin.professionalId, { canAdmin: true });
  await membership(u.insider.professionalId, { canReply: true });
  await membership(u.quorum.professionalId, { canAsk: true, isInsider: false });
  const other = await db.prisma.group.create({ data: { name: "Autre RCP", mode: "RECIPIENT", country: "FR", topics: { create: [{ label: "RCP autre", type: "MEETING" }] } }, include: { topics: true } });
  foreignTopic = other.topics[0]?.id ?? 0;
  const meeting = (topicId: number, scheduledAt: string, data: Record<string, unknown> = {}) => db.prisma.meeting.create({ data: { topicId, scheduledAt: new Date(scheduledAt), ...data } }).then((row) => row.id);
  meetings.upcoming = await meeting(meetingTopic, "2026-11-23T06:00:00Z", { videoCallMode: "EXTERNAL", externalVideoLink: "https://visio.example.fr/rcp-onco", professionals: { create: [{ professionalId: u.quorum.professionalId }] } });
  meetings.later = await meeting(otherMeetingTopic, "2026-12-01T17:00:00Z");
  meetings.past = await meeting(meetingTopic, "2026-11-22T22:00:00Z");
  meetings.registered = await meeting(meetingTopic, "2026-12-08T17:00:00Z", { videoCallMode: "EXTERNAL", externalVideoLink: "https://visio.example.fr/rcp-2" });
  meetings.internal = await meeting(meetingTopic, "2026-12-15T17:00:00Z", { videoCallMode: "INTERNAL" });
  meetings.inPerson = await meeting(meetingTopic, "2026-12-22T17:00:00Z");
  meetings.foreign = await meeting(foreignTopic, "2026-12-01T17:00:00Z");
  const request = (topicId: number, consultMeetingId: number | null) =>
    db.prisma.request.create({
      data: {
        status: "PUBLISHED",
        authorId: u.requester.id,
        recipientType: "GROUP",
        recipientGroupId: groupId,
        recipientTopicId: topicId,
        consultMeetingId,
        participants: { create: [{ userId: u.requester.id, professionalId: u.requester.professionalId, side: "SENDER" }] },
      },
    });
  registeredRequest = (await request(meetingTopic, meetings.registered)).id;
  videoRequest = (await request(teTopic, null)).id;
});
afterAll(async () => db?.drop());

const sessions = new Map<string, Promise<TestClient>>();
function as(user: { email: string }, target: App = app): Promise<TestClient> {
  const key = `${user.email}:${target === app ? "plain" : "jitsi"}`;
  let session = sessions.get(key);
  if (!session) {
    session = loggedInClient(target, user.email);
    sessions.set(key, session);
  }
  return session;
}

type RestMeeting = { id: number; video_call_mode: string; external_video_link: string | null; requests_count: number; can_edit: boolean; can_delete: boolean; professionals: { id: number }[] };

const LIST = `query($g: ID!, $feed: MeetingFeed, $topicId: Int, $page: Int, $first: Int) {
  node(id: $g) { ... on Group { meetings(feed: $feed, topicId: $topicId, page: $page, first: $first) { totalCount page edges { node { databaseId externalVideoLink viewerCanEdit viewerCanDelete requestsCount } } } } }
}`;
type ListAnswer = { node: { meetings: { totalCount: number; page: number; edges: { node: { databaseId: number; externalVideoLink: string | null; viewerCanEdit: boolean; viewerCanDelete: boolean; requestsCount: number } }[] } } | null };

async function gqlList(user: { email: string }, variables: Record<string, unknown> = {}) {
  const answer = await (await as(user)).graphql<ListAnswer>(LIST, { g: gid("Group", groupId), ...variables });
  return answer.data?.node?.meetings;
}

const SAVE = `mutation($m: MeetingInput!) { createMeeting(meeting: $m) { __typename ... on MeetingSaved { meeting { databaseId label videoCallMode externalVideoLink } } ... on DomainError { code field } } }`;
type SaveAnswer = { createMeeting: { __typename: string; code?: string; field?: string; meeting?: { databaseId: number; label: string | null; videoCallMode: string; externalVideoLink: string | null } } };

async function gqlCreate(user: { email: string }, meeting: Record<string, unknown>, target: App = app) {
  return (await (await as(user, target)).graphql<SaveAnswer>(SAVE, { m: meeting })).data?.createMeeting;
}

describe("reading meetings (spec 1 §2, §9; spec 2 §7 GET meetings)", () => {
  it("an insider lists upcoming meetings from the start of today, soonest first, 10 a page, in REST and GraphQL", async () => {
    const response = await (await as(u.insider)).rest("GET", `/meetings?group_id=${groupId}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as RestMeeting[];
    // 06:00Z on the 23rd is today in Paris although before NOW; 22:00Z on the 22nd is 23:00 on the 22nd in Paris: past.
    expect(body.map((meeting) => meeting.id)).toEqual([meetings.upcoming, meetings.later, meetings.registered, meetings.internal, meetings.inPerson]);
    expect(JSON.parse(response.headers.get("x-pagination") ?? "{}")).toEqual({ total_count: 5, offset: 0, limit: 10, page: 1 });
    expect(body[0]).toMatchObject({ external_video_link: "https://visio.example.fr/rcp-onco", can_edit: false, can_delete: false, professionals: [{ id: u.quorum.professionalId }] });
    const list = await gqlList(u.insider);
    expect(list?.edges.map((edge) => edge.node.databaseId)).toEqual(body.map((meeting) => meeting.id));
    expect(list?.totalCount).toBe(5);
  });

  it("past meetings are before today, latest first; the category filter and pages apply", async () => {
    expect((await gqlList(u.insider, { feed: "PAST" }))?.edges.map((edge) => edge.node.databaseId)).toEqual([meetings.past]);
    expect((await gqlList(u.insider, { topicId: otherMeetingTopic }))?.edges.map((edge) => edge.node.databaseId)).toEqual([meetings.later]);
    const second = await gqlList(u.insider, { page: 2, first: 2 });
    expect(second?.edges.map((edge) => edge.node.databaseId)).toEqual([meetings.registered, meetings.internal]);
    const rest = await (await as(u.insider)).rest("GET", `/meetings?topic=${otherMeetingTopic}&feed=upcoming&limit=1`);
    expect(((await rest.json()) as RestMeeting[]).map((meeting) => meeting.id)).toEqual([meetings.later]);
    expect((await (await as(u.insider)).rest("GET", `/meetings?group_id=${groupId}&limit=51`)).status).toBe(422);
  });

  it("an administrator may edit; delete is refused while requests are registered", async () => {
    const list = await gqlList(u.admin);
    const byId = new Map(list?.edges.map((edge) => [edge.node.databaseId, edge.node]));
    expect(byId.get(meetings.upcoming)).toMatchObject({ viewerCanEdit: true, viewerCanDelete: true });
    expect(byId.get(meetings.registered)).toMatchObject({ viewerCanEdit: true, viewerCanDelete: false, requestsCount: 1 });
  });

  it("outsiders, non-insider members, unvalidated and anonymous callers read no meeting and no video address", async () => {
    for (const user of [u.outsider, u.quorum]) {
      expect((await (await as(user)).rest("GET", `/meetings?group_id=${groupId}`)).status).toBe(404);
      expect((await gqlList(user))?.edges ?? []).toEqual([]);
    }
    expect((await (await as(u.outsider)).rest("GET", `/meetings/${meetings.upcoming}`)).status).toBe(404);
    const node = await (await as(u.outsider)).graphql<{ node: unknown }>(`query($id: ID!) { node(id: $id) { ... on Meeting { externalVideoLink } } }`, { id: gid("Meeting", meetings.upcoming) });
    expect(node.data?.node).toBeNull();
    const anonymous = new TestClient(app);
    expect((await anonymous.rest("GET", `/meetings/${meetings.upcoming}`)).status).toBe(401);
    expect((await (await as(u.unvalidated)).rest("GET", `/meetings/${meetings.upcoming}`)).status).toBe(403);
    expect((await (await as(u.outsider)).rest("POST", `/meetings/${meetings.upcoming}/video-call/go`)).status).toBe(404);
  });

  it("the quorum reads its meeting (not the list); a requester reads the meeting their request is registered to", async () => {
    expect((await (await as(u.quorum)).rest("GET", `/meetings/${meetings.upcoming}`)).status).toBe(200);
    expect((await (await as(u.quorum)).rest("GET", `/meetings/${meetings.later}`)).status).toBe(404);
    expect((await (await as(u.requester)).rest("GET", `/meetings/${meetings.registered}`)).status).toBe(200);
    expect((await (await as(u.requester)).rest("GET", `/meetings/${meetings.upcoming}`)).status).toBe(404);
  });

  it("Topic.nextMeeting is the meeting for readers; its date for anyone who sees the topic", async () => {
    const query = `query($t: ID!) { node(id: $t) { ... on Topic { nextMeeting { databaseId } nextMeetingScheduledAt } } }`;
    const insider = await (await as(u.insider)).graphql<{ node: { nextMeeting: { databaseId: number } | null; nextMeetingScheduledAt: string | null } }>(query, { t: gid("Topic", meetingTopic) });
    expect(insider.data?.node).toEqual({ nextMeeting: { databaseId: meetings.registered }, nextMeetingScheduledAt: "2026-12-08T17:00:00.000Z" });
    const outsider = await (await as(u.outsider)).graphql<{ node: { nextMeeting: unknown; nextMeetingScheduledAt: string | null } }>(query, { t: gid("Topic", meetingTopic) });
    expect(outsider.data?.node).toEqual({ nextMeeting: null, nextMeetingScheduledAt: "2026-12-08T17:00:00.000Z" });
  });
});

describe("scheduling and editing (spec 1 §4-§6)", () => {
  const base = () => ({ topicId: gid("Topic", meetingTopic), scheduledAt: "2027-01-12T17:00:00Z" });

  it("an administrator schedules a meeting with an external link; the label is trimmed", async () => {
    const saved = await gqlCreate(u.admin, { ...base(), label: "  RCP de janvier ", videoCallMode: "EXTERNAL", externalVideoLink: "https://visio.example.fr/janvier" });
    expect(saved?.meeting).toMatchObject({ label: "RCP de janvier", videoCallMode: "EXTERNAL", externalVideoLink: "https://visio.example.fr/janvier" });
  });

  it("category and date-time are required; the category is a meeting topic of the group", async () => {
    expect(await gqlCreate(u.admin, { scheduledAt: "2027-01-12T17:00:00Z" })).toMatchObject({ code: "meeting_topic_required", field: "topicId" });
    expect(await gqlCreate(u.admin, { topicId: gid("Topic", meetingTopic) })).toMatchObject({ code: "meeting_date_required", field: "scheduledAt" });
    expect(await gqlCreate(u.admin, { ...base(), topicId: gid("Topic", teTopic) })).toMatchObject({ code: "meeting_topic_required" });
    const rest = await (await as(u.admin)).rest("POST", "/meetings", { topic_id: foreignTopic, scheduled_at: "2027-01-12T17:00:00Z" });
    expect(rest.status).toBe(404);
  });

  it("an invalid external link is refused with the spec's text and messageDetails", async () => {
    expect(await gqlCreate(u.admin, { ...base(), videoCallMode: "EXTERNAL", externalVideoLink: "visio chez moi" })).toMatchObject({ code: "meeting_link_invalid", field: "externalVideoLink" });
    const rest = await (await as(u.admin)).rest("POST", "/meetings", { topic_id: meetingTopic, scheduled_at: "2027-01-12T17:00:00Z", video_call_mode: "external", external_video_link: "javascript:alert(1)" });
    expect(rest.status).toBe(422);
    expect(await rest.json()).toMatchObject({ code: "meeting_link_invalid", message: "Veuillez saisir un lien valide.", messageDetails: "Veuillez saisir un lien valide." });
  });

  it("in person keeps no link; internal video is refused without a video service, accepted with one", async () => {
    const inPerson = await gqlCreate(u.admin, { ...base(), videoCallMode: "NO_VIDEO", externalVideoLink: "https://visio.example.fr/x" });
    expect(inPerson?.meeting).toMatchObject({ videoCallMode: "NO_VIDEO", externalVideoLink: null });
    expect(await gqlCreate(u.admin, { ...base(), videoCallMode: "INTERNAL" })).toMatchObject({ code: "meeting_video_not_configured" });
    expect((await gqlCreate(u.admin, { ...base(), videoCallMode: "INTERNAL" }, jitsiApp))?.meeting).toMatchObject({ videoCallMode: "INTERNAL" });
  });

  it("insiders who are not administrators, and outsiders, may not schedule", async () => {
    const insider = await (await as(u.insider)).rest("POST", "/meetings", { topic_id: meetingTopic, scheduled_at: "2027-01-12T17:00:00Z" });
    expect(insider.status).toBe(403);
    const outsider = await (await as(u.outsider)).rest("POST", "/meetings", { topic_id: meetingTopic, scheduled_at: "2027-01-12T17:00:00Z" });
    expect(outsider.status).toBe(404);
    expect((await (await as(u.insider)).rest("PUT", `/meetings/${meetings.inPerson}`, { topic_id: meetingTopic, scheduled_at: "2027-01-12T17:00:00Z" })).status).toBe(403);
  });

  it("the category is frozen while requests are registered; the rest can change", async () => {
    const frozen = await (await as(u.admin)).rest("PUT", `/meetings/${meetings.registered}`, { topic_id: otherMeetingTopic, scheduled_at: "2026-12-08T17:00:00Z" });
    expect(frozen.status).toBe(409);
    expect(await frozen.json()).toMatchObject({ code: "meeting_topic_frozen" });
    const moved = await (await as(u.admin)).rest("PUT", `/meetings/${meetings.registered}`, { topic_id: meetingTopic, scheduled_at: "2026-12-08T18:00:00Z", video_call_mode: "external", external_video_link: "https://visio.example.fr/rcp-2" });
    expect(moved.status).toBe(200);
    const free = await (await as(u.admin)).graphql<{ updateMeeting: { __typename: string; meeting?: { topic: { label: string } } } }>(
      `mutation($id: ID!, $m: MeetingInput!) { updateMeeting(meetingId: $id, meeting: $m) { __typename ... on MeetingSaved { meeting { topic { label } } } } }`,
      { id: gid("Meeting", meetings.later), m: { topicId: gid("Topic", meetingTopic), scheduledAt: "2026-12-01T17:00:00Z" } },
    );
    expect(free.data?.updateMeeting.meeting?.topic.label).toBe("RCP onco");
  });

  it("delete is refused while requests are registered, allowed otherwise (administrators only)", async () => {
    const refused = await (await as(u.admin)).rest("DELETE", `/meetings/${meetings.registered}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "meeting_has_requests", messageDetails: "La réunion ne peut pas être supprimée tant que des demandes y sont inscrites." });
    const gql = await (await as(u.admin)).graphql<{ deleteMeeting: { code?: string } }>(`mutation($id: ID!) { deleteMeeting(meetingId: $id) { ... on DomainError { code } } }`, { id: gid("Meeting", meetings.registered) });
    expect(gql.data?.deleteMeeting.code).toBe("meeting_has_requests");
    expect((await (await as(u.insider)).rest("DELETE", `/meetings/${meetings.past}`)).status).toBe(403);
    expect((await (await as(u.admin)).rest("DELETE", `/meetings/${meetings.past}`)).status).toBe(204);
    expect((await (await as(u.admin)).rest("GET", `/meetings/${meetings.past}`)).status).toBe(404);
  });

  it("the quorum names ongoing members of the group only", async () => {
    const set = await (await as(u.admin)).rest("PUT", `/meetings/${meetings.inPerson}/professionals`, { professional_ids: [u.insider.professionalId, u.quorum.professionalId] });
    expect(set.status).toBe(200);
    expect(((await set.json()) as RestMeeting).professionals.map((p) => p.id).sort()).toEqual([u.insider.professionalId, u.quorum.professionalId].sort());
    const foreign = await (await as(u.admin)).graphql<{ setMeetingQuorum: { code?: string } }>(
      `mutation($id: ID!, $p: [ID!]!) { setMeetingQuorum(meetingId: $id, professionalIds: $p) { ... on DomainError { code } } }`,
      { id: gid("Meeting", meetings.inPerson), p: [gid("Professional", u.outsider.professionalId)] },
    );
    expect(foreign.data?.setMeetingQuorum.code).toBe("meeting_quorum_invalid");
    expect((await (await as(u.insider)).rest("PUT", `/meetings/${meetings.inPerson}/professionals`, { professional_ids: [] })).status).toBe(403);
  });
});

describe("video calls (spec 2 §7 video-call/go)", () => {
  it("a participant of an external meeting is sent to its link; a non-participant answers as a missing meeting", async () => {
    const go = await (await as(u.insider)).rest("POST", `/meetings/${meetings.upcoming}/video-call/go`);
    expect(await go.json()).toEqual({ redirect_url: "https://visio.example.fr/rcp-onco" });
    const join = await (await as(u.quorum)).graphql<{ joinMeetingVideo: { redirectUrl?: string } }>(`mutation($id: ID!) { joinMeetingVideo(meetingId: $id) { ... on MeetingVideoJoin { redirectUrl } } }`, { id: gid("Meeting", meetings.upcoming) });
    expect(join.data?.joinMeetingVideo.redirectUrl).toBe("https://visio.example.fr/rcp-onco");
    const outsider = await (await as(u.outsider)).graphql<{ joinMeetingVideo: { code?: string } }>(`mutation($id: ID!) { joinMeetingVideo(meetingId: $id) { ... on DomainError { code } } }`, { id: gid("Meeting", meetings.upcoming) });
    expect(outsider.data?.joinMeetingVideo.code).toBe("not_found");
  });

  it("in person answers meeting_no_video; internal without a service meeting_video_not_configured", async () => {
    const none = await (await as(u.insider)).rest("POST", `/meetings/${meetings.inPerson}/video-call/go`);
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({ code: "meeting_no_video" });
    expect(await (await (await as(u.insider)).rest("POST", `/meetings/${meetings.internal}/video-call/go`)).json()).toMatchObject({ code: "meeting_video_not_configured" });
  });

  it("internal video with Jitsi: one unguessable room per meeting and a signed short-lived token per participant", async () => {
    const first = (await (await (await as(u.insider, jitsiApp)).rest("POST", `/meetings/${meetings.internal}/video-call/go`)).json()) as { redirect_url: string };
    const second = (await (await (await as(u.admin, jitsiApp)).rest("POST", `/meetings/${meetings.internal}/video-call/go`)).json()) as { redirect_url: string };
    const [a, b] = [new URL(first.redirect_url), new URL(second.redirect_url)];
    expect(a.origin).toBe("https://meet.example.org");
    expect(a.pathname).toBe(b.pathname);
    expect(a.pathname).toMatch(/^\/consilium-[0-9a-f]{32}$/);
    const token = a.searchParams.get("jwt") ?? "";
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const { createHmac } = await import("node:crypto");
    expect(createHmac("sha256", JITSI.jwt.secret).update(`${header}.${payload}`).digest("base64url")).toBe(signature);
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { iss: string; room: string; exp: number; sub: string };
    expect(claims).toMatchObject({ iss: "consilium", room: a.pathname.slice(1), sub: "meet.example.org" });
    expect(claims.exp - NOW.getTime() / 1000).toBe(600);
    expect(b.searchParams.get("jwt")).not.toBe(token);
  });

  it("a request's participant joins its meeting's video, or its topic's own room; others answer as a missing request", async () => {
    expect(await (await (await as(u.requester)).rest("POST", `/requests/${registeredRequest}/video-call/go`)).json()).toEqual({ redirect_url: "https://visio.example.fr/rcp-2" });
    const own = (await (await (await as(u.requester, jitsiApp)).rest("POST", `/requests/${videoRequest}/video-call/go`)).json()) as { redirect_url: string };
    expect(new URL(own.redirect_url).pathname).toMatch(/^\/consilium-r-[0-9a-f]{32}$/);
    expect((await (await as(u.requester)).rest("POST", `/requests/${videoRequest}/video-call/go`)).status).toBe(422);
    expect((await (await as(u.insider)).rest("POST", `/requests/${registeredRequest}/video-call/go`)).status).toBe(404);
    const gql = await (await as(u.outsider)).graphql<{ joinRequestVideo: { code?: string } }>(`mutation($id: ID!) { joinRequestVideo(requestId: $id) { ... on DomainError { code } } }`, { id: gid("Request", registeredRequest) });
    expect(gql.data?.joinRequestVideo.code).toBe("not_found");
  });
});
