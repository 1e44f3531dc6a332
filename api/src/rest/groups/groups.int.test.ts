import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { EXPORT_COLUMNS } from "../../domain/groups/group-export.ts";

// Spec 1 §2 "Group details", §6: who sees which tabs and the group's requests, the requests
// sub-tabs, and the administrators' data download — through REST and GraphQL alike.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let groupId: number;
let senderGroupId: number;
let panelId: number;
let tagId: number;
const ids: Record<"pending" | "ongoing" | "completed" | "old", number> = { pending: 0, ongoing: 0, completed: 0, old: 0 };
const users: Record<"admin" | "applying" | "superUser" | "unvalidated", { email: string }> = {
  admin: { email: "" },
  applying: { email: "" },
  superUser: { email: "" },
  unvalidated: { email: "" },
};

const NOW = new Date("2026-11-23T10:00:00Z");

async function extraUser(key: string, options: { isSuper?: boolean; validated?: boolean } = {}) {
  const professional = await db.prisma.professional.create({
    data: { firstName: key, lastName: `${key}-last`, searchText: key, country: "FR", rpps: `1000000${Math.floor(Math.random() * 9000) + 1000}`, rppsType: 8, specialtyCode: "SM54" },
  });
  const template = await db.prisma.user.findUniqueOrThrow({ where: { id: fx.alice.id }, select: { passwordHash: true } });
  const email = `${key}@fixtures.test`;
  const user = await db.prisma.user.create({
    data: {
      email,
      firstName: key,
      lastName: `${key}-last`,
      country: "FR",
      locale: "fr",
      validationStatus: options.validated === false ? "NONE" : "VALIDATED",
      isSuper: options.isSuper ?? false,
      passwordHash: template.passwordHash,
      professionalId: professional.id,
    },
  });
  return { id: user.id, email, professionalId: professional.id };
}

async function groupRequest(status: "OPENED" | "COMPLETED", answered: boolean, publishedAt: Date, topicId: number): Promise<number> {
  const request = await db.prisma.request.create({
    data: {
      status: "PUBLISHED",
      authorId: fx.alice.id,
      description: `Demande ${status} ${answered}`,
      recipientType: "GROUP",
      recipientGroupId: groupId,
      recipientTopicId: topicId,
      publishedAt,
      lastActivityDate: publishedAt,
      searchText: `demande cardiologie ${status.toLowerCase()}`,
      consult: { create: { status, actCode: status === "COMPLETED" ? "TE2" : null, completedAt: status === "COMPLETED" ? publishedAt : null } },
      participants: {
        create: [
          { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" },
          { userId: fx.bob.id, professionalId: fx.bob.professionalId, side: "RECIPIENT" },
        ],
      },
      messages: {
        create: [
          { authorId: fx.alice.id, content: "Question", status: "PUBLISHED", publishedAt },
          ...(answered ? [{ authorId: fx.bob.id, content: "Réponse", status: "PUBLISHED" as const, publishedAt }] : []),
        ],
      },
    },
  });
  return request.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db, { supportEmails: { FR: "support@consilium.fr.test", BE: "support@consilium.be.test", DE: "support@consilium.de.test" } }, () => NOW);
  const admin = await extraUser("admin");
  const applying = await extraUser("applying");
  const superUser = await extraUser("super", { isSuper: true });
  const unvalidated = await extraUser("unvalidated", { validated: false });
  Object.assign(users, { admin, applying, superUser, unvalidated });

  const group = await db.prisma.group.create({
    data: {
      name: "Réseau cardiologie test",
      shortDescription: "Avis de cardiologie",
      mode: "RECIPIENT",
      layout: "MAP",
      country: "FR",
      boundingBox: [4, 45, 5, 46],
      topics: { create: [{ label: "Cardiologie", position: 0 }, { label: "RCP", type: "MEETING", position: 1 }] },
      tags: { create: [{ label: "urgent" }] },
    },
    include: { topics: true, tags: true },
  });
  groupId = group.id;
  tagId = group.tags[0]?.id ?? 0;
  const topicId = group.topics[0]?.id ?? 0;
  await db.prisma.membership.createMany({
    data: [
      { groupId, professionalId: fx.bob.professionalId, status: "ONGOING", isInsider: true, canReply: true, allTopics: true },
      { groupId, professionalId: admin.professionalId, status: "ONGOING", isInsider: true, canAdmin: true, allTopics: true },
      { groupId, professionalId: fx.alice.professionalId, status: "ONGOING", isInsider: false, canAsk: true },
      { groupId, professionalId: applying.professionalId, status: "APPLYING", isInsider: true, canReply: true },
    ],
  });
  ids.pending = await groupRequest("OPENED", false, new Date("2026-11-20T09:00:00Z"), topicId);
  ids.ongoing = await groupRequest("OPENED", true, new Date("2026-11-19T09:00:00Z"), topicId);
  ids.completed = await groupRequest("COMPLETED", true, new Date("2026-11-18T09:00:00Z"), topicId);
  ids.old = await groupRequest("COMPLETED", true, new Date("2026-06-01T09:00:00Z"), topicId);
  const consult = await db.prisma.consult.findUniqueOrThrow({ where: { requestId: ids.completed } });
  await db.prisma.consultTag.create({ data: { consultId: consult.id, tagId } });

  const sender = await db.prisma.group.create({ data: { name: "CPTS test", mode: "SENDER", country: "FR", layout: "CPTS" } });
  senderGroupId = sender.id;
  await db.prisma.membership.create({ data: { groupId: senderGroupId, professionalId: fx.bob.professionalId, status: "ONGOING", isInsider: true, canSendFromGroup: true } });
  const panel = await db.prisma.group.create({ data: { name: "Panel test", mode: "RECIPIENT", country: "FR", isPanel: true } });
  panelId = panel.id;
  await db.prisma.membership.create({ data: { groupId: panelId, professionalId: fx.bob.professionalId, status: "ONGOING", isInsider: true, canReply: true, allTopics: true } });
  await db.prisma.request.update({ where: { id: ids.old }, data: { recipientGroupId: panelId } });
});
afterAll(async () => db?.drop());

// One session per account: logins are rate-limited.
const sessions = new Map<string, Promise<TestClient>>();
function as(email: string): Promise<TestClient> {
  let session = sessions.get(email);
  if (!session) {
    session = (async () => {
      const client = new TestClient(app);
      await client.login(email, FIXTURE_PASSWORD);
      return client;
    })();
    sessions.set(email, session);
  }
  return session;
}

type GroupBody = { tabs: string[]; index_tab: string; is_insider: boolean; can_admin: boolean; membership_status: string | null; seats_count: number; bounding_box: number[] | null };

describe("GET /api/v1/groups/{id}: tabs and capabilities by role", () => {
  it("insider: requests first, meetings (a meeting topic), members, information, planning, parameters", async () => {
    const body = (await (await (await as(fx.bob.email)).rest("GET", `/groups/${groupId}`)).json()) as GroupBody;
    expect(body).toMatchObject({ tabs: ["requests", "meetings", "members", "info", "planning", "params"], index_tab: "requests", is_insider: true, can_admin: false, membership_status: "ongoing" });
    expect(body.seats_count).toBe(2);
    expect(body.bounding_box).toEqual([4, 45, 5, 46]);
  });

  it("plain member, applying member and stranger: information only", async () => {
    for (const email of [fx.alice.email, users.applying.email, fx.carol.email]) {
      const body = (await (await (await as(email)).rest("GET", `/groups/${groupId}`)).json()) as GroupBody;
      expect(body.tabs).toEqual(["info"]);
      expect(body.index_tab).toBe("info");
    }
  });

  it("super user: every tab, administers", async () => {
    const body = (await (await (await as(users.superUser.email)).rest("GET", `/groups/${groupId}`)).json()) as GroupBody;
    expect(body.tabs).toEqual(["requests", "meetings", "members", "info", "planning", "params"]);
    expect(body.can_admin).toBe(true);
  });

  it("unvalidated and anonymous viewers are refused; an unknown group is a 404", async () => {
    expect((await (await as(users.unvalidated.email)).rest("GET", `/groups/${groupId}`)).status).toBe(403);
    expect((await new TestClient(app).rest("GET", `/groups/${groupId}`)).status).toBe(401);
    expect((await (await as(fx.bob.email)).rest("GET", "/groups/999999")).status).toBe(404);
  });

  it("GET /groups lists the viewer's groups with their membership status", async () => {
    const bob = (await (await (await as(fx.bob.email)).rest("GET", "/groups")).json()) as { id: number; membership_status: string }[];
    expect(bob.map((g) => g.id).sort()).toEqual([groupId, senderGroupId, panelId].sort());
    const applying = (await (await (await as(users.applying.email)).rest("GET", "/groups?search=cardio")).json()) as { id: number; membership_status: string }[];
    expect(applying).toEqual([expect.objectContaining({ id: groupId, membership_status: "applying" })]);
    expect(await (await (await as(fx.carol.email)).rest("GET", "/groups")).json()).toEqual([]);
  });

  it("Query.groups pages the same list, by name (issue 24 item 6: a cursor connection)", async () => {
    const byName = (await db.prisma.group.findMany({ where: { id: { in: [groupId, senderGroupId, panelId] } }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true } })).map((g) => g.id);
    type Page = { groups: { totalCount: number; edges: { node: { databaseId: number } }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null } } };
    const PAGE = `query($first: Int, $after: String, $last: Int, $search: String) { groups(first: $first, after: $after, last: $last, search: $search) {
      totalCount edges { node { databaseId } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
    const bob = await as(fx.bob.email);
    const page = async (variables: Record<string, unknown>) => (await bob.graphql<Page>(PAGE, variables)).data?.groups;
    const ids = (p: Page["groups"] | undefined) => p?.edges.map((edge) => edge.node.databaseId);
    expect(ids(await page({}))).toEqual(byName);
    const first = await page({ first: 2 });
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(ids(first)).toEqual(byName.slice(0, 2));
    expect(ids(await page({ first: 2, after: first?.pageInfo.endCursor }))).toEqual(byName.slice(2));
    expect(ids(await page({ last: 1 }))).toEqual(byName.slice(2));
    const applying = await (await as(users.applying.email)).graphql<Page>(PAGE, { search: "cardio" });
    expect(ids(applying.data?.groups)).toEqual([groupId]);
  });
});

describe("GET /api/v1/groups/{id}/requests", () => {
  async function list(email: string, query: string) {
    const response = await (await as(email)).rest("GET", `/groups/${groupId}/requests${query}`);
    return { status: response.status, ids: response.ok ? ((await response.json()) as { id: number }[]).map((r) => r.id) : [], pagination: response.headers.get("x-pagination") };
  }

  it("recipient sub-tabs: not attributed, ongoing (someone answered), all", async () => {
    expect((await list(fx.bob.email, "")).ids).toEqual([ids.pending]);
    expect((await list(fx.bob.email, "?status=pending")).ids).toEqual([ids.pending]);
    expect((await list(fx.bob.email, "?status=ongoing")).ids).toEqual([ids.ongoing]);
    expect((await list(fx.bob.email, "?status=completed")).ids).toEqual([ids.completed]);
    const all = await list(fx.bob.email, "?status=all&limit=2");
    expect(all.ids).toEqual([ids.pending, ids.ongoing]);
    expect(JSON.parse(all.pagination ?? "{}")).toEqual({ total_count: 3, offset: 0, limit: 2 });
  });

  it("search, tag and meeting filters", async () => {
    expect((await list(fx.bob.email, "?status=all&search=COMPLÉTED")).ids).toEqual([ids.completed]);
    expect((await list(fx.bob.email, `?status=all&tag_id=${tagId}`)).ids).toEqual([ids.completed]);
    expect((await list(fx.bob.email, "?status=all&meeting=no_meeting")).ids).toHaveLength(3);
    expect((await list(fx.bob.email, "?status=all&meeting=next")).ids).toEqual([]);
  });

  it("only insiders and super users; others get 403, a bad status 422", async () => {
    expect((await list(users.superUser.email, "?status=all")).ids).toHaveLength(3);
    for (const email of [fx.alice.email, users.applying.email, fx.carol.email]) expect((await list(email, "")).status).toBe(403);
    expect((await list(fx.bob.email, "?status=nope")).status).toBe(422);
    expect((await list(fx.bob.email, "?limit=101")).status).toBe(422);
  });

  it("panel groups show non-super insiders the not-attributed requests only", async () => {
    const bob = await as(fx.bob.email);
    const response = await bob.rest("GET", `/groups/${panelId}/requests?status=all`);
    expect(((await response.json()) as unknown[]).length).toBe(0);
    const superUser = await as(users.superUser.email);
    expect(((await (await superUser.rest("GET", `/groups/${panelId}/requests?status=all`)).json()) as { id: number }[]).map((r) => r.id)).toEqual([ids.old]);
  });

  it("the same rules through GraphQL", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Group { tabs indexTab requestSubTabs requests(status: ONGOING) { totalCount edges { node { databaseId } } } } } }`;
    const id = Buffer.from(`Group:${groupId}`).toString("base64");
    const bob = await (await as(fx.bob.email)).graphql<{ node: { tabs: string[]; requestSubTabs: string[]; requests: { edges: { node: { databaseId: number } }[] } } }>(query, { id });
    expect(bob.data?.node.tabs).toEqual(["REQUESTS", "MEETINGS", "MEMBERS", "INFO", "PLANNING", "PARAMS"]);
    expect(bob.data?.node.requestSubTabs).toEqual(["PENDING", "ONGOING", "ALL"]);
    expect(bob.data?.node.requests.edges.map((e) => e.node.databaseId)).toEqual([ids.ongoing]);
    const alice = await (await as(fx.alice.email)).graphql(query, { id });
    expect(alice.errors?.[0]?.extensions?.code).toBe("forbidden");
    const visitor = await new TestClient(app).graphql<{ node: unknown }>(query, { id });
    expect(visitor.data?.node ?? null).toBeNull();
  });

  it("names the configured support address of the group's country on the parameters", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Group { country supportAddress } } }`;
    const id = Buffer.from(`Group:${groupId}`).toString("base64");
    const bob = await (await as(fx.bob.email)).graphql<{ node: { country: string; supportAddress: string } }>(query, { id });
    expect(bob.data?.node).toEqual({ country: "FR", supportAddress: "support@consilium.fr.test" });
  });
});

it("the group's requests cost the same SQL statements for 1 row as for 3 (no query per row)", async () => {
  const query = `query($id: ID!, $first: Int) { node(id: $id) { ... on Group { requests(status: ALL, first: $first) { totalCount edges { node {
    databaseId status consultStatus unread viewerCanJoin patient { lastName } author { firstName } recipientGroupName recipientTopicLabel request { id description } } } } } } }`;
  const id = Buffer.from(`Group:${groupId}`).toString("base64");
  const bob = await as(fx.bob.email);
  async function count(first: number): Promise<{ statements: number; rows: number }> {
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    const result = await bob.graphql<{ node: { requests: { edges: unknown[] } } }>(query, { id, first });
    stop();
    return { statements: statements.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql)).length, rows: result.data?.node.requests.edges.length ?? -1 };
  }
  const one = await count(1);
  const three = await count(3);
  expect([one.rows, three.rows]).toEqual([1, 3]);
  expect(three.statements).toBe(one.statements);
  expect(one.statements).toBeLessThanOrEqual(8);
});

describe("GET /api/v1/groups/{id}/export.csv", () => {
  it("streams the administrator the requests published in the range, with the documented columns and no patient", async () => {
    const admin = await as(users.admin.email);
    const response = await admin.rest("GET", `/groups/${groupId}/export.csv?from=2026-11-18&to=2026-11-19`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(","));
    expect(lines.slice(1).map((line) => Number(line.split(",")[0]))).toEqual([ids.ongoing, ids.completed]);
    expect(lines[2]).toContain("TE2");
    expect(lines[2]).toContain("urgent");
    expect(lines.join("\n")).not.toMatch(/Patient|Nom0/);
  });

  it("defaults to the last month", async () => {
    const text = await (await (await as(users.admin.email)).rest("GET", `/groups/${groupId}/export.csv`)).text();
    expect(text.trim().split("\r\n")).toHaveLength(4);
  });

  it("refuses a range ending before it starts, malformed days, and non-administrators", async () => {
    const admin = await as(users.admin.email);
    const reversed = await admin.rest("GET", `/groups/${groupId}/export.csv?from=2026-11-19&to=2026-11-18`);
    expect(reversed.status).toBe(422);
    expect(((await reversed.json()) as { code: string }).code).toBe("date_range_invalid");
    expect((await admin.rest("GET", `/groups/${groupId}/export.csv?from=2026-13-01&to=2026-11-18`)).status).toBe(422);
    for (const email of [fx.bob.email, fx.alice.email, fx.carol.email]) {
      expect((await (await as(email)).rest("GET", `/groups/${groupId}/export.csv`)).status).toBe(403);
    }
  });

  it("is checked through GraphQL too", async () => {
    const query = `query($id: ID!, $from: Date!, $to: Date!) { groupDataExport(groupId: $id, from: $from, to: $to) { __typename ... on GroupDataExport { path } ... on DomainError { code } } }`;
    const id = Buffer.from(`Group:${groupId}`).toString("base64");
    const admin = await as(users.admin.email);
    const ok = await admin.graphql<{ groupDataExport: { path?: string } }>(query, { id, from: "2026-11-01", to: "2026-11-23" });
    expect(ok.data?.groupDataExport.path).toBe(`/api/v1/groups/${groupId}/export.csv?from=2026-11-01&to=2026-11-23`);
    const bad = await admin.graphql<{ groupDataExport: { code?: string } }>(query, { id, from: "2026-11-23", to: "2026-11-01" });
    expect(bad.data?.groupDataExport.code).toBe("date_range_invalid");
    const bob = await (await as(fx.bob.email)).graphql<{ groupDataExport: { code?: string } }>(query, { id, from: "2026-11-01", to: "2026-11-23" });
    expect(bob.data?.groupDataExport.code).toBe("forbidden");
  });
});

describe("publicGroup", () => {
  it("shows a visitor the name, short description, country and topic labels only", async () => {
    const result = await new TestClient(app).graphql<{ publicGroup: unknown }>(`query($id: Int!) { publicGroup(databaseId: $id) { name shortDescription country topicLabels } }`, { id: groupId });
    expect(result.data?.publicGroup).toEqual({ name: "Réseau cardiologie test", shortDescription: "Avis de cardiologie", country: "FR", topicLabels: ["Cardiologie", "RCP"] });
  });
});
