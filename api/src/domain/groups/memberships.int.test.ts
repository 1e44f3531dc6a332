import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";

// Spec 1 §4–§6 through both transports: every membership transition, who may make it, seats,
// categories not administered, insiders without seat limit, already member, the welcome once
// and the invitation count event.

let db: TestDatabase;
let fx: Fixtures;
let app: App;
const clients: Record<string, TestClient> = {};
const users: Record<string, { id: number; professionalId: number }> = {};
let frankProfessionalId: number;
let recipientGroup: number; // no seat limit; topics T1, T2
let senderGroup: number; // 2 seats; topic S1
let autoGroup: number; // accepts applications automatically
let t1: number;
let t2: number;
let s1: number;

function u(key: string): { id: number; professionalId: number } {
  const user = users[key];
  if (!user) throw new Error(`no user ${key}`);
  return user;
}

function c(key: string): TestClient {
  const client = clients[key];
  if (!client) throw new Error(`no client ${key}`);
  return client;
}

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

async function person(key: string, options: { validated?: boolean; isSuper?: boolean } = {}) {
  const professional = await db.prisma.professional.create({ data: { firstName: key, lastName: `${key}-last`, searchText: `${key} ${key} last`, country: "FR", rpps: `2000000${key.length}${Object.keys(users).length}`, rppsType: 8, specialtyCode: "SM54" } });
  const user = await db.prisma.user.create({
    data: {
      email: `${key}@fixtures.test`,
      firstName: key,
      lastName: `${key}-last`,
      country: "FR",
      validationStatus: options.validated === false ? "NONE" : "VALIDATED",
      isSuper: options.isSuper ?? false,
      passwordHash: await hashPassword(FIXTURE_PASSWORD),
      professionalId: professional.id,
    },
  });
  users[key] = { id: user.id, professionalId: professional.id };
  clients[key] = new TestClient(app);
  await clients[key].login(`${key}@fixtures.test`, FIXTURE_PASSWORD);
}

async function member(groupId: number, professionalId: number, data: Record<string, unknown> & { topicIds?: number[] }) {
  const { topicIds, ...rest } = data;
  const row = await db.prisma.membership.create({
    data: { groupId, professionalId, status: "ONGOING", welcomedAt: new Date(), ...rest, topics: { create: (topicIds ?? []).map((topicId) => ({ topicId })) } },
  });
  return row.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db);
  for (const key of ["alice", "bob", "carol"] as const) {
    clients[key] = new TestClient(app);
    await clients[key].login(fx[key].email, FIXTURE_PASSWORD);
    users[key] = { id: fx[key].id, professionalId: fx[key].professionalId };
  }
  await person("dave");
  await person("gina");
  await person("hank");
  await person("erin", { validated: false });
  await person("sam", { isSuper: true });
  frankProfessionalId = (await db.prisma.professional.create({ data: { firstName: "Frank", lastName: "Sansçompte", searchText: "frank sanscompte", country: "FR", rpps: "30000000001", rppsType: 8, specialtyCode: "SM54" } })).id;

  const recipient = await db.prisma.group.create({ data: { name: "Réseau Test", mode: "RECIPIENT", country: "FR", topics: { create: [{ label: "T1", position: 0 }, { label: "T2", position: 1 }] } }, include: { topics: true } });
  recipientGroup = recipient.id;
  t1 = recipient.topics.find((t) => t.label === "T1")?.id ?? 0;
  t2 = recipient.topics.find((t) => t.label === "T2")?.id ?? 0;
  await member(recipientGroup, u("alice").professionalId, { isInsider: true, canAdmin: true, allTopics: true });
  await member(recipientGroup, u("gina").professionalId, { isInsider: true, canAdmin: true, topicIds: [t1] });

  const sender = await db.prisma.group.create({ data: { name: "CPTS Test", mode: "SENDER", country: "FR", maxSeats: 2, topics: { create: [{ label: "S1" }] } }, include: { topics: true } });
  senderGroup = sender.id;
  s1 = sender.topics[0]?.id ?? 0;
  await member(senderGroup, u("alice").professionalId, { isInsider: true, canAdmin: true, canSendFromGroup: true, allTopics: true });

  autoGroup = (await db.prisma.group.create({ data: { name: "Auto Test", mode: "RECIPIENT", country: "FR", autoAcceptsApplication: true } })).id;
  await member(autoGroup, u("alice").professionalId, { isInsider: true, canAdmin: true, allTopics: true });
});
afterAll(async () => db?.drop());

const RESULT = `__typename ... on MembershipChanged { membershipId status membership { status role isInsider needsWelcome } } ... on DomainError { code field }`;
type Changed = { __typename: string; membershipId?: string; status?: string | null; code?: string; field?: string; membership?: { status: string; role: string; isInsider: boolean; needsWelcome: boolean } | null };

async function mutate(who: string, name: string, input: Record<string, unknown>, inputType: string): Promise<Changed> {
  const answer = await c(who).graphql<Record<string, Changed>>(`mutation($input: ${inputType}!) { ${name}(input: $input) { ${RESULT} } }`, { input });
  if (answer.errors?.length) return { __typename: "Error", code: String(answer.errors[0]?.extensions?.["code"]) };
  return answer.data?.[name] as Changed;
}

const apply = (who: string, groupId: number) => mutate(who, "applyToGroup", { groupId: gid("Group", groupId) }, "GroupMembershipInput");
const act = (who: string, name: string, membershipId: number) => mutate(who, name, { membershipId: gid("Membership", membershipId) }, "MembershipRefInput");
const invite = (who: string, input: Record<string, unknown>) => mutate(who, "inviteMember", input, "InviteMemberInput");
const dbIdOf = (globalId: string | undefined) => Number(Buffer.from(globalId ?? "", "base64").toString("utf8").split(":")[1]);
const rowOf = (id: number) => db.prisma.membership.findUnique({ where: { id } });

describe("applying (spec 1 §4)", () => {
  it("creates an application that the applicant cannot answer; a second one is already_member", async () => {
    const applied = await apply("bob", recipientGroup);
    expect(applied).toMatchObject({ __typename: "MembershipChanged", status: "APPLYING", membership: { role: "REQUESTER", isInsider: false } });
    const id = dbIdOf(applied.membershipId);
    expect(await apply("bob", recipientGroup)).toMatchObject({ code: "already_member" });
    expect(await act("bob", "acceptMembership", id)).toMatchObject({ code: "forbidden" });
    // A stranger does not even see it; an unvalidated account reaches nothing.
    expect(await act("hank", "acceptMembership", id)).toMatchObject({ code: "not_found" });
    expect(await act("erin", "acceptMembership", id)).toMatchObject({ code: "unvalidated" });
    expect(await apply("erin", recipientGroup)).toMatchObject({ code: "unvalidated" });
    expect((await rowOf(id))?.status).toBe("APPLYING");
  });

  it("is accepted by an admin once: the second admin finds membership_changed; the member is welcomed once", async () => {
    const id = (await db.prisma.membership.findFirstOrThrow({ where: { groupId: recipientGroup, professionalId: u("bob").professionalId } })).id;
    const [first, second] = await Promise.all([act("alice", "acceptMembership", id), act("gina", "acceptMembership", id)]);
    const answers = [first.__typename === "MembershipChanged" ? "ok" : first.code, second.__typename === "MembershipChanged" ? "ok" : second.code].sort();
    expect(answers).toEqual(["membership_changed", "ok"]);
    expect((await rowOf(id))?.status).toBe("ONGOING");

    const VIEWER = `query($id: ID!) { node(id: $id) { ... on Group { viewerMembership { id status needsWelcome welcomeRole } } } }`;
    type V = { node: { viewerMembership: { id: string; needsWelcome: boolean; welcomeRole: string } | null } };
    const before = await c("bob").graphql<V>(VIEWER, { id: gid("Group", recipientGroup) });
    expect(before.data?.node.viewerMembership).toMatchObject({ needsWelcome: true, welcomeRole: "REQUESTER" });
    // Only the member marks it, and only once.
    expect(await act("alice", "markMembershipWelcomed", id)).toMatchObject({ code: "not_found" });
    expect(await act("bob", "markMembershipWelcomed", id)).toMatchObject({ __typename: "MembershipChanged", membership: { needsWelcome: false } });
    const welcomedAt = (await rowOf(id))?.welcomedAt;
    expect(welcomedAt).not.toBeNull();
    await act("bob", "markMembershipWelcomed", id);
    expect((await rowOf(id))?.welcomedAt).toEqual(welcomedAt);
    const after = await c("bob").graphql<V>(VIEWER, { id: gid("Group", recipientGroup) });
    expect(after.data?.node.viewerMembership?.needsWelcome).toBe(false);
  });

  it("is refused by an admin, or cancelled by the applicant; neither may do the other's move", async () => {
    const refused = dbIdOf((await apply("hank", recipientGroup)).membershipId);
    expect(await act("hank", "refuseMembership", refused)).toMatchObject({ code: "forbidden" });
    expect(await act("alice", "cancelMembership", refused)).toMatchObject({ code: "forbidden" });
    expect(await act("bob", "refuseMembership", refused)).toMatchObject({ code: "not_found" });
    expect(await act("alice", "refuseMembership", refused)).toMatchObject({ __typename: "MembershipChanged", status: null });
    expect(await rowOf(refused)).toBeNull();

    const cancelled = dbIdOf((await apply("hank", recipientGroup)).membershipId);
    expect(await act("hank", "cancelMembership", cancelled)).toMatchObject({ __typename: "MembershipChanged", status: null });
    expect(await rowOf(cancelled)).toBeNull();
  });

  it("makes the applicant a member at once in a group that accepts applications; the member leaves", async () => {
    const joined = await apply("hank", autoGroup);
    expect(joined).toMatchObject({ status: "ONGOING", membership: { needsWelcome: true } });
    const left = await mutate("hank", "leaveGroup", { groupId: gid("Group", autoGroup) }, "GroupMembershipInput");
    expect(left).toMatchObject({ __typename: "MembershipChanged", status: null });
    expect(await rowOf(dbIdOf(joined.membershipId))).toBeNull();
    expect(await mutate("hank", "leaveGroup", { groupId: gid("Group", autoGroup) }, "GroupMembershipInput")).toMatchObject({ code: "not_found" });
  });

  it("lets a super user accept", async () => {
    const id = dbIdOf((await apply("hank", recipientGroup)).membershipId);
    expect(await act("sam", "acceptMembership", id)).toMatchObject({ status: "ONGOING" });
  });
});

describe("invitations (spec 1 §4, §5)", () => {
  it("invites a registered professional, tells them in their language, counts and publishes the invitation", async () => {
    const events = app.deps.pubsub.subscribe("countsChanged", u("dave").id);
    const next = events.next();
    const invited = await invite("alice", { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", u("dave").professionalId), topicIds: [gid("Topic", t1)] });
    expect(invited).toMatchObject({ status: "INVITED", membership: { role: "EXPERT", isInsider: true } });
    await expect(next).resolves.toEqual({ value: { userId: u("dave").id }, done: false });
    await events.return(undefined);
    const mail = await db.prisma.outboxMessage.findFirst({ where: { recipient: "dave@fixtures.test" }, orderBy: { id: "desc" } });
    expect(mail).toMatchObject({ channel: "EMAIL", locale: "fr" });
    expect(mail?.subject).toContain("Réseau Test");
    // A registered invitee answers on the group's page, behind a sealed link (issue 24 auth wall)
    // that shows nothing of the page and opens only for a validated session.
    const link = new RegExp(`depuis la page du groupe :\\n${app.deps.config.publicUrl}/authwall/([A-Za-z0-9_-]+)\\n`).exec(mail?.body ?? "");
    expect(link, mail?.body ?? "").not.toBeNull();
    const AUTHWALL = "query($sealed: String!) { authwallTarget(sealed: $sealed) }";
    const opened = await c("dave").graphql<{ authwallTarget: string | null }>(AUTHWALL, { sealed: link?.[1] ?? "" });
    expect(opened.data?.authwallTarget).toBe(`/group/${recipientGroup}`);
    const forged = await c("dave").graphql<{ authwallTarget: string | null }>(AUTHWALL, { sealed: `${link?.[1] ?? ""}A` });
    expect(forged.data?.authwallTarget).toBeNull();

    const COUNTS = "{ notificationCounts { groupInvitations } }";
    expect((await c("dave").graphql<{ notificationCounts: { groupInvitations: number } }>(COUNTS)).data?.notificationCounts.groupInvitations).toBe(1);
    const rest = await c("dave").rest("GET", "/notifications/count");
    expect(((await rest.json()) as { group_invitations: number }).group_invitations).toBe(1);

    const id = dbIdOf(invited.membershipId);
    // Only the invitee answers; the admin may only cancel.
    expect(await act("alice", "acceptMembership", id)).toMatchObject({ code: "forbidden" });
    expect(await invite("alice", { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", u("dave").professionalId) })).toMatchObject({ code: "already_member" });
    expect(await act("dave", "acceptMembership", id)).toMatchObject({ status: "ONGOING", membership: { needsWelcome: true } });
    expect((await c("dave").graphql<{ notificationCounts: { groupInvitations: number } }>(COUNTS)).data?.notificationCounts.groupInvitations).toBe(0);
    expect((await db.prisma.invitation.findFirst({ where: { membershipId: id } }))?.acceptedAt).not.toBeNull();
  });

  it("needs a valid e-mail or phone of the group's country for a professional without an account", async () => {
    const base = { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", frankProfessionalId) };
    expect(await invite("alice", base)).toMatchObject({ code: "invalid_contact", field: "contact" });
    expect(await invite("alice", { ...base, contact: "pas-un-contact" })).toMatchObject({ code: "invalid_contact" });
    expect(await invite("alice", { ...base, contact: "+4915112345678" })).toMatchObject({ status: "INVITED" });
    const sms = await db.prisma.outboxMessage.findFirst({ where: { recipient: "+4915112345678" } });
    expect(sms).toMatchObject({ channel: "SMS", locale: "fr" });
    // Without an account: the signup page, in the group's country and the message's language,
    // the directory search prefilled with the invitee's RPPS, then the group's page.
    const signup = `${app.deps.config.publicUrl}/register?rpps=30000000001&country=FR&lang=fr&redirectUrl=%2Fgroup%2F${recipientGroup}`;
    expect(sms?.body).toContain(`Créez votre compte : ${signup}`);
    const id = (await db.prisma.membership.findFirstOrThrow({ where: { groupId: recipientGroup, professionalId: frankProfessionalId } })).id;
    // The admin cancels the invitation.
    expect(await act("alice", "cancelMembership", id)).toMatchObject({ status: null });
    expect(await db.prisma.invitation.count({ where: { membershipId: id } })).toBe(0);
    // The same by e-mail.
    expect(await invite("alice", { ...base, contact: "frank@example.org" })).toMatchObject({ status: "INVITED" });
    const mail = await db.prisma.outboxMessage.findFirst({ where: { recipient: "frank@example.org" }, orderBy: { id: "desc" } });
    expect(mail).toMatchObject({ channel: "EMAIL", locale: "fr" });
    expect(mail?.body).toContain(`depuis la page du groupe :\n${signup}\n`);
    const again = (await db.prisma.membership.findFirstOrThrow({ where: { groupId: recipientGroup, professionalId: frankProfessionalId } })).id;
    expect(await act("alice", "cancelMembership", again)).toMatchObject({ status: null });
  });

  it("refuses what cannot be added: another country, a non-admin, and lets the invitee refuse", async () => {
    expect(await invite("alice", { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", u("carol").professionalId) })).toMatchObject({ code: "impossible_to_add" });
    expect(await invite("alice", { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", 2_000_000_000) })).toMatchObject({ code: "impossible_to_add" });
    expect(await invite("bob", { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", frankProfessionalId), contact: "frank@example.org" })).toMatchObject({ code: "forbidden" });
    const invited = await invite("alice", { groupId: gid("Group", autoGroup), professionalId: gid("Professional", u("hank").professionalId), canAsk: true, canReply: false });
    expect(invited).toMatchObject({ status: "INVITED", membership: { role: "REQUESTER", isInsider: false } });
    expect(await act("hank", "refuseMembership", dbIdOf(invited.membershipId))).toMatchObject({ status: null });
  });

  it("lets only topics the admin administers be given", async () => {
    const answer = await invite("gina", { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", frankProfessionalId), contact: "frank@example.org", topicIds: [gid("Topic", t2)] });
    expect(answer).toMatchObject({ code: "topics_not_administered" });
    expect(await invite("gina", { groupId: gid("Group", recipientGroup), professionalId: gid("Professional", frankProfessionalId), contact: "frank@example.org", allTopics: true })).toMatchObject({ code: "topics_not_administered" });
  });
});

describe("seats and licences (spec 1 §5)", () => {
  it("counts insiders and invitations against max_seats: 'no licence available'", async () => {
    const base = { groupId: gid("Group", senderGroup) };
    expect(await invite("alice", { ...base, professionalId: gid("Professional", u("dave").professionalId) })).toMatchObject({ code: "validation_failed", field: "topicIds" });
    expect(await invite("alice", { ...base, professionalId: gid("Professional", u("dave").professionalId), topicIds: [gid("Topic", s1)] })).toMatchObject({ status: "INVITED" });
    expect(await invite("alice", { ...base, professionalId: gid("Professional", u("gina").professionalId), topicIds: [gid("Topic", s1)] })).toMatchObject({ code: "no_licence_available" });
    // An application waits; accepting it would take a seat.
    const applied = await apply("gina", senderGroup);
    expect(applied).toMatchObject({ status: "APPLYING", membership: { isInsider: true } });
    expect(await act("alice", "acceptMembership", dbIdOf(applied.membershipId))).toMatchObject({ code: "no_licence_available" });
    const seats = await c("alice").graphql<{ node: { seatsFull: boolean } }>(`query($id: ID!) { node(id: $id) { ... on Group { seatsFull } } }`, { id: gid("Group", senderGroup) });
    expect(seats.data?.node.seatsFull).toBe(true);
  });
});

describe("deleting a member (spec 1 §6)", () => {
  it("refuses insiders of a group without seat limit (contact support), except to super users", async () => {
    const dave = (await db.prisma.membership.findFirstOrThrow({ where: { groupId: recipientGroup, professionalId: u("dave").professionalId } })).id;
    expect(await act("alice", "deleteMembership", dave)).toMatchObject({ code: "contact_support" });
    // A requester of the group does not see the team's rows: hidden like a missing one.
    expect(await act("bob", "deleteMembership", dave)).toMatchObject({ code: "not_found" });
    expect(await act("sam", "deleteMembership", dave)).toMatchObject({ status: null });
  });

  it("refuses a member with categories the admin does not administer", async () => {
    const bob = (await db.prisma.membership.findFirstOrThrow({ where: { groupId: recipientGroup, professionalId: u("bob").professionalId } })).id;
    // Bob covers all topics: gina administers only T1.
    expect(await act("gina", "deleteMembership", bob)).toMatchObject({ code: "topics_not_administered" });
    const LIST = `query($id: ID!) { node(id: $id) { ... on Group { memberships { edges { node { databaseId canBeDeletedByViewer deletionRefusal } } } } } }`;
    type L = { node: { memberships: { edges: { node: { databaseId: number; canBeDeletedByViewer: boolean; deletionRefusal: string | null } }[] } } };
    const seen = await c("gina").graphql<L>(LIST, { id: gid("Group", recipientGroup) });
    expect(seen.data?.node.memberships.edges.find((e) => e.node.databaseId === bob)?.node).toMatchObject({ canBeDeletedByViewer: false, deletionRefusal: "topics_not_administered" });
    expect(await act("alice", "deleteMembership", bob)).toMatchObject({ status: null });
  });
});

describe("editing a member", () => {
  it("keeps the topics the admin does not administer", async () => {
    const ivy = await db.prisma.professional.create({ data: { firstName: "Ivy", lastName: "Sanscompte", searchText: "ivy sanscompte", country: "FR", rpps: "30000000002", rppsType: 8, specialtyCode: "SM54" } });
    const id = await member(recipientGroup, ivy.id, { isInsider: true, canReply: true, topicIds: [t1, t2] });
    const edited = await mutate("gina", "updateMembership", { membershipId: gid("Membership", id), topicIds: [], title: "Référent", canShadow: true }, "UpdateMembershipInput");
    expect(edited).toMatchObject({ __typename: "MembershipChanged" });
    const row = await db.prisma.membership.findUniqueOrThrow({ where: { id }, include: { topics: true } });
    expect(row.topics.map((t) => t.topicId)).toEqual([t2]);
    expect(row).toMatchObject({ title: "Référent", canShadow: true });
    expect(await mutate("gina", "updateMembership", { membershipId: gid("Membership", id), allTopics: true }, "UpdateMembershipInput")).toMatchObject({ code: "topics_not_administered" });
    expect(await mutate("bob", "updateMembership", { membershipId: gid("Membership", id), canAdmin: true }, "UpdateMembershipInput")).toMatchObject({ code: "not_found" });
  });
});

describe("the members list and REST", () => {
  it("shows insiders the ongoing members, admins the applications too, strangers nothing", async () => {
    const pending = dbIdOf((await apply("bob", recipientGroup)).membershipId);
    const LIST = `query($id: ID!, $status: MembershipStatus, $search: String) { node(id: $id) { ... on Group { memberships(status: $status, search: $search) { totalCount edges { node { databaseId status } } } } } }`;
    type L = { node: { memberships: { totalCount: number; edges: { node: { databaseId: number; status: string } }[] } } };
    const admin = await c("alice").graphql<L>(LIST, { id: gid("Group", recipientGroup) });
    expect(admin.data?.node.memberships.edges[0]?.node).toEqual({ databaseId: pending, status: "APPLYING" });
    const insider = await c("hank").graphql<L>(LIST, { id: gid("Group", recipientGroup) });
    expect(insider.data?.node.memberships.edges.every((e) => e.node.status === "ONGOING")).toBe(true);
    const applicant = await c("bob").graphql<L>(LIST, { id: gid("Group", recipientGroup) });
    expect(applicant.data?.node.memberships.edges.map((e) => e.node.databaseId)).toEqual([pending]);
    const stranger = await c("carol").graphql<L>(LIST, { id: gid("Group", recipientGroup) });
    expect(stranger.data?.node.memberships.totalCount ?? 0).toBe(0);
    // Accents and case ignored, every word.
    const searched = await c("alice").graphql<L>(LIST, { id: gid("Group", recipientGroup), search: "GÏNA last" });
    expect(searched.data?.node.memberships.edges.map((e) => e.node.databaseId)).toHaveLength(1);

    const rest = await c("alice").rest("GET", `/groups/${recipientGroup}/memberships?status=applying&limit=10`);
    expect(rest.status).toBe(200);
    expect(JSON.parse(rest.headers.get("x-pagination") ?? "{}")).toEqual({ total_count: 1, offset: 0, limit: 10 });
    expect(((await rest.json()) as { id: number; status: string; role: string }[])[0]).toMatchObject({ id: pending, status: "applying", role: "REQUESTER" });
    const participants = await c("alice").rest("GET", `/groups/${recipientGroup}/memberships?can_participate=true`);
    expect(((await participants.json()) as { can_admin: boolean; can_reply: boolean }[]).every((m) => m.can_admin || m.can_reply)).toBe(true);
    expect((await c("alice").rest("GET", `/groups/${recipientGroup}/memberships?limit=101`)).status).toBe(422);
    expect((await c("alice").rest("GET", `/groups/2000000000/memberships`)).status).toBe(404);
    expect((await c("erin").rest("GET", `/groups/${recipientGroup}/memberships`)).status).toBe(403);

    // PUT status ongoing accepts; DELETE ends as fits the caller (here the member leaves).
    const accepted = await c("alice").rest("PUT", `/memberships/${pending}`, { status: "ongoing" });
    expect(((await accepted.json()) as { status: string }).status).toBe("ongoing");
    expect((await c("carol").rest("DELETE", `/memberships/${pending}`)).status).toBe(404);
    const left = await c("bob").rest("DELETE", `/memberships/${pending}`);
    expect(left.status).toBe(200);
    expect(await rowOf(pending)).toBeNull();

    // POST without professional_id applies; with one, an admin invites.
    const applied = await c("bob").rest("POST", "/memberships", { group_id: recipientGroup });
    expect(applied.status).toBe(201);
    expect(((await applied.json()) as { status: string }).status).toBe("applying");
    const again = await c("bob").rest("POST", "/memberships", { group_id: recipientGroup });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe("already_member");
    const bad = await c("alice").rest("POST", "/memberships", { group_id: recipientGroup, professional_id: frankProfessionalId, contact: "nope" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { code: string }).code).toBe("invalid_contact");
  });
});

describe("the last administrator", () => {
  it("cannot leave, be deleted (even by a super user) or be demoted; with two admins one may leave", async () => {
    const group = (await db.prisma.group.create({ data: { ...(await db.prisma.group.findUniqueOrThrow({ where: { id: autoGroup }, select: { mode: true, country: true } })), name: "Last admin", autoAcceptsApplication: false } })).id;
    const only = await member(group, u("dave").professionalId, { isInsider: true, canAdmin: true, allTopics: true });
    expect(await mutate("dave", "leaveGroup", { groupId: gid("Group", group) }, "GroupMembershipInput")).toMatchObject({ code: "last_admin" });
    expect(await act("sam", "deleteMembership", only)).toMatchObject({ code: "last_admin" });
    expect(await mutate("dave", "updateMembership", { membershipId: gid("Membership", only), canAdmin: false }, "UpdateMembershipInput")).toMatchObject({ code: "last_admin" });
    expect(await db.prisma.membership.findUniqueOrThrow({ where: { id: only } })).toMatchObject({ status: "ONGOING", canAdmin: true });
    await member(group, u("hank").professionalId, { isInsider: true, canAdmin: true, allTopics: true });
    expect(await mutate("dave", "leaveGroup", { groupId: gid("Group", group) }, "GroupMembershipInput")).toMatchObject({ status: null });
  });

  it("is said so to the screens, which then offer no leave, removal or demotion that would be refused", async () => {
    const group = (await db.prisma.group.create({ data: { name: "Last admin, shown", mode: "RECIPIENT", country: "FR", maxSeats: 10 } })).id;
    const only = await member(group, u("dave").professionalId, { isInsider: true, canAdmin: true, allTopics: true });
    const requester = await member(group, u("hank").professionalId, { canAsk: true, allTopics: true });
    const OWN = `query($id: ID!) { node(id: $id) { ... on Group { viewerMembership { isLastAdmin } } } }`;
    const LIST = `query($id: ID!) { node(id: $id) { ... on Group { memberships { edges { node { databaseId isLastAdmin canBeDeletedByViewer deletionRefusal } } } } } }`;
    type Own = { node: { viewerMembership: { isLastAdmin: boolean } | null } };
    type List = { node: { memberships: { edges: { node: { databaseId: number; isLastAdmin: boolean; canBeDeletedByViewer: boolean; deletionRefusal: string | null } }[] } } };
    const statements: number[] = [];
    const rows = async (who: string) => {
      const seen: string[] = [];
      const stop = db.onQuery((sql) => seen.push(sql));
      const answer = await c(who).graphql<List>(LIST, { id: gid("Group", group) });
      stop();
      statements.push(seen.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql)).length);
      return Object.fromEntries((answer.data?.node.memberships.edges ?? []).map((e) => [e.node.databaseId, e.node]));
    };

    expect((await c("dave").graphql<Own>(OWN, { id: gid("Group", group) })).data?.node.viewerMembership).toEqual({ isLastAdmin: true });
    // The super user administers every group but may not remove its last administrator either.
    expect(await rows("sam")).toEqual({
      [only]: { databaseId: only, isLastAdmin: true, canBeDeletedByViewer: false, deletionRefusal: "last_admin" },
      [requester]: { databaseId: requester, isLastAdmin: false, canBeDeletedByViewer: true, deletionRefusal: null },
    });

    const second = await member(group, u("gina").professionalId, { isInsider: true, canAdmin: true, allTopics: true });
    expect((await c("dave").graphql<Own>(OWN, { id: gid("Group", group) })).data?.node.viewerMembership).toEqual({ isLastAdmin: false });
    expect((await rows("sam"))[only]).toEqual({ databaseId: only, isLastAdmin: false, canBeDeletedByViewer: true, deletionRefusal: null });
    expect((await rows("dave"))[second]).toMatchObject({ isLastAdmin: false, canBeDeletedByViewer: true });
    // The admins are counted with the rows: two members or three, the same statements.
    expect(statements[1]).toBe(statements[0]);
  });
});
