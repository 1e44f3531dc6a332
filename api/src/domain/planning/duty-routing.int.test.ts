import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { createFixtures, type FixtureUser } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { DUTY_ALERT_DELAY_MS, releaseDutyHolds } from "./duty-routing.ts";
import { onDutyExperts } from "./on-duty.ts";

// Issue 23 item 6: a request published to a topic goes first to the experts on duty for it (their
// text-message alert now, the route recorded, first in their not-attributed list), the topic's
// other experts still take part and get their alert only if nobody answered within the delay;
// nobody on duty, the publication behaves as before. Through the HTTP handler, both APIs.

let db: TestDatabase;
let app: App;
let now = new Date("2026-11-23T10:00:00Z");
const SHIFT_START = new Date("2026-11-23T08:00:00Z");
const SHIFT_END = new Date("2026-11-24T08:00:00Z");

type Key = "requester" | "onDuty" | "offDuty" | "pneumoOnDuty" | "invited" | "adminOnly" | "outsider";
const u = {} as Record<Key, FixtureUser>;
const mobile: Record<Key, string> = {
  requester: "+33600000001",
  onDuty: "+33600000002",
  offDuty: "+33600000003",
  pneumoOnDuty: "+33600000004",
  invited: "+33600000005",
  adminOnly: "+33600000006",
  outsider: "+33600000007",
};
let groupId = 0;
let shift = 0;
let cardio = 0;
let pneumo = 0;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, {}, () => now);
  for (const key of Object.keys(mobile) as Key[]) {
    u[key] = await createExtraAccount(db.prisma, `duty-${key}`, { email: `${key.toLowerCase()}@duty.test`, firstName: key, lastName: "Garde" });
    await db.prisma.user.update({ where: { id: u[key].id }, data: { phone: mobile[key], hasSmsFeature: true, usesSmsAlerts: true } });
  }
  const group = await db.prisma.group.create({
    data: { name: "Réseau de garde", mode: "RECIPIENT", country: "FR", topics: { create: [{ label: "Cardiologie", position: 0 }, { label: "Pneumologie", position: 1 }] } },
    include: { topics: { orderBy: { position: "asc" } } },
  });
  groupId = group.id;
  cardio = group.topics[0]?.id ?? 0;
  pneumo = group.topics[1]?.id ?? 0;
  const member = (key: Key, data: Record<string, unknown>) =>
    db.prisma.membership.create({ data: { groupId, professionalId: u[key].professionalId, status: "ONGOING", isInsider: true, ...data }, select: { id: true } }).then((row) => row.id);
  const onDuty = await member("onDuty", { canReply: true, allTopics: true });
  await member("offDuty", { canReply: true, allTopics: true });
  const pneumoOnDuty = await member("pneumoOnDuty", { canReply: true, allTopics: true });
  const invited = await member("invited", { canReply: true, allTopics: true, status: "INVITED" });
  const adminOnly = await member("adminOnly", { canAdmin: true, allTopics: true });
  shift = (await db.prisma.planningEvent.create({ data: { membershipId: onDuty, start: SHIFT_START, end: SHIFT_END } })).id;
  await db.prisma.planningEvent.create({ data: { membershipId: pneumoOnDuty, allTopics: false, topics: { create: [{ topicId: pneumo }] } } });
  // On duty "always", but not an ongoing member / without reply rights: never routed to.
  await db.prisma.planningEvent.create({ data: { membershipId: invited } });
  await db.prisma.planningEvent.create({ data: { membershipId: adminOnly } });
});
afterAll(async () => db?.drop());

const sessions = new Map<string, Promise<TestClient>>();
function as(key: Key): Promise<TestClient> {
  let session = sessions.get(key);
  if (!session) {
    session = loggedInClient(app, u[key].email);
    sessions.set(key, session);
  }
  return session;
}

const PATCH = `mutation($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename ... on DraftSaved { version } ... on DomainError { code } } }`;
const PUBLISH = `mutation($input: RequestRefInput!) { publishRequest(input: $input) { __typename ... on DomainError { code field } } }`;

/** The requester publishes a complete request to a topic of the group; answers its id. */
async function publishTo(topicId: number): Promise<number> {
  const request = await db.prisma.request.create({
    data: {
      authorId: u.requester.id,
      recipientType: "GROUP",
      recipientGroupId: groupId,
      recipientTopicId: topicId,
      description: "Douleur thoracique atypique, ECG joint",
      participants: { create: { userId: u.requester.id, professionalId: u.requester.professionalId, side: "SENDER" } },
    },
  });
  const nir = "2560375056123";
  const patient = await db.prisma.patient.create({
    data: { createdById: u.requester.id, firstName: "Jeanne", lastName: "Martin", birthName: "Durand", gender: "F", birthDate: new Date("1956-03-14"), nir: `${nir}${String(97n - (BigInt(nir) % 97n)).padStart(2, "0")}`, regime: "01" },
  });
  const client = await as("requester");
  const saved = await client.graphql<{ updateDraft: { version: number } }>(PATCH, { input: { requestId: gid("Request", request.id), patientId: gid("Patient", patient.id), patientConsent: true } });
  const published = await client.graphql<{ publishRequest: { __typename: string } }>(PUBLISH, { input: { requestId: gid("Request", request.id), version: saved.data?.updateDraft.version } });
  expect(published.data?.publishRequest.__typename).toBe("RequestPublished");
  return request.id;
}

/**
 * Publishes while the cardiology shift has just ended (its end is exclusive): nobody is on duty
 * for cardiology. The clock stays (a day later the sessions would have expired).
 */
async function publishAfterShift(topicId: number): Promise<number> {
  await db.prisma.planningEvent.update({ where: { id: shift }, data: { end: now } });
  try {
    return await publishTo(topicId);
  } finally {
    await db.prisma.planningEvent.update({ where: { id: shift }, data: { end: SHIFT_END } });
  }
}

/** Who got a text-message alert for a request. */
async function alerted(requestId: number): Promise<Key[]> {
  const rows = await db.prisma.outboxMessage.findMany({ where: { channel: "SMS", body: { endsWith: `/consult/${requestId}` } }, select: { recipient: true } });
  const byPhone = new Map(Object.entries(mobile).map(([key, phone]) => [phone, key as Key]));
  return rows.flatMap((row) => byPhone.get(row.recipient) ?? []).sort();
}

async function recipientsOf(requestId: number): Promise<number[]> {
  const rows = await db.prisma.participant.findMany({ where: { requestId, side: "RECIPIENT" }, select: { userId: true } });
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

async function routesOf(requestId: number): Promise<number[]> {
  const rows = await db.prisma.requestDutyRoute.findMany({ where: { requestId }, select: { professionalId: true } });
  return rows.map((row) => row.professionalId).sort((a, b) => a - b);
}

const release = (at: Date) => releaseDutyHolds({ db: db.prisma, messenger: app.deps.messenger, publicUrl: app.deps.config.publicUrl }, at);
const everyExpert = () => [u.onDuty.id, u.offDuty.id, u.pneumoOnDuty.id].sort((a, b) => a - b);

describe("who is on duty (planning/on-duty.ts against the database)", () => {
  it("ongoing members with reply rights whose period covers the instant and the topic; the end is exclusive", async () => {
    const names = async (at: Date, topicId: number) => (await onDutyExperts(db.prisma, groupId, at, { topicId })).map((expert) => expert.professionalId);
    expect(await names(now, cardio)).toEqual([u.onDuty.professionalId]);
    expect((await names(now, pneumo)).sort()).toEqual([u.onDuty.professionalId, u.pneumoOnDuty.professionalId].sort());
    expect(await names(SHIFT_START, cardio)).toEqual([u.onDuty.professionalId]);
    expect(await names(new Date(SHIFT_START.getTime() - 1), cardio)).toEqual([]);
    expect(await names(SHIFT_END, cardio)).toEqual([]);
  });
});

describe("publication with an expert on duty", () => {
  let routed = 0;

  it("records the route, alerts only the expert on duty, and keeps every expert of the topic taking part", async () => {
    routed = await publishTo(cardio);
    expect(await routesOf(routed)).toEqual([u.onDuty.professionalId]);
    expect(await alerted(routed)).toEqual(["onDuty"]);
    expect(await recipientsOf(routed)).toEqual(everyExpert());
    const hold = await db.prisma.requestDutyHold.findUnique({ where: { requestId: routed } });
    expect(hold?.alertOthersAt).toEqual(new Date(now.getTime() + DUTY_ALERT_DELAY_MS));
  });

  it("tells the expert on duty (and only them) that it was routed to them", async () => {
    const QUERY = `query($id: ID!) { node(id: $id) { ... on Request { onDutyRoutedAt } } }`;
    const of = async (key: Key) => (await (await as(key)).graphql<{ node: { onDutyRoutedAt: string | null } | null }>(QUERY, { id: gid("Request", routed) })).data?.node;
    expect((await of("onDuty"))?.onDutyRoutedAt).toBe(now.toISOString());
    expect((await of("offDuty"))?.onDutyRoutedAt).toBeNull();
    expect(await of("outsider")).toBeNull();
    // The feed's one-statement rows carry it too (requests/feed-rows.ts).
    const FEED = `{ requests(feed: TO_ME, first: 20) { edges { node { databaseId onDutyRoutedAt } } } }`;
    const feedOf = async (key: Key) =>
      ((await (await as(key)).graphql<{ requests: { edges: { node: { databaseId: number; onDutyRoutedAt: string | null } }[] } }>(FEED)).data?.requests.edges ?? []).find((edge) => edge.node.databaseId === routed)?.node;
    expect(await feedOf("onDuty")).toEqual({ databaseId: routed, onDutyRoutedAt: now.toISOString() });
    expect(await feedOf("offDuty")).toEqual({ databaseId: routed, onDutyRoutedAt: null });
  });

  it("shows it first among the group's not-attributed requests of the expert on duty", async () => {
    // Published later to pneumology: newer, routed to the pneumology expert on duty and to onDuty too.
    now = new Date(now.getTime() + 60_000);
    const later = await publishTo(pneumo);
    expect((await routesOf(later)).sort()).toEqual([u.onDuty.professionalId, u.pneumoOnDuty.professionalId].sort());
    now = new Date(now.getTime() + 60_000);
    // Published after the shift: nobody on duty for cardiology, newest of all.
    const unrouted = await publishAfterShift(cardio);
    const QUERY = `query($id: ID!) { node(id: $id) { ... on Group { requests(status: PENDING, first: 10) { edges { node { databaseId } } } } } }`;
    const list = async (key: Key) =>
      ((await (await as(key)).graphql<{ node: { requests: { edges: { node: { databaseId: number } }[] } } }>(QUERY, { id: gid("Group", groupId) })).data?.node.requests.edges ?? []).map((edge) => edge.node.databaseId);
    expect(await list("onDuty")).toEqual([later, routed, unrouted]);
    expect(await list("offDuty")).toEqual([unrouted, later, routed]);
    const rest = await (await as("onDuty")).rest("GET", `/groups/${groupId}/requests?status=pending`);
    expect(rest.status).toBe(200);
  });

  it("alerts the other experts once the delay is over, when nobody answered", async () => {
    expect(await release(new Date(now.getTime() + DUTY_ALERT_DELAY_MS - 120_001))).toBe(0);
    expect(await alerted(routed)).toEqual(["onDuty"]);
    await release(new Date(now.getTime() + DUTY_ALERT_DELAY_MS));
    expect(await alerted(routed)).toEqual(["offDuty", "onDuty", "pneumoOnDuty"]);
    // Once only.
    await release(new Date(now.getTime() + 2 * DUTY_ALERT_DELAY_MS));
    expect(await alerted(routed)).toEqual(["offDuty", "onDuty", "pneumoOnDuty"]);
  });

  it("does not alert the others when the expert on duty answered in time", async () => {
    const answered = await publishTo(cardio);
    expect(await alerted(answered)).toEqual(["onDuty"]);
    await db.prisma.message.create({ data: { requestId: answered, authorId: u.onDuty.id, content: "Je prends.", status: "PUBLISHED", publishedAt: now } });
    await release(new Date(now.getTime() + DUTY_ALERT_DELAY_MS));
    expect(await alerted(answered)).toEqual(["onDuty"]);
    expect(await db.prisma.requestDutyHold.findUnique({ where: { requestId: answered }, select: { releasedAt: true } })).not.toEqual({ releasedAt: null });
  });
});

describe("publication with nobody on duty", () => {
  it("behaves as without rotas: every expert of the topic takes part and is alerted at once, no route, no hold", async () => {
    const id = await publishAfterShift(cardio);
    expect(await routesOf(id)).toEqual([]);
    expect(await db.prisma.requestDutyHold.findUnique({ where: { requestId: id } })).toBeNull();
    expect(await recipientsOf(id)).toEqual(everyExpert());
    expect(await alerted(id)).toEqual(["offDuty", "onDuty", "pneumoOnDuty"]);
  });
});

describe("who is on duty now (Group.onDutyNow, GET planning/on_duty)", () => {
  const QUERY = `query($id: ID!) { node(id: $id) { ... on Group { onDutyNow { name allTopics topics { label } } } } }`;
  type Answer = { node: { onDutyNow: { name: string; allTopics: boolean; topics: { label: string }[] }[] | null } | null };

  it("lists the experts on duty now with their topics, to the group's insiders", async () => {
    const answer = await (await as("offDuty")).graphql<Answer>(QUERY, { id: gid("Group", groupId) });
    expect(answer.data?.node?.onDutyNow).toEqual([
      { name: "onDuty Garde", allTopics: true, topics: [] },
      { name: "pneumoOnDuty Garde", allTopics: false, topics: [{ label: "Pneumologie" }] },
    ]);
    const rest = await (await as("offDuty")).rest("GET", `/planning/on_duty?group_id=${groupId}`);
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { expert_name: string }[]).map((expert) => expert.expert_name)).toEqual(["onDuty Garde", "pneumoOnDuty Garde"]);
  });

  it("tells an outsider nothing: null in GraphQL, 404 in REST", async () => {
    const answer = await (await as("outsider")).graphql<Answer>(QUERY, { id: gid("Group", groupId) });
    expect(answer.data?.node?.onDutyNow ?? null).toBeNull();
    expect((await (await as("outsider")).rest("GET", `/planning/on_duty?group_id=${groupId}`)).status).toBe(404);
    expect((await (await as("outsider")).rest("GET", `/planning/on_duty?group_id=abc`)).status).toBe(422);
  });
});
