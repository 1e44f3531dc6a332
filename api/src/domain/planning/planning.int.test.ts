import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { createFixtures, type FixtureUser } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Spec 1 §2, §3, §5, §6 and spec 2 §7 GET planning: who reads and edits a group's on-call
// planning, and every rule of the period editor, through REST and GraphQL alike.

let db: TestDatabase;
let app: App;

let groupId: number;
let panelId: number;
let senderId: number;
let topicA: number;
let topicB: number;
let otherGroupTopic: number;
const m = { admin: 0, expert: 0, topicExpert: 0, plain: 0, panelExpert: 0 };
const u: Record<"admin" | "expert" | "topicExpert" | "plain" | "outsider" | "superUser", FixtureUser> = {} as never;
const events = { always: 0, november: 0, farAway: 0, panel: 0 };

const NOW = new Date("2026-11-23T10:00:00Z");
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, {}, () => NOW);
  for (const key of ["admin", "expert", "topicExpert", "plain", "outsider", "superUser"] as const) {
    u[key] = await createExtraAccount(db.prisma, `planning-${key}`, { email: `${key.toLowerCase()}@planning.test`, isSuper: key === "superUser" });
  }
  const group = await db.prisma.group.create({
    data: { name: "Garde test", mode: "RECIPIENT", country: "FR", topics: { create: [{ label: "Cardio", position: 0 }, { label: "Pneumo", position: 1 }] } },
    include: { topics: { orderBy: { position: "asc" } } },
  });
  groupId = group.id;
  topicA = group.topics[0]?.id ?? 0;
  topicB = group.topics[1]?.id ?? 0;
  const membership = (professionalId: number, data: Record<string, boolean>, target = groupId) =>
    db.prisma.membership.create({ data: { groupId: target, professionalId, status: "ONGOING", isInsider: true, ...data }, select: { id: true } }).then((row) => row.id);
  m.admin = await membership(u.admin.professionalId, { canAdmin: true, allTopics: true });
  m.expert = await membership(u.expert.professionalId, { canReply: true, allTopics: true });
  m.topicExpert = await db.prisma.membership
    .create({ data: { groupId, professionalId: u.topicExpert.professionalId, status: "ONGOING", isInsider: true, canReply: true, topics: { create: [{ topicId: topicA }] } }, select: { id: true } })
    .then((row) => row.id);
  m.plain = await membership(u.plain.professionalId, { canAsk: true });
  await db.prisma.membership.update({ where: { id: m.plain }, data: { isInsider: false } });

  const panel = await db.prisma.group.create({ data: { name: "Panel garde", mode: "RECIPIENT", country: "FR", isPanel: true, topics: { create: [{ label: "Avis" }] } }, include: { topics: true } });
  panelId = panel.id;
  otherGroupTopic = panel.topics[0]?.id ?? 0;
  m.panelExpert = await membership(u.expert.professionalId, { canReply: true, canAdmin: true, allTopics: true }, panelId);
  const sender = await db.prisma.group.create({ data: { name: "CPTS garde", mode: "SENDER", country: "FR" } });
  senderId = sender.id;
  await membership(u.admin.professionalId, { canAdmin: true, canSendFromGroup: true }, senderId);

  events.always = (await db.prisma.planningEvent.create({ data: { membershipId: m.expert } })).id;
  events.november = (
    await db.prisma.planningEvent.create({
      data: { membershipId: m.topicExpert, start: new Date("2026-11-20T08:00:00Z"), end: new Date("2026-11-27T08:00:00Z"), allTopics: false, topics: { create: [{ topicId: topicA }] } },
    })
  ).id;
  events.farAway = (await db.prisma.planningEvent.create({ data: { membershipId: m.expert, start: new Date("2027-06-01T08:00:00Z"), end: new Date("2027-06-02T08:00:00Z") } })).id;
  events.panel = (await db.prisma.planningEvent.create({ data: { membershipId: m.panelExpert, start: new Date("2026-11-20T08:00:00Z"), end: new Date("2026-11-21T08:00:00Z") } })).id;
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

const NOVEMBER = { from: "2026-10-25T00:00:00.000Z", to: "2026-12-13T00:00:00.000Z" };

type RestEvent = { id: number; start: string | null; end: string | null; membership_id: number; all_topics: boolean; topic_ids: number[]; expert_name: string };

async function restPlanning(user: { email: string }, group: number, range = NOVEMBER) {
  return (await as(user)).rest("GET", `/planning?${new URLSearchParams({ group_id: String(group), ...range })}`);
}

const PLANNING_QUERY = `query($g: ID!, $from: DateTime!, $to: DateTime!) {
  planning(groupId: $g, from: $from, to: $to) {
    __typename
    ... on PlanningWindow { viewerCanAdd experts { membershipDatabaseId name } events { databaseId always start end allTopics topicIds viewerCanEdit expertName } }
    ... on DomainError { code }
  }
}`;

type PlanningAnswer = {
  planning: {
    __typename: string;
    code?: string;
    viewerCanAdd?: boolean;
    experts?: { membershipDatabaseId: number }[];
    events?: { databaseId: number; always: boolean; viewerCanEdit: boolean; topicIds: number[] }[];
  };
};

async function gqlPlanning(user: { email: string }, group: number, range = NOVEMBER) {
  const answer = await (await as(user)).graphql<PlanningAnswer>(PLANNING_QUERY, { g: gid("Group", group), ...range });
  return answer.data?.planning;
}

const SAVE = `mutation($g: ID!, $p: PlanningPeriodInput!) {
  createPlanningEvent(groupId: $g, period: $p) {
    __typename
    ... on PlanningEventSaved { event { databaseId always start end allTopics topicIds membershipDatabaseId } }
    ... on DomainError { code field }
  }
}`;
type SaveAnswer = { createPlanningEvent: { __typename: string; code?: string; field?: string; event?: { databaseId: number; always: boolean; allTopics: boolean; topicIds: number[] } } };

async function create(user: { email: string }, period: Record<string, unknown>, group = groupId) {
  const answer = await (await as(user)).graphql<SaveAnswer>(SAVE, { g: gid("Group", group), p: period });
  return answer.data?.createPlanningEvent;
}

describe("reading the planning (spec 2 §7 GET planning)", () => {
  it("an insider reads the periods meeting the range, the always period included, in REST and GraphQL", async () => {
    const response = await restPlanning(u.expert, groupId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as RestEvent[];
    expect(body.map((event) => event.id)).toEqual([events.always, events.november]);
    expect(body[0]).toMatchObject({ start: null, end: null, membership_id: m.expert, all_topics: true });
    expect(body[1]).toMatchObject({ start: "2026-11-20T08:00:00.000Z", all_topics: false, topic_ids: [topicA] });
    const window = await gqlPlanning(u.expert, groupId);
    expect(window?.events?.map((event) => [event.databaseId, event.always])).toEqual([
      [events.always, true],
      [events.november, false],
    ]);
  });

  it("a period outside the range is not read; June 2027 is", async () => {
    const body = (await (await restPlanning(u.expert, groupId, { from: "2027-05-30T00:00:00Z", to: "2027-06-30T00:00:00Z" })).json()) as RestEvent[];
    expect(body.map((event) => event.id)).toEqual([events.always, events.farAway]);
  });

  it("a range longer than 400 days, or backwards, is refused", async () => {
    expect((await restPlanning(u.expert, groupId, { from: "2026-01-01T00:00:00Z", to: "2027-03-01T00:00:00Z" })).status).toBe(422);
    expect((await gqlPlanning(u.expert, groupId, { from: "2026-12-01T00:00:00Z", to: "2026-11-01T00:00:00Z" }))?.code).toBe("planning_range_invalid");
  });

  it("outsiders, non-insider members and sender groups read nothing: answered as a missing group", async () => {
    for (const user of [u.outsider, u.plain]) {
      expect((await restPlanning(user, groupId)).status).toBe(404);
      expect((await gqlPlanning(user, groupId))?.code).toBe("not_found");
    }
    expect((await restPlanning(u.admin, senderId)).status).toBe(404);
    expect((await restPlanning(u.admin, 999_999)).status).toBe(404);
  });

  it("panel groups: hidden for their insiders, shown to super users", async () => {
    expect((await restPlanning(u.expert, panelId)).status).toBe(404);
    const response = await restPlanning(u.superUser, panelId);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const body = JSON.parse(text) as RestEvent[];
    expect(body.map((event) => event.id)).toEqual([events.panel]);
  });

  it("anonymous callers are refused", async () => {
    const response = await new TestClient(app).rest("GET", `/planning?group_id=${groupId}&from=${NOVEMBER.from}&to=${NOVEMBER.to}`);
    expect(response.status).toBe(401);
  });

  it("who may edit: the admin every period and every expert; an expert their own and only themselves", async () => {
    const asAdmin = await gqlPlanning(u.admin, groupId);
    expect(asAdmin?.viewerCanAdd).toBe(true);
    expect(asAdmin?.experts?.map((expert) => expert.membershipDatabaseId).sort()).toEqual([m.expert, m.topicExpert].sort());
    expect(asAdmin?.events?.every((event) => event.viewerCanEdit)).toBe(true);
    const asExpert = await gqlPlanning(u.expert, groupId);
    expect(asExpert?.experts?.map((expert) => expert.membershipDatabaseId)).toEqual([m.expert]);
    expect(asExpert?.events?.map((event) => event.viewerCanEdit)).toEqual([true, false]);
  });
});

describe("the period editor's rules (spec 1 §5)", () => {
  const week = { start: "2026-12-01T08:00:00Z", end: "2026-12-08T08:00:00Z" };

  it("an expert is chosen, and it is an expert of this group", async () => {
    expect(await create(u.admin, { ...week })).toMatchObject({ code: "planning_expert_required", field: "membershipId" });
    expect(await create(u.admin, { ...week, membershipId: gid("Membership", m.admin) })).toMatchObject({ code: "planning_expert_required" });
    expect(await create(u.admin, { ...week, membershipId: gid("Membership", m.panelExpert) })).toMatchObject({ code: "planning_expert_required" });
  });

  it("always, or both start and end", async () => {
    expect(await create(u.admin, { membershipId: gid("Membership", m.expert), start: week.start })).toMatchObject({ code: "planning_period_required", field: "end" });
    expect(await create(u.admin, { membershipId: gid("Membership", m.expert), end: week.end })).toMatchObject({ code: "planning_period_required", field: "start" });
    const always = await create(u.admin, { membershipId: gid("Membership", m.expert), always: true, start: week.start });
    expect(always?.event).toMatchObject({ always: true, allTopics: true });
  });

  it("the end is not before the start (equal is allowed)", async () => {
    expect(await create(u.admin, { membershipId: gid("Membership", m.expert), start: week.end, end: week.start })).toMatchObject({ code: "planning_end_before_start", field: "end" });
    expect((await create(u.admin, { membershipId: gid("Membership", m.expert), start: week.start, end: week.start }))?.__typename).toBe("PlanningEventSaved");
  });

  it("all categories or at least one, of this group, answered by the expert", async () => {
    const expert = gid("Membership", m.topicExpert);
    expect(await create(u.admin, { ...week, membershipId: expert, allTopics: false })).toMatchObject({ code: "planning_topics_required", field: "topicIds" });
    expect(await create(u.admin, { ...week, membershipId: expert, allTopics: false, topicIds: [topicB] })).toMatchObject({ code: "planning_topics_required" });
    expect(await create(u.admin, { ...week, membershipId: expert, allTopics: false, topicIds: [otherGroupTopic] })).toMatchObject({ code: "planning_topics_required" });
    const saved = await create(u.admin, { ...week, membershipId: expert, allTopics: false, topicIds: [topicA] });
    expect(saved?.event).toMatchObject({ allTopics: false, topicIds: [topicA] });
  });

  it("an expert adds their own period, not a colleague's; plain members and outsiders cannot", async () => {
    expect((await create(u.expert, { ...week, membershipId: gid("Membership", m.expert) }))?.__typename).toBe("PlanningEventSaved");
    const colleague = await (await as(u.expert)).graphql(SAVE, { g: gid("Group", groupId), p: { ...week, membershipId: gid("Membership", m.topicExpert) } });
    expect(colleague.data?.createPlanningEvent ?? colleague.errors).toMatchObject({ code: "forbidden" });
    expect(await create(u.plain, { ...week, membershipId: gid("Membership", m.expert) })).toMatchObject({ code: "not_found" });
    expect(await create(u.outsider, { ...week, membershipId: gid("Membership", m.expert) })).toMatchObject({ code: "not_found" });
  });

  it("update replaces the values with the same checks; delete removes; others cannot", async () => {
    const created = await create(u.admin, { ...week, membershipId: gid("Membership", m.topicExpert) });
    const id = gid("PlanningEvent", created?.event?.databaseId ?? 0);
    const UPDATE = `mutation($e: ID!, $p: PlanningPeriodInput!) { updatePlanningEvent(eventId: $e, period: $p) { __typename ... on PlanningEventSaved { event { always } } ... on DomainError { code } } }`;
    const DELETE = `mutation($e: ID!) { deletePlanningEvent(eventId: $e) { __typename ... on DomainError { code } } }`;
    type U = { updatePlanningEvent: { __typename: string; code?: string; event?: { always: boolean } } };
    type D = { deletePlanningEvent: { __typename: string; code?: string } };
    const bad = await (await as(u.admin)).graphql<U>(UPDATE, { e: id, p: { membershipId: gid("Membership", m.topicExpert), start: week.end, end: week.start } });
    expect(bad.data?.updatePlanningEvent.code).toBe("planning_end_before_start");
    const good = await (await as(u.admin)).graphql<U>(UPDATE, { e: id, p: { membershipId: gid("Membership", m.topicExpert), always: true } });
    expect(good.data?.updatePlanningEvent.event?.always).toBe(true);
    expect((await (await as(u.expert)).graphql<D>(DELETE, { e: id })).data?.deletePlanningEvent.code).toBe("forbidden");
    expect((await (await as(u.outsider)).graphql<D>(DELETE, { e: id })).data?.deletePlanningEvent.code).toBe("not_found");
    expect((await (await as(u.admin)).graphql<D>(DELETE, { e: id })).data?.deletePlanningEvent.__typename).toBe("PlanningEventDeleted");
    expect(await db.prisma.planningEvent.count({ where: { id: created?.event?.databaseId ?? 0 } })).toBe(0);
  });
});
