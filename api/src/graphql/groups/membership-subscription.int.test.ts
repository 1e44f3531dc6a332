import type { Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { listen, type RunningServer } from "../../http/server.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { firstResult, socketFor } from "../../testing/socket-client.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Spec 1 §4: the group page hears of the viewer's own membership live (an admin accepts in another
// browser: the welcome dialog; refuses or deletes: the buttons), and of nobody else's.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let server: RunningServer;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let unvalidated: TestClient;
let groupId: number;
let otherGroupId: number;
const sockets: Client[] = [];

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const dbIdOf = (globalId: string) => Number(Buffer.from(globalId, "base64").toString("utf8").split(":")[1]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const QUERY = `subscription($groupId: ID!) {
  membershipChanged(groupId: $groupId) {
    membershipId
    status
    membership { status needsWelcome welcomeRole }
    group { databaseId membershipStatus viewerMembership { status needsWelcome } }
  }
}`;
type Change = {
  membershipId: string;
  status: string | null;
  membership: { status: string; needsWelcome: boolean; welcomeRole: string } | null;
  group: { databaseId: number; membershipStatus: string | null; viewerMembership: { status: string; needsWelcome: boolean } | null };
};
type Subscription = { changes: Change[]; errors: string[]; ended: { value: boolean } };

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db);
  server = await listen(app, 0, "127.0.0.1");
  const professional = await db.prisma.professional.create({ data: { firstName: "Erin", lastName: "Pending", searchText: "erin pending", country: "FR", rpps: "10000000077", rppsType: 8, specialtyCode: "SM54" } });
  await db.prisma.user.create({
    data: { email: "erin@fixtures.test", firstName: "Erin", lastName: "Pending", country: "FR", passwordHash: await hashPassword(FIXTURE_PASSWORD), professionalId: professional.id },
  });
  [alice, bob, carol, unvalidated] = await Promise.all([loggedIn(fx.alice.email), loggedIn(fx.bob.email), loggedIn(fx.carol.email), loggedIn("erin@fixtures.test")]);
  groupId = (await db.prisma.group.create({ data: { name: "Réseau en direct", mode: "RECIPIENT", country: "FR" } })).id;
  otherGroupId = (await db.prisma.group.create({ data: { name: "Autre réseau", mode: "RECIPIENT", country: "FR" } })).id;
  for (const id of [groupId, otherGroupId]) {
    await db.prisma.membership.create({ data: { groupId: id, professionalId: fx.alice.professionalId, status: "ONGOING", isInsider: true, canAdmin: true, allTopics: true, welcomedAt: new Date() } });
  }
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

function subscribe(client: TestClient, group: string): Subscription {
  const socket = socketFor(server.url, client);
  sockets.push(socket);
  const state: Subscription = { changes: [], errors: [], ended: { value: false } };
  socket.subscribe<{ membershipChanged: Change }>({ query: QUERY, variables: { groupId: group } }, {
    next: (value) => {
      if (value.data) state.changes.push(value.data.membershipChanged);
      for (const error of value.errors ?? []) state.errors.push(String(error.extensions?.code));
    },
    error: (error) => {
      if (Array.isArray(error)) for (const e of error as { extensions?: { code?: string } }[]) state.errors.push(String(e.extensions?.code));
      state.ended.value = true;
    },
    complete: () => void (state.ended.value = true),
  });
  return state;
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 120 && !condition(); i++) await pause(50);
}

type Outcome = { __typename: string; membershipId?: string; status?: string | null; code?: string };
const RESULT = "__typename ... on MembershipChanged { membershipId status } ... on DomainError { code }";

async function apply(client: TestClient, group: number): Promise<number> {
  const answer = await client.graphql<{ applyToGroup: Outcome }>(`mutation($input: GroupMembershipInput!) { applyToGroup(input: $input) { ${RESULT} } }`, { input: { groupId: gid("Group", group) } });
  expect(answer.data?.applyToGroup).toMatchObject({ status: "APPLYING" });
  return dbIdOf(answer.data?.applyToGroup.membershipId ?? "");
}

async function act(client: TestClient, name: string, membershipId: number, expected: string | null): Promise<void> {
  const answer = await client.graphql<Record<string, Outcome>>(`mutation($input: MembershipRefInput!) { ${name}(input: $input) { ${RESULT} } }`, { input: { membershipId: gid("Membership", membershipId) } });
  expect(answer.data?.[name]).toMatchObject({ __typename: "MembershipChanged", status: expected });
}

describe("membershipChanged", () => {
  it("delivers the member's own changes in the group, with the group as it is now, and nobody else's", async () => {
    const application = await apply(bob, groupId);
    const subscription = subscribe(bob, gid("Group", groupId));
    // The subscription registers asynchronously: publish what applying published until it is heard.
    for (let i = 0; i < 60 && subscription.changes.length === 0 && !subscription.ended.value; i++) {
      app.deps.pubsub.publish("membershipChanged", fx.bob.id, { membershipId: application, groupId, status: "APPLYING" });
      await pause(50);
    }
    expect(subscription.changes[0]).toMatchObject({ status: "APPLYING", membership: { status: "APPLYING", needsWelcome: false } });

    // The admin accepts in another browser: the applicant's page has what the welcome dialog needs.
    await act(alice, "acceptMembership", application, "ONGOING");
    // Another member's application and acceptance in the same group, and Bob's own application to
    // another group, reach other screens only.
    const carolApplication = await apply(carol, groupId);
    await act(alice, "acceptMembership", carolApplication, "ONGOING");
    await apply(bob, otherGroupId);
    // Deleted by the admin: the buttons go back to "join".
    await act(alice, "deleteMembership", application, null);
    await until(() => subscription.changes.some((change) => change.status === null));

    expect(subscription.changes.every((change) => dbIdOf(change.membershipId) === application && change.group.databaseId === groupId)).toBe(true);
    const transitions = subscription.changes.filter((change) => change.status !== "APPLYING");
    expect(transitions).toEqual([
      {
        membershipId: gid("Membership", application),
        status: "ONGOING",
        membership: { status: "ONGOING", needsWelcome: true, welcomeRole: "REQUESTER" },
        group: { databaseId: groupId, membershipStatus: "ONGOING", viewerMembership: { status: "ONGOING", needsWelcome: true } },
      },
      { membershipId: gid("Membership", application), status: null, membership: null, group: { databaseId: groupId, membershipStatus: null, viewerMembership: null } },
    ]);
  });

  it("tells the other administrators when the administrator set changes, so the last one's page offers no leaving", async () => {
    const twoAdmins = (await db.prisma.group.create({ data: { name: "Deux administrateurs", mode: "RECIPIENT", country: "FR" } })).id;
    const admin = { status: "ONGOING" as const, isInsider: true, canAdmin: true, allTopics: true, welcomedAt: new Date() };
    const aliceMembership = (await db.prisma.membership.create({ data: { groupId: twoAdmins, professionalId: fx.alice.professionalId, ...admin } })).id;
    const bobMembership = (await db.prisma.membership.create({ data: { groupId: twoAdmins, professionalId: fx.bob.professionalId, ...admin } })).id;
    const lastAdminQuery = `subscription($groupId: ID!) { membershipChanged(groupId: $groupId) { membershipId status membership { isLastAdmin } } }`;
    const socket = socketFor(server.url, alice);
    sockets.push(socket);
    const heard: { membershipId: string; status: string | null; membership: { isLastAdmin: boolean } | null }[] = [];
    socket.subscribe<{ membershipChanged: (typeof heard)[number] }>({ query: lastAdminQuery, variables: { groupId: gid("Group", twoAdmins) } }, {
      next: (value) => void (value.data && heard.push(value.data.membershipChanged)),
      error: () => undefined,
      complete: () => undefined,
    });
    for (let i = 0; i < 60 && heard.length === 0; i++) {
      app.deps.pubsub.publish("membershipChanged", fx.alice.id, { membershipId: aliceMembership, groupId: twoAdmins, status: "ONGOING" });
      await pause(50);
    }
    expect(heard[0]?.membership).toEqual({ isLastAdmin: false });
    heard.length = 0;

    // Bob leaves in his browser: Alice, now the last administrator, hears it about her own membership.
    const left = await bob.graphql<{ leaveGroup: Outcome }>(`mutation($input: GroupMembershipInput!) { leaveGroup(input: $input) { ${RESULT} } }`, { input: { groupId: gid("Group", twoAdmins) } });
    expect(left.data?.leaveGroup).toMatchObject({ membershipId: gid("Membership", bobMembership), status: null });
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ membershipId: gid("Membership", aliceMembership), status: "ONGOING", membership: { isLastAdmin: true } }]);
  });

  it("refuses visitors, unvalidated accounts and a group that does not exist", async () => {
    const group = gid("Group", groupId);
    const answers = await Promise.all(
      [new TestClient(app), unvalidated].map((client) => {
        const socket = socketFor(server.url, client);
        sockets.push(socket);
        return firstResult(socket, QUERY, { groupId: group }).result;
      }),
    );
    expect(answers.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual(["unauthenticated", "unvalidated"]);
    const socket = socketFor(server.url, bob);
    sockets.push(socket);
    for (const missing of [gid("Group", 2_000_000_000), gid("Membership", groupId), "not-an-id"]) {
      expect((await firstResult(socket, QUERY, { groupId: missing }).result).errors?.[0]?.extensions?.code).toBe("not_found");
    }
  });

  it("ends when the session is revoked, even with no event reaching the socket layer", async () => {
    const second = await loggedIn(fx.carol.email);
    const subscription = subscribe(second, gid("Group", groupId));
    const membershipId = (await db.prisma.membership.findFirstOrThrow({ where: { groupId, professionalId: fx.carol.professionalId } })).id;
    for (let i = 0; i < 60 && subscription.changes.length === 0; i++) {
      app.deps.pubsub.publish("membershipChanged", fx.carol.id, { membershipId, groupId, status: "ONGOING" });
      await pause(50);
    }
    expect(subscription.changes.length).toBeGreaterThan(0);
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: fx.carol.id, revokedAt: null }, orderBy: { id: "desc" } });
    await db.prisma.session.update({ where: { id: session.id }, data: { revokedAt: new Date() } });
    app.deps.pubsub.publish("membershipChanged", fx.carol.id, { membershipId, groupId, status: "ONGOING" });
    await until(() => subscription.ended.value);
    expect(subscription.ended.value).toBe(true);
  });
});
