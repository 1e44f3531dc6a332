import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingAssignmentMode } from "../db/generated/prisma/enums.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import { createTestApp } from "../testing/test-app.ts";
import type { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { FIXTURE_PASSWORD } from "../testing/fixtures.ts";

// Issue 23 item 2, spec 2 §3 consult_meeting_id / Consult meeting, §4 publishing to a meeting
// topic, §6 meeting edit, §7 PUT requests/{id} consult_meeting_id and PUT consults/{id}
// meeting_id, in REST and GraphQL: which meeting a request may be registered to, by whom, and
// that a refusal changes nothing.

let db: TestDatabase;
let fx: Fixtures;
const clients: Record<string, TestClient> = {};
const users: Record<string, { id: number; professionalId: number }> = {};
const ids = { group: 0, manual: 0, automatic: 0, delegate: 0, other: 0 };
const meetings = { past: 0, soon: 0, later: 0, otherSoon: 0, autoLater: 0, autoSoon: 0, autoPast: 0 };

const DAY = 86_400_000;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

function nirFor(body13: string): string {
  return `${body13}${String(97n - (BigInt(body13) % 97n)).padStart(2, "0")}`;
}

async function createUser(key: string): Promise<{ id: number; professionalId: number }> {
  const professional = await db.prisma.professional.create({
    data: { firstName: key, lastName: `${key}-rcp`, searchText: key, country: "FR", rpps: `3000000${key.length}${key.charCodeAt(0)}`, rppsType: 8, specialtyCode: "SM54" },
  });
  const user = await db.prisma.user.create({
    data: { email: `${key}@rcp.test`, firstName: key, lastName: `${key}-rcp`, country: "FR", validationStatus: "VALIDATED", passwordHash: await hashPassword(FIXTURE_PASSWORD), professionalId: professional.id },
  });
  return { id: user.id, professionalId: professional.id };
}

const topicOf = (mode: MeetingAssignmentMode) => ({ MANUAL: ids.manual, AUTOMATIC: ids.automatic, DELEGATE: ids.delegate })[mode];

/** A draft of Alice's to a topic of the group, ready to publish. */
async function draft(topicId: number): Promise<number> {
  const patient = await db.prisma.patient.create({
    data: { createdById: fx.alice.id, firstName: "Jeanne", lastName: "Martin", birthName: "Durand", gender: "F", birthDate: new Date("1956-03-14"), nir: nirFor("2560375056123"), regime: "01" },
  });
  const request = await db.prisma.request.create({
    data: {
      authorId: fx.alice.id,
      recipientType: "GROUP",
      recipientGroupId: ids.group,
      recipientTopicId: topicId,
      description: "Adénocarcinome pulmonaire, discussion thérapeutique",
      patientId: patient.id,
      patientConsentAt: new Date(),
      patientConsentById: fx.alice.id,
      participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } },
    },
  });
  return request.id;
}

/** A published request of Alice's to a topic of the group, Dave (expert) on the recipient side. */
async function published(topicId: number): Promise<{ requestId: number; consultId: number }> {
  const requestId = await draft(topicId);
  const dave = users["dave"];
  if (!dave) throw new Error("no dave");
  await db.prisma.request.update({ where: { id: requestId }, data: { status: "PUBLISHED", publishedAt: new Date() } });
  await db.prisma.participant.create({ data: { requestId, userId: dave.id, professionalId: dave.professionalId, side: "RECIPIENT" } });
  const consult = await db.prisma.consult.create({ data: { requestId, status: "OPENED" } });
  return { requestId, consultId: consult.id };
}

const meetingOf = async (requestId: number) => {
  const row = await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { consultMeetingId: true, consult: { select: { meetingId: true } } } });
  return { request: row.consultMeetingId, consult: row.consult?.meetingId ?? null };
};

async function rest(key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const client = clients[key];
  if (!client) throw new Error(`no ${key}`);
  const response = await client.rest(method, path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Answer = { __typename: string; code?: string; field?: string | null; meetingAssignedAutomatically?: boolean; request?: { canEditMeeting: boolean } | null };

async function graphql(key: string, query: string, variables: Record<string, unknown>, name: string): Promise<Answer> {
  const client = clients[key];
  if (!client) throw new Error(`no ${key}`);
  const result = await client.graphql<Record<string, Answer>>(query, variables);
  const answer = result.data?.[name];
  if (!answer) throw new Error(JSON.stringify(result.errors));
  return answer;
}

const SET = `mutation($input: SetRequestMeetingInput!) { setRequestMeeting(input: $input) { __typename ... on DomainError { code field } ... on RequestMeetingSet { request { canEditMeeting } } } }`;
const PUBLISH = `mutation($input: RequestRefInput!, $meetingId: ID) { publishRequest(input: $input, meetingId: $meetingId) { __typename ... on DomainError { code field } ... on RequestPublished { meetingAssignedAutomatically } } }`;
const setMeeting = (key: string, requestId: number, meetingId: number | null) =>
  graphql(key, SET, { input: { requestId: gid("Request", requestId), meetingId: meetingId === null ? null : gid("Meeting", meetingId) } }, "setRequestMeeting");
const publish = (requestId: number, meetingId?: number | null) =>
  graphql("alice", PUBLISH, { input: { requestId: gid("Request", requestId) }, ...(meetingId !== undefined ? { meetingId: meetingId === null ? null : gid("Meeting", meetingId) } : {}) }, "publishRequest");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const app = createTestApp(db);
  const group = await db.prisma.group.create({ data: { name: "RCP Thoracique Lyon", mode: "RECIPIENT", country: "FR" } });
  ids.group = group.id;
  const topic = (label: string, meetingAssignmentMode: MeetingAssignmentMode, position: number) =>
    db.prisma.topic.create({ data: { groupId: group.id, label, type: "MEETING", meetingAssignmentMode, position } }).then((row) => row.id);
  ids.manual = await topic("RCP thoracique", "MANUAL", 1);
  ids.automatic = await topic("RCP hebdomadaire", "AUTOMATIC", 2);
  ids.delegate = await topic("RCP de recours", "DELEGATE", 3);
  ids.other = await topic("RCP digestive", "MANUAL", 4);
  const now = Date.now();
  const meeting = (topicId: number, offsetDays: number, label: string) =>
    db.prisma.meeting.create({ data: { topicId, scheduledAt: new Date(now + offsetDays * DAY), label } }).then((row) => row.id);
  meetings.past = await meeting(ids.manual, -2, "RCP passée");
  meetings.soon = await meeting(ids.manual, 3, "RCP du jeudi");
  meetings.later = await meeting(ids.manual, 10, "RCP suivante");
  meetings.otherSoon = await meeting(ids.other, 1, "RCP digestive");
  // The other topic meets before the automatic one: automatic mode must still pick its own.
  meetings.autoPast = await meeting(ids.automatic, -1, "RCP d'hier");
  meetings.autoLater = await meeting(ids.automatic, 9, "RCP dans neuf jours");
  meetings.autoSoon = await meeting(ids.automatic, 2, "RCP dans deux jours");
  const roles = { dave: { canReply: true, allTopics: true }, sue: { canSupport: true }, olga: { canShadow: true }, rita: { canReply: true, allTopics: true } } as const;
  for (const [key, flags] of Object.entries(roles)) {
    const user = await createUser(key);
    await db.prisma.membership.create({ data: { groupId: group.id, professionalId: user.professionalId, status: "ONGOING", ...flags } });
    users[key] = user;
    clients[key] = await loggedInClient(app, `${key}@rcp.test`);
  }
  users["dave"] = users["dave"] ?? (await createUser("dave"));
  for (const key of ["alice", "bob", "carol"] as const) clients[key] = await loggedInClient(app, fx[key].email);
});
afterAll(async () => db?.drop());

describe("publishing to a meeting topic (spec 2 §4)", () => {
  it("automatic mode registers the request and its consult to the topic's next meeting, not another topic's, and says so", async () => {
    const requestId = await draft(topicOf("AUTOMATIC"));
    expect(await publish(requestId)).toEqual({ __typename: "RequestPublished", meetingAssignedAutomatically: true });
    expect(await meetingOf(requestId)).toEqual({ request: meetings.autoSoon, consult: meetings.autoSoon });
  });

  it("automatic mode over REST answers the meeting, and refuses a chosen one", async () => {
    const requestId = await draft(topicOf("AUTOMATIC"));
    const chosen = await rest("alice", "PUT", `/requests/${requestId}`, { status: "published", consult_meeting_id: meetings.autoLater });
    expect(chosen).toMatchObject({ status: 422, body: { code: "validation_failed" } });
    expect(await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { status: true } })).toEqual({ status: "DRAFT" });
    const answer = await rest("alice", "PUT", `/requests/${requestId}`, { status: "published" });
    expect(answer).toMatchObject({ status: 200, body: { status: "published", consult_meeting_id: meetings.autoSoon, meeting_assigned_automatically: true } });
  });

  it("automatic mode without an upcoming meeting leaves the request unregistered", async () => {
    const lonely = await db.prisma.topic.create({ data: { groupId: ids.group, label: "RCP sans date", type: "MEETING", meetingAssignmentMode: "AUTOMATIC", position: 9 } });
    await db.prisma.meeting.create({ data: { topicId: lonely.id, scheduledAt: new Date(Date.now() - DAY) } });
    const requestId = await draft(lonely.id);
    expect(await publish(requestId)).toEqual({ __typename: "RequestPublished", meetingAssignedAutomatically: false });
    expect(await meetingOf(requestId)).toEqual({ request: null, consult: null });
  });

  it("manual mode takes the meeting-selection step's choice, or none", async () => {
    const chosen = await draft(topicOf("MANUAL"));
    expect(await publish(chosen, meetings.later)).toEqual({ __typename: "RequestPublished", meetingAssignedAutomatically: false });
    expect(await meetingOf(chosen)).toEqual({ request: meetings.later, consult: meetings.later });
    const none = await draft(topicOf("MANUAL"));
    expect((await publish(none, null)).__typename).toBe("RequestPublished");
    expect(await meetingOf(none)).toEqual({ request: null, consult: null });
  });

  it("manual mode refuses a past meeting and another topic's meeting, and the draft stays a draft", async () => {
    const requestId = await draft(topicOf("MANUAL"));
    expect(await publish(requestId, meetings.past)).toMatchObject({ code: "meeting_already_past", field: "meetingId" });
    expect(await publish(requestId, meetings.otherSoon)).toMatchObject({ code: "meeting_of_other_topic", field: "meetingId" });
    expect(await publish(requestId, 999_999)).toMatchObject({ code: "not_found" });
    const past = await rest("alice", "PUT", `/requests/${requestId}`, { status: "published", consult_meeting_id: meetings.past });
    expect(past).toMatchObject({ status: 422, body: { code: "meeting_already_past" } });
    expect(await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { status: true, consultMeetingId: true } })).toEqual({ status: "DRAFT", consultMeetingId: null });
  });

  it("a draft's meeting chosen beforehand (PUT requests/{id}) is kept at publication", async () => {
    const requestId = await draft(topicOf("MANUAL"));
    expect(await rest("alice", "PUT", `/requests/${requestId}`, { consult_meeting_id: meetings.soon })).toMatchObject({ status: 200, body: { status: "draft", consult_meeting_id: meetings.soon } });
    expect((await publish(requestId)).__typename).toBe("RequestPublished");
    expect(await meetingOf(requestId)).toEqual({ request: meetings.soon, consult: meetings.soon });
  });

  it("delegate mode leaves the meeting to the group and refuses the sender's choice", async () => {
    const requestId = await draft(topicOf("DELEGATE"));
    expect(await publish(requestId, meetings.soon)).toMatchObject({ code: "meeting_edit_forbidden" });
    expect((await publish(requestId)).__typename).toBe("RequestPublished");
    expect(await meetingOf(requestId)).toEqual({ request: null, consult: null });
  });
});

describe("moving a request to another meeting (spec 2 §6 meeting edit)", () => {
  it("the recipient side, the group's support and the sender (not in delegate mode) move it; both rows follow", async () => {
    const { requestId } = await published(topicOf("MANUAL"));
    expect(await setMeeting("dave", requestId, meetings.soon)).toEqual({ __typename: "RequestMeetingSet", request: { canEditMeeting: true } });
    expect(await meetingOf(requestId)).toEqual({ request: meetings.soon, consult: meetings.soon });
    expect((await setMeeting("sue", requestId, meetings.later)).__typename).toBe("RequestMeetingSet");
    expect(await meetingOf(requestId)).toEqual({ request: meetings.later, consult: meetings.later });
    expect((await setMeeting("alice", requestId, null)).__typename).toBe("RequestMeetingSet");
    expect(await meetingOf(requestId)).toEqual({ request: null, consult: null });
    const delegated = await published(topicOf("DELEGATE"));
    expect(await setMeeting("alice", delegated.requestId, null)).toMatchObject({ code: "meeting_edit_forbidden" });
  });

  it("over REST: PUT consults/{id} meeting_id and PUT requests/{id} consult_meeting_id, with their refusals", async () => {
    const { requestId, consultId } = await published(topicOf("MANUAL"));
    expect(await rest("dave", "PUT", `/consults/${consultId}`, { meeting_id: meetings.soon })).toMatchObject({ status: 200, body: { meeting_id: meetings.soon } });
    expect(await rest("dave", "PUT", `/requests/${requestId}`, { consult_meeting_id: meetings.later })).toMatchObject({ status: 200, body: { status: "published", consult_meeting_id: meetings.later } });
    expect(await rest("dave", "PUT", `/consults/${consultId}`, { meeting_id: meetings.past })).toMatchObject({ status: 422, body: { code: "meeting_already_past" } });
    expect(await rest("dave", "PUT", `/requests/${requestId}`, { consult_meeting_id: meetings.otherSoon })).toMatchObject({ status: 422, body: { code: "meeting_of_other_topic" } });
    expect(await meetingOf(requestId)).toEqual({ request: meetings.later, consult: meetings.later });
    const listed = await rest("alice", "GET", `/requests?feed=from:me&consult_meeting_id=${meetings.later}`);
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as { id: number }[]).map((row) => row.id)).toContain(requestId);
    const other = await rest("alice", "GET", `/requests?feed=from:me&consult_meeting_id=${meetings.soon}`);
    expect((other.body as unknown as { id: number }[]).map((row) => row.id)).not.toContain(requestId);
  });

  it("refuses members without can_support who take no part, and an outsider reads a 404 and no meeting", async () => {
    const { requestId, consultId } = await published(topicOf("MANUAL"));
    await setMeeting("dave", requestId, meetings.soon);
    // Rita answers the topic (can_reply) but takes no part: she does not even read it. Olga observes (can_shadow): she reads it, no more.
    expect(await setMeeting("rita", requestId, meetings.later)).toMatchObject({ code: "not_found" });
    expect(await setMeeting("olga", requestId, meetings.later)).toMatchObject({ code: "meeting_edit_forbidden" });
    expect(await rest("olga", "PUT", `/consults/${consultId}`, { meeting_id: meetings.later })).toMatchObject({ status: 403, body: { code: "meeting_edit_forbidden" } });
    expect(await setMeeting("bob", requestId, meetings.later)).toMatchObject({ code: "not_found" });
    expect(await rest("bob", "PUT", `/requests/${requestId}`, { consult_meeting_id: meetings.later })).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await rest("bob", "PUT", `/consults/${consultId}`, { meeting_id: meetings.later })).toMatchObject({ status: 404 });
    expect((await rest("bob", "GET", `/requests/${requestId}`)).status).toBe(404);
    const node = await clients["bob"]?.graphql<{ node: unknown }>(`query($id: ID!) { node(id: $id) { ... on Request { canEditMeeting } } }`, { id: gid("Request", requestId) });
    expect(node?.data?.node ?? null).toBeNull();
    expect(await meetingOf(requestId)).toEqual({ request: meetings.soon, consult: meetings.soon });
  });

  it("closes with the consult: a completed request keeps its meeting", async () => {
    const { requestId } = await published(topicOf("MANUAL"));
    await setMeeting("dave", requestId, meetings.soon);
    await db.prisma.consult.update({ where: { requestId }, data: { status: "COMPLETED" } });
    expect(await setMeeting("dave", requestId, meetings.later)).toMatchObject({ code: "meeting_edit_forbidden" });
    expect(await meetingOf(requestId)).toEqual({ request: meetings.soon, consult: meetings.soon });
  });
});
