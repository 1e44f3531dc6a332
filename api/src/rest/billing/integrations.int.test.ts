import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncParticipants } from "../../domain/requests/participant-state.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { createExtraAccount } from "../../testing/extra-account.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 21 item 6, spec 2 §7 "Administrative data": only a group's integrators read its completed
// consults (act tasks with can_integrate_act, report tasks with can_integrate_report), in REST
// and GraphQL alike; the archive refuses an empty IEP the group collects, nothing changed.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let groupId = 0;
let membershipOf: Record<string, number> = {};
const clients: Record<string, TestClient> = {};
/** Consults: two billable (TE2), one without an act. */
let older = 0;
let newer = 0;
let noAct = 0;

const ROLES = ["anonymous", "unvalidated", "outsider", "member", "super", "actOnly", "reportOnly"] as const;
type Role = (typeof ROLES)[number];


async function member(professionalId: number, flags: { canIntegrateAct?: boolean; canIntegrateReport?: boolean; canAdmin?: boolean }): Promise<number> {
  const row = await db.prisma.membership.create({ data: { groupId, professionalId, status: "ONGOING", isInsider: true, canReply: true, ...flags } });
  return row.id;
}

/** A request from Alice to the group, completed by Bob (TE2 with his number, or no act). */
async function completedConsult(completedAt: string, act: "TE2" | "NONE", lastName: string): Promise<number> {
  const patient = await db.prisma.patient.create({ data: { firstName: "Jeanne", lastName, birthName: lastName, birthDate: new Date("1950-03-04"), createdById: fx.alice.id } });
  const request = await db.prisma.request.create({
    data: {
      patientId: patient.id,
      status: "PUBLISHED",
      authorId: fx.alice.id,
      description: "Avis cardiologique",
      searchText: `jeanne ${lastName.toLowerCase()} avis cardiologique`,
      recipientType: "GROUP",
      recipientGroupId: groupId,
      publishedAt: new Date(completedAt),
      consult: {
        create: { status: "COMPLETED", actCode: act, actAmountCents: act === "TE2" ? 2300 : null, billingNumber: act === "TE2" ? "751234567" : null, completedAt: new Date(completedAt), completedById: fx.bob.id },
      },
      participants: {
        create: [
          { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" },
          { userId: fx.bob.id, professionalId: fx.bob.professionalId, side: "RECIPIENT" },
        ],
      },
    },
    select: { id: true, consult: { select: { id: true } } },
  });
  await syncParticipants(db.prisma, request.id);
  return request.consult?.id ?? 0;
}

const gql = (role: Role, query: string, variables: Record<string, unknown> = {}) => clientOf(role).graphql<Record<string, unknown>>(query, variables);
const clientOf = (role: Role): TestClient => {
  const client = clients[role];
  if (!client) throw new Error(role);
  return client;
};
const listIds = async (role: Role, query = ""): Promise<number[]> => {
  const response = await clientOf(role).rest("GET", `/integrations${query}`);
  if (response.status !== 200) return [];
  return ((await response.json()) as { id: number }[]).map((item) => item.id);
};

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db);
  const group = await db.prisma.group.create({ data: { name: "Hôpital Nord", mode: "RECIPIENT", country: "FR", collectIep: true } });
  groupId = group.id;
  const accounts = {
    unvalidated: await createExtraAccount(db.prisma, "una", { email: "una@integ.test", validated: false }),
    outsider: await createExtraAccount(db.prisma, "otto", { email: "otto@integ.test" }),
    member: await createExtraAccount(db.prisma, "mona", { email: "mona@integ.test" }),
    super: await createExtraAccount(db.prisma, "sam", { email: "sam@integ.test", isSuper: true }),
    actOnly: await createExtraAccount(db.prisma, "ida", { email: "ida@integ.test" }),
    reportOnly: await createExtraAccount(db.prisma, "rita", { email: "rita@integ.test" }),
  };
  membershipOf = {
    unvalidated: await member(accounts.unvalidated.professionalId, { canIntegrateAct: true, canIntegrateReport: true }),
    member: await member(accounts.member.professionalId, {}),
    actOnly: await member(accounts.actOnly.professionalId, { canIntegrateAct: true, canAdmin: true }),
    reportOnly: await member(accounts.reportOnly.professionalId, { canIntegrateReport: true }),
  };
  older = await completedConsult("2026-03-02T10:00:00Z", "TE2", "Durand");
  newer = await completedConsult("2026-05-02T10:00:00Z", "TE2", "Petit");
  noAct = await completedConsult("2026-04-02T10:00:00Z", "NONE", "Leroy");
  clients.anonymous = new TestClient(app);
  for (const [role, key] of [["unvalidated", "una"], ["outsider", "otto"], ["member", "mona"], ["super", "sam"], ["actOnly", "ida"], ["reportOnly", "rita"]] as const) {
    clients[role] = await loggedInClient(app, `${key}@integ.test`);
  }
});
afterAll(async () => db?.drop());

describe("administrative data: who reads it (authorization matrix)", () => {
  const expected: Record<Role, { status: number; billable: number[]; all: number[] }> = {
    anonymous: { status: 401, billable: [], all: [] },
    unvalidated: { status: 403, billable: [], all: [] },
    outsider: { status: 200, billable: [], all: [] },
    member: { status: 200, billable: [], all: [] },
    super: { status: 200, billable: [], all: [] },
    actOnly: { status: 200, billable: [0, 1], all: [0, 1] },
    reportOnly: { status: 200, billable: [0, 1], all: [0, 2, 1] },
  };

  it.each(ROLES)("%s reads over REST only the items of their tasks", async (role) => {
    const ids = [older, newer, noAct];
    const response = await clientOf(role).rest("GET", "/integrations");
    expect(response.status).toBe(expected[role].status);
    expect(await listIds(role)).toEqual(expected[role].billable.map((index) => ids[index]));
    // Without the billable filter, the item with no act is a report task only.
    expect(await listIds(role, "?exclude_non_billable=false")).toEqual(expected[role].all.map((index) => ids[index]));
    for (const id of [older, noAct]) {
      const readable = expected[role].all.includes(id === older ? 0 : 2);
      const one = await clientOf(role).rest("GET", `/integrations/${id}`);
      expect(one.status).toBe(readable ? 200 : expected[role].status === 200 ? 404 : expected[role].status);
    }
  });

  it.each(ROLES)("%s reads the same over GraphQL", async (role) => {
    const answer = await gql(role, `query($id: ID!) { integration(id: $id) { databaseId } integrations(excludeNonBillable: false) { totalCount edges { node { databaseId } } } }`, { id: String(noAct) });
    const readable = expected[role].all.length;
    if (expected[role].status !== 200) {
      expect(answer.data).toBeFalsy();
      return;
    }
    expect((answer.data?.integrations as { totalCount: number }).totalCount).toBe(readable);
    expect(answer.data?.integration).toEqual(expected[role].all.includes(2) ? { databaseId: noAct } : null);
  });

  it("answers the spec's payload names, both professionals with their identifier type, and the viewer's tasks", async () => {
    const body = (await (await clientOf("actOnly").rest("GET", `/integrations/${older}`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: older,
      tasks: { act: true, report: false },
      tasks_complete: false,
      collect_iep: true,
      collect_ipp: false,
      integrated_act: false,
      can_integrate_act: true,
      can_integrate_report: false,
      act_code: "TE2",
      act_amount: 23,
      billable: true,
      group: { id: groupId, name: "Hôpital Nord" },
      patient: { last_name: "Durand", birth_date: "1950-03-04" },
      professional: { first_name: "bob", identifier: "10000000002", identifier_type: 8, billing_number: "751234567", profession_label: "Médecin" },
      opposite_professional: { first_name: "alice", identifier_type: 8 },
    });
  });

  it("reads a page in as many SQL statements for one item as for three (no query per item)", async () => {
    const statementsFor = async (first: number) => {
      const statements: string[] = [];
      const stop = db.onQuery((sql) => statements.push(sql));
      const answer = await gql("reportOnly", `query($first: Int) { integrations(feed: ALL, excludeNonBillable: false, first: $first) { edges { node { databaseId patient { lastName } professional { lastName } oppositeProfessional { lastName } } } } }`, { first });
      stop();
      expect((answer.data?.integrations as { edges: unknown[] }).edges).toHaveLength(first);
      return statements.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql)).length;
    };
    expect(await statementsFor(3)).toBe(await statementsFor(1));
  });

  it("sorts, searches and bounds its inputs", async () => {
    expect(await listIds("reportOnly", "?exclude_non_billable=false&sort=-completed_at")).toEqual([newer, noAct, older]);
    expect(await listIds("reportOnly", "?exclude_non_billable=false&search=leroy")).toEqual([noAct]);
    expect(await listIds("reportOnly", `?group_id=${groupId + 1000}`)).toEqual([]);
    expect((await clientOf("reportOnly").rest("GET", "/integrations?limit=21")).status).toBe(422);
    expect((await clientOf("reportOnly").rest("GET", `/integrations?search=${"a".repeat(201)}`)).status).toBe(422);
    expect((await clientOf("reportOnly").rest("GET", "/integrations?feed=everything")).status).toBe(422);
  });
});

describe("archiving", () => {
  it("refuses an archive without the IEP the group collects, nothing changed; trims and archives with it", async () => {
    const refused = await clientOf("actOnly").rest("PUT", `/integrations/${older}`, { integrated_act: true, iep: "   " });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "iep_required", message: "Ce groupe collecte l'IEP (numéro de séjour) : saisissez-le avant d'archiver." });
    expect(await db.prisma.consult.findUniqueOrThrow({ where: { id: older } })).toMatchObject({ integratedAct: false });
    const done = await clientOf("actOnly").rest("PUT", `/integrations/${older}`, { integrated_act: true, iep: "  SEJ-2026-0042 " });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ integrated_act: true, tasks_complete: true, iep: "SEJ-2026-0042" });
    // Archived: out of the pending list, in the archived one; the report task is still pending for its integrator.
    expect(await listIds("actOnly")).toEqual([newer]);
    expect(await listIds("actOnly", "?feed=tasks:archived")).toEqual([older]);
    expect(await listIds("reportOnly")).toEqual([older, newer]);
  });

  it("refuses a flag the viewer has no task for, and every write of a non-integrator", async () => {
    expect((await clientOf("reportOnly").rest("PUT", `/integrations/${newer}`, { integrated_act: true, iep: "X1" })).status).toBe(403);
    expect((await clientOf("actOnly").rest("PUT", `/integrations/${newer}`, { integrated_report: true, iep: "X1" })).status).toBe(403);
    for (const role of ["outsider", "member", "super"] as const) {
      expect((await clientOf(role).rest("PUT", `/integrations/${newer}`, { integrated_act: true, iep: "X1" })).status).toBe(404);
    }
    expect((await clientOf("unvalidated").rest("PUT", `/integrations/${newer}`, { integrated_act: true, iep: "X1" })).status).toBe(403);
    expect((await clientOf("actOnly").rest("PUT", `/integrations/${newer}`, { iep: "x".repeat(65) })).status).toBe(422);
    expect(await db.prisma.consult.findUniqueOrThrow({ where: { id: newer } })).toMatchObject({ integratedAct: false, integratedReport: false });
  });

  it("archives over GraphQL with the next dialog's remaining count and link", async () => {
    const mutation = `mutation($id: ID!, $iep: String) { updateIntegration(id: $id, integratedReport: true, iep: $iep) { __typename ... on DomainError { code field } ... on IntegrationUpdated { remainingCount nextDatabaseId integration { tasksComplete iep } } } }`;
    const refused = await gql("reportOnly", mutation, { id: String(noAct), iep: "" });
    expect(refused.data?.updateIntegration).toEqual({ __typename: "DomainError", code: "iep_required", field: "iep" });
    const done = await gql("reportOnly", mutation, { id: String(noAct), iep: " SEJ-7 " });
    // Left with the list's defaults (billable only, pending): the two TE2 items.
    expect(done.data?.updateIntegration).toEqual({ __typename: "IntegrationUpdated", remainingCount: 2, nextDatabaseId: older, integration: { tasksComplete: true, iep: "SEJ-7" } });
  });
});

describe("granting the capabilities", () => {
  it("lets a group administrator grant can_integrate_report and can_integrate_act (REST and GraphQL), and nobody else", async () => {
    expect((await clientOf("reportOnly").rest("PUT", `/memberships/${membershipOf.member}`, { can_integrate_report: true })).status).toBe(403);
    expect(await listIds("member")).toEqual([]);
    const granted = await clientOf("actOnly").rest("PUT", `/memberships/${membershipOf.member}`, { can_integrate_report: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ can_integrate_report: true, can_integrate_act: false });
    expect(await listIds("member")).toEqual([older, newer]);
    const menu = await gql("member", `{ viewer { canIntegrate } integrationGroups { name canIntegrateAct canIntegrateReport } }`);
    expect(menu.data).toEqual({ viewer: { canIntegrate: true }, integrationGroups: [{ name: "Hôpital Nord", canIntegrateAct: false, canIntegrateReport: true }] });
    // Over GraphQL too: the administrator grants the acts; the member now has both tasks.
    const membershipId = Buffer.from(`Membership:${membershipOf.member}`).toString("base64");
    const mutation = `mutation($input: UpdateMembershipInput!) { updateMembership(input: $input) { __typename ... on DomainError { code } } }`;
    expect((await gql("reportOnly", mutation, { input: { membershipId, canIntegrateAct: true } })).data?.updateMembership).toEqual({ __typename: "DomainError", code: "forbidden" });
    expect((await gql("actOnly", mutation, { input: { membershipId, canIntegrateAct: true } })).data?.updateMembership).toEqual({ __typename: "MembershipChanged" });
    const tasks = (await (await clientOf("member").rest("GET", `/integrations/${newer}`)).json()) as { tasks: { act: boolean; report: boolean } };
    expect(tasks.tasks).toEqual({ act: true, report: true });
  });
});

describe("PUT consults/{id}: the request readers' door, under the same rules for an integrator who reads the request (spec 2 §7)", () => {
  it("answers 404 to integrators who do not read the request; an administrator who integrates acts archives through it, IEP first, and only their task", async () => {
    const consultId = await completedConsult("2026-03-02T10:00:00Z", "TE2", "Lambert");
    const flags = () => db.prisma.consult.findUniqueOrThrow({ where: { id: consultId }, select: { integratedReport: true, integratedAct: true } });
    for (const role of ["reportOnly", "member"] as const) {
      const response = await clientOf(role).rest("PUT", `/consults/${consultId}`, { integrated_report: true });
      expect({ role, status: response.status }).toEqual({ role, status: 404 });
    }
    // The administrator (can_admin reads the group's requests) with can_integrate_act only.
    expect((await clientOf("actOnly").rest("PUT", `/consults/${consultId}`, { integrated_report: true })).status).toBe(403);
    const withoutIep = await clientOf("actOnly").rest("PUT", `/consults/${consultId}`, { integrated_act: true });
    expect({ status: withoutIep.status, code: ((await withoutIep.json()) as { code: string }).code }).toEqual({ status: 422, code: "iep_required" });
    expect(await flags()).toEqual({ integratedReport: false, integratedAct: false });
    expect((await clientOf("actOnly").rest("PUT", `/integrations/${consultId}`, { iep: "SEJ-7" })).status).toBe(200);
    const archived = await clientOf("actOnly").rest("PUT", `/consults/${consultId}`, { integrated_act: true });
    expect({ status: archived.status, body: await archived.json() }).toMatchObject({ status: 200, body: { integrated_act: true, integrated_report: false } });
    expect(await flags()).toEqual({ integratedReport: false, integratedAct: true });
    // GraphQL's Consult says the same as REST's consult (spec 2 §3 integrated_act, integrated_report).
    const requestId = (await db.prisma.consult.findUniqueOrThrow({ where: { id: consultId }, select: { requestId: true } })).requestId;
    const read = await gql("actOnly", `query($id: ID!) { node(id: $id) { ... on Request { consult { integratedAct integratedReport } } } }`, { id: Buffer.from(`Request:${requestId}`).toString("base64") });
    expect(read.data?.node).toEqual({ consult: { integratedAct: true, integratedReport: false } });
  });
});
