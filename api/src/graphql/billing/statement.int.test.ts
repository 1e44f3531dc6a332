import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pageQuery from "../../../../web/src/__generated__/StatementPageQuery.graphql.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, type Fixtures, type FixtureUser } from "../../testing/fixtures.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 21 item 7: the statement over GraphQL and as CSV over REST. Amounts come from the act
// table at each completion date (TE2 20 € on 31 December 2025, 23 € from 1 January 2026); a
// professional reads only their own acts, a group's statement only its administrators (and super
// users); anonymous and unvalidated callers nothing.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let groupId: number;
const users: Record<"admin" | "member" | "superUser" | "unvalidated", FixtureUser> = {
  admin: { id: 0, email: "", professionalId: 0 },
  member: { id: 0, email: "", professionalId: 0 },
  superUser: { id: 0, email: "", professionalId: 0 },
  unvalidated: { id: 0, email: "", professionalId: 0 },
};


type Completed = { completedAt: string; completedById: number; authorId: number; amountCents: number; recipientGroupId?: number; billed?: boolean; eligibility?: "NONELIGIBLE"; actCode?: "TE2" | "NONE" };

async function completed(consult: Completed): Promise<void> {
  const at = new Date(consult.completedAt);
  await db.prisma.request.create({
    data: {
      status: "PUBLISHED",
      authorId: consult.authorId,
      description: "Avis",
      recipientType: consult.recipientGroupId ? "GROUP" : "PROFESSIONAL",
      recipientGroupId: consult.recipientGroupId ?? null,
      recipientProfessionalId: consult.recipientGroupId ? null : fx.bob.professionalId,
      eligibility: consult.eligibility ?? null,
      publishedAt: at,
      consult: {
        create: {
          status: "COMPLETED",
          actCode: consult.actCode ?? "TE2",
          actAmountCents: consult.actCode === "NONE" ? null : consult.amountCents,
          completedAt: at,
          completedById: consult.completedById,
          integratedAct: consult.billed ?? false,
        },
      },
    },
  });
}

const STATEMENT = `query($year: Int, $groupId: ID) { statement(year: $year, groupId: $groupId) {
  __typename
  ... on DomainError { code }
  ... on Statement { year groupName csvPath
    months { month expert { acts billedActs billedCents unbilledCents amountCents } requester { acts billedActs billedCents unbilledCents amountCents } }
    total { expert { acts billedCents unbilledCents } requester { acts billedCents unbilledCents } } } } }`;

type Side = { acts: number; billedActs: number; billedCents: number; unbilledCents: number; amountCents: number };
type Answer = {
  statement: {
    __typename: string;
    code?: string;
    year?: number;
    groupName?: string | null;
    csvPath?: string;
    months?: { month: string; expert: Side; requester: Side }[];
    total?: { expert: Omit<Side, "billedActs" | "amountCents">; requester: Omit<Side, "billedActs" | "amountCents"> };
  };
};

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

async function statementOf(client: TestClient, year: number, group?: number) {
  return client.graphql<Answer>(STATEMENT, { year, groupId: group === undefined ? null : gid("Group", group) });
}

const side = (acts: number, billedActs: number, billedCents: number, unbilledCents: number): Side => ({ acts, billedActs, billedCents, unbilledCents, amountCents: billedCents + unbilledCents });
const none = side(0, 0, 0, 0);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db);
  users.admin = await createExtraAccount(db.prisma, "admin", { email: "admin@statement.test" });
  users.member = await createExtraAccount(db.prisma, "member", { email: "member@statement.test" });
  users.superUser = await createExtraAccount(db.prisma, "super", { email: "super@statement.test", isSuper: true });
  users.unvalidated = await createExtraAccount(db.prisma, "unvalidated", { email: "unvalidated@statement.test", validated: false });
  const group = await db.prisma.group.create({ data: { name: "Réseau dermatologie", mode: "RECIPIENT", country: "FR" } });
  groupId = group.id;
  await db.prisma.membership.createMany({
    data: [
      { groupId, professionalId: users.admin.professionalId, status: "ONGOING", isInsider: true, canAdmin: true, allTopics: true },
      { groupId, professionalId: users.member.professionalId, status: "ONGOING", isInsider: true, canReply: true, allTopics: true },
    ],
  });
  // Bob answers Alice: TE2 at 20 € on the last day of 2025, at 23 € two days later (billed), and
  // a non-eligible request that bills nothing; an answer closed without an act.
  await completed({ completedAt: "2025-12-31T10:00:00Z", completedById: fx.bob.id, authorId: fx.alice.id, amountCents: 2000 });
  await completed({ completedAt: "2026-01-02T10:00:00Z", completedById: fx.bob.id, authorId: fx.alice.id, amountCents: 2300, billed: true });
  await completed({ completedAt: "2026-01-15T10:00:00Z", completedById: fx.bob.id, authorId: fx.alice.id, amountCents: 2300, eligibility: "NONELIGIBLE" });
  await completed({ completedAt: "2026-01-20T10:00:00Z", completedById: fx.bob.id, authorId: fx.alice.id, amountCents: 0, actCode: "NONE" });
  // The group's member answers Alice's request to the group in February.
  await completed({ completedAt: "2026-02-10T10:00:00Z", completedById: users.member.id, authorId: fx.alice.id, amountCents: 2300, recipientGroupId: groupId });
});
afterAll(async () => db?.drop());

describe("statement over GraphQL (issue 21)", () => {
  it("prices each act at its completion date and splits billed from not yet billed", async () => {
    const bob = await loggedInClient(app, fx.bob.email);
    const y2025 = (await statementOf(bob, 2025)).data?.statement;
    expect(y2025?.months?.[11]).toEqual({ month: "2025-12", expert: side(1, 0, 0, 2000), requester: none });
    expect(y2025?.total?.expert).toEqual({ acts: 1, billedCents: 0, unbilledCents: 2000 });
    const y2026 = (await statementOf(bob, 2026)).data?.statement;
    expect(y2026).toMatchObject({ __typename: "Statement", year: 2026, groupName: null, csvPath: "/api/v1/statement.csv?year=2026" });
    // The non-eligible request and the answer without an act count for nothing.
    expect(y2026?.months?.[0]).toEqual({ month: "2026-01", expert: side(1, 1, 2300, 0), requester: none });
    expect(y2026?.months?.[1]?.expert).toEqual(none);
    expect(y2026?.months).toHaveLength(12);
  });

  it("gives the requester their RQD 10 € per eligible act", async () => {
    const alice = await loggedInClient(app, fx.alice.email);
    const months = (await statementOf(alice, 2026)).data?.statement.months;
    expect(months?.[0]).toEqual({ month: "2026-01", expert: none, requester: side(1, 1, 1000, 0) });
    expect(months?.[1]?.requester).toEqual(side(1, 0, 0, 1000));
  });

  it("shows another professional none of Bob's acts, only their own (none)", async () => {
    const carol = await loggedInClient(app, fx.carol.email);
    const total = (await statementOf(carol, 2026)).data?.statement.total;
    expect(total).toEqual({ expert: { acts: 0, billedCents: 0, unbilledCents: 0 }, requester: { acts: 0, billedCents: 0, unbilledCents: 0 } });
  });

  it("shows a group's statement to its administrators and super users only", async () => {
    for (const email of [users.admin.email, users.superUser.email]) {
      const answer = (await statementOf(await loggedInClient(app, email), 2026, groupId)).data?.statement;
      expect(answer).toMatchObject({ __typename: "Statement", groupName: "Réseau dermatologie", csvPath: `/api/v1/statement.csv?year=2026&group_id=${groupId}` });
      expect(answer?.months?.[1]?.expert).toEqual(side(1, 0, 0, 2300));
      expect(answer?.total?.expert.acts).toBe(1);
    }
    for (const email of [users.member.email, fx.bob.email]) {
      expect((await statementOf(await loggedInClient(app, email), 2026, groupId)).data?.statement).toEqual({ __typename: "DomainError", code: "forbidden" });
    }
    const admin = await loggedInClient(app, users.admin.email);
    expect((await statementOf(admin, 2026, 999_999)).data?.statement).toEqual({ __typename: "DomainError", code: "not_found" });
    expect((await statementOf(admin, 2018)).data?.statement).toEqual({ __typename: "DomainError", code: "validation_failed" });
    // The member who answered sees the act in their own statement.
    expect((await statementOf(await loggedInClient(app, users.member.email), 2026)).data?.statement.months?.[1]?.expert).toEqual(side(1, 0, 0, 2300));
  });

  it("answers anonymous and unvalidated callers nothing", async () => {
    const anonymous = await new TestClient(app).graphql<Answer>(STATEMENT, { year: 2026 });
    expect(anonymous.data?.statement ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    const answer = await (await loggedInClient(app, users.unvalidated.email)).graphql<Answer>(STATEMENT, { year: 2026 });
    expect(answer.data?.statement ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.["code"]).toBe("unvalidated");
  });
});

describe("GET /api/v1/statement.csv (issue 21)", () => {
  it("downloads the same figures as CSV: semicolons, euros with a decimal comma, a total row", async () => {
    const bob = await loggedInClient(app, fx.bob.email);
    const response = await bob.rest("GET", "/statement.csv?year=2026");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("statement-2026.csv");
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("month;expert_acts;expert_billed_acts;expert_billed_eur;expert_not_billed_eur;requester_acts;requester_billed_acts;requester_billed_eur;requester_not_billed_eur;total_eur");
    expect(lines[1]).toBe("2026-01;1;1;23,00;0,00;0;0;0,00;0,00;23,00");
    expect(lines[13]).toBe("total;1;1;23,00;0,00;0;0;0,00;0,00;23,00");
    const y2025 = (await (await bob.rest("GET", "/statement.csv?year=2025")).text()).split("\r\n");
    expect(y2025[12]).toBe("2025-12;1;0;0,00;20,00;0;0;0,00;0,00;20,00");
  });

  it("gives a group's CSV to its administrator, refuses the others, and bad input is a 422", async () => {
    const admin = await loggedInClient(app, users.admin.email);
    const ok = await admin.rest("GET", `/statement.csv?year=2026&group_id=${groupId}`);
    expect(ok.status).toBe(200);
    expect((await ok.text()).split("\r\n")[2]).toBe("2026-02;1;0;0,00;23,00;0;0;0,00;0,00;23,00");
    expect((await (await loggedInClient(app, users.member.email)).rest("GET", `/statement.csv?year=2026&group_id=${groupId}`)).status).toBe(403);
    expect((await (await loggedInClient(app, fx.carol.email)).rest("GET", `/statement.csv?year=2026&group_id=${groupId}`)).status).toBe(403);
    expect((await admin.rest("GET", "/statement.csv?year=2026&group_id=999999")).status).toBe(404);
    expect((await admin.rest("GET", "/statement.csv?year=1999")).status).toBe(422);
    expect((await admin.rest("GET", "/statement.csv?year=abc")).status).toBe(422);
    const superUser = await loggedInClient(app, users.superUser.email);
    expect((await superUser.rest("GET", `/statement.csv?year=2026&group_id=${groupId}`)).status).toBe(200);
  });

  it("refuses anonymous and unvalidated callers", async () => {
    expect((await new TestClient(app).rest("GET", "/statement.csv?year=2026")).status).toBe(401);
    const unvalidated = await loggedInClient(app, users.unvalidated.email);
    expect((await unvalidated.rest("GET", "/statement.csv?year=2026")).status).toBe(403);
  });
});

describe("the statement page's cost in SQL (issue 21)", () => {
  it("is a fixed number of statements, however many consults the year holds", async () => {
    const text = pageQuery.params.text ?? "";
    const bob = await loggedInClient(app, fx.bob.email);
    const count = async () => {
      const statements: string[] = [];
      const stop = db.onQuery((sql) => statements.push(sql));
      const answer = await bob.graphql<{ statement: { __typename: string } }>(text, { year: 2026, groupId: null });
      stop();
      expect(answer.data?.statement.__typename).toBe("Statement");
      return statements.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql)).length;
    };
    const before = await count();
    for (let day = 1; day <= 20; day++) {
      await completed({ completedAt: `2026-03-${String(day).padStart(2, "0")}T10:00:00Z`, completedById: fx.bob.id, authorId: fx.alice.id, amountCents: 2300 });
    }
    expect(await count()).toBe(before);
    // The session, and the one aggregated read.
    expect(before).toBeLessThanOrEqual(3);
  });
});
