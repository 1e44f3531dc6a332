import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Spec 1 §2 /contacts and "Profile page", §5 "Invite contact", §6; spec 2 §7 DELETE contacts/{id}.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let pendingEmail: string;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db, { publicUrl: "https://consilium.example" });
  pendingEmail = "pending@fixtures.test";
  await db.prisma.user.create({
    data: { email: pendingEmail, firstName: "Pending", lastName: "User", country: "FR", passwordHash: await hashPassword(FIXTURE_PASSWORD), validationStatus: "PENDING" },
  });
});
afterAll(async () => db?.drop());

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

const ADD = `mutation($input: AddContactInput!) { addContact(input: $input) { __typename ... on ContactAdded { contact { id databaseId } professional { isContact } } ... on DomainError { code field } } }`;
const REMOVE = `mutation($input: RemoveContactInput!) { removeContact(input: $input) { __typename ... on ContactRemoved { removedContactId professional { isContact } } ... on DomainError { code } } }`;
const INVITE = `mutation($contact: String!) { inviteCorrespondent(input: { contact: $contact }) { __typename ... on CorrespondentInvited { invitationId } ... on DomainError { code field } } }`;
const PROFILE = `query($id: ID!) { node(id: $id) { ... on Professional { firstName isContact canRequestAdvice contact { databaseId } practices { city } user { bio } } } }`;

type AddResult = { addContact: { __typename: string; contact?: { id: string; databaseId: number }; professional?: { isContact: boolean }; code?: string } };

describe("contacts", () => {
  it("adds a professional (idempotently), lists it, and removes it, over GraphQL", async () => {
    const alice = await loggedIn(fx.alice.email);
    const first = await alice.graphql<AddResult>(ADD, { input: { professionalId: gid("Professional", fx.bob.professionalId) } });
    expect(first.data?.addContact).toMatchObject({ __typename: "ContactAdded", professional: { isContact: true } });
    const again = await alice.graphql<AddResult>(ADD, { input: { professionalId: gid("Professional", fx.bob.professionalId) } });
    expect(again.data?.addContact.contact?.databaseId).toBe(first.data?.addContact.contact?.databaseId);
    const list = await alice.graphql<{ contacts: { totalCount: number; edges: { node: { professional: { firstName: string } | null } }[] } }>(`{ contacts(first: 10) { totalCount edges { node { professional { firstName } } } } }`);
    expect(list.data?.contacts).toEqual({ totalCount: 1, edges: [{ node: { professional: { firstName: "bob" } } }] });

    const removed = await alice.graphql<{ removeContact: { __typename: string; professional: { isContact: boolean } } }>(REMOVE, { input: { contactId: first.data?.addContact.contact?.id } });
    expect(removed.data?.removeContact).toMatchObject({ __typename: "ContactRemoved", professional: { isContact: false } });
    expect(await db.prisma.contact.count()).toBe(0);
  });

  it("refuses oneself and an unknown professional, and stores nothing", async () => {
    const alice = await loggedIn(fx.alice.email);
    const self = await alice.graphql<AddResult>(ADD, { input: { professionalId: gid("Professional", fx.alice.professionalId) } });
    expect(self.data?.addContact).toMatchObject({ __typename: "DomainError", code: "contact_self" });
    const unknown = await alice.rest("POST", "/contacts", { professional_id: 999_999 });
    expect(unknown.status).toBe(404);
    const both = await alice.rest("POST", "/contacts", { professional_id: fx.bob.professionalId, group_id: 1 });
    expect(both.status).toBe(422);
    expect(await db.prisma.contact.count()).toBe(0);
  });

  it("touches only the viewer's own contacts: someone else's answers not found, over REST and GraphQL", async () => {
    const alice = await loggedIn(fx.alice.email);
    const bob = await loggedIn(fx.bob.email);
    const added = await alice.rest("POST", "/contacts", { professional_id: fx.carol.professionalId });
    expect(added.status).toBe(200);
    const { id } = (await added.json()) as { id: number };

    expect(await (await bob.rest("GET", "/contacts")).json()).toEqual([]);
    expect((await bob.rest("DELETE", `/contacts/${id}`)).status).toBe(404);
    const viaGraphql = await bob.graphql<{ removeContact: { code: string } }>(REMOVE, { input: { contactId: gid("Contact", id) } });
    expect(viaGraphql.data?.removeContact.code).toBe("not_found");
    const node = await bob.graphql<{ node: unknown }>(`query($id: ID!) { node(id: $id) { id } }`, { id: gid("Contact", id) });
    expect(node.data?.node).toBeNull();

    const listed = await alice.rest("GET", "/contacts");
    expect(JSON.parse(listed.headers.get("X-Pagination") ?? "{}")).toMatchObject({ total_count: 1 });
    expect(await listed.json()).toMatchObject([{ id, professional_id: fx.carol.professionalId, professional: { first_name: "carol", specialty: { code: "SM54" } } }]);
    expect((await alice.rest("DELETE", `/contacts/${id}`)).status).toBe(200);
    expect((await alice.rest("DELETE", `/contacts/${id}`)).status).toBe(404);
  });

  it("refuses an unvalidated account", async () => {
    const pending = await loggedIn(pendingEmail);
    expect((await pending.rest("GET", "/contacts")).status).toBe(403);
    expect((await pending.rest("POST", "/contacts", { professional_id: fx.bob.professionalId })).status).toBe(403);
    expect((await pending.rest("POST", "/invitations", { contact: "0612345678" })).status).toBe(403);
    expect((await pending.rest("GET", `/professionals/${fx.bob.professionalId}`)).status).toBe(403);
    const invite = await pending.graphql(INVITE, { contact: "0612345678" });
    expect(invite.data?.inviteCorrespondent ?? null).toBeNull();
    expect(await db.prisma.invitation.count()).toBe(0);
  });
});

describe("public profile", () => {
  it("says whether the viewer may ask for advice: same country, registered, not oneself", async () => {
    const alice = await loggedIn(fx.alice.email);
    const read = async (professionalId: number) =>
      (await alice.graphql<{ node: { canRequestAdvice: boolean; isContact: boolean } }>(PROFILE, { id: gid("Professional", professionalId) })).data?.node;
    expect(await read(fx.bob.professionalId)).toMatchObject({ canRequestAdvice: true, isContact: false });
    expect(await read(fx.carol.professionalId)).toMatchObject({ canRequestAdvice: false });
    expect(await read(fx.alice.professionalId)).toMatchObject({ canRequestAdvice: false });

    const rest = await alice.rest("GET", `/professionals/${fx.bob.professionalId}`);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ id: fx.bob.professionalId, first_name: "bob", is_registered: true, is_contact: false, can_request_advice: true, specialty: { code: "SM54" } });
    expect((await alice.rest("GET", "/professionals/999999")).status).toBe(404);
  });
});

describe("inviting a correspondent", () => {
  const outbox = async (to: string) => db.prisma.outboxMessage.findMany({ where: { recipient: to }, orderBy: { id: "desc" } });

  it("refuses what is neither an e-mail nor a mobile number of the viewer's country, storing nothing", async () => {
    const alice = await loggedIn(fx.alice.email);
    for (const contact of ["abc", "", "0147000000", "someone@mssante.fr"]) {
      const result = await alice.graphql<{ inviteCorrespondent: { code: string; field: string } }>(INVITE, { contact });
      expect(result.data?.inviteCorrespondent).toMatchObject({ code: "invalid_contact", field: "contact" });
    }
    const rest = await alice.rest("POST", "/invitations", { contact: "abc" });
    expect(rest.status).toBe(422);
    expect(await rest.json()).toMatchObject({ code: "invalid_contact", message: "Adresse e-mail ou numéro de téléphone invalide." });
    expect(await db.prisma.invitation.count()).toBe(0);
  });

  it("sends in the invitee's language, with the signup page in that language: a French mobile in French, a German one in German, an address in the viewer's language", async () => {
    const alice = await loggedIn(fx.alice.email);
    const carol = await loggedIn(fx.carol.email);
    expect((await alice.graphql<{ inviteCorrespondent: { __typename: string } }>(INVITE, { contact: "06 12 34 56 78" })).data?.inviteCorrespondent.__typename).toBe("CorrespondentInvited");
    expect((await outbox("0612345678"))[0]).toMatchObject({ channel: "SMS", locale: "fr" });
    expect((await outbox("0612345678"))[0]?.body).toContain("alice alice-last vous invite");
    expect((await outbox("0612345678"))[0]?.body).toContain("Inscription gratuite : https://consilium.example/register?country=FR&lang=fr");

    expect((await alice.rest("POST", "/invitations", { contact: "+49 1512 3456789" })).status).toBe(201);
    expect((await outbox("+4915123456789"))[0]).toMatchObject({ channel: "SMS", locale: "de" });
    expect((await outbox("+4915123456789"))[0]?.body).toContain("Kostenlose Registrierung: https://consilium.example/register?country=DE&lang=de");

    expect((await carol.rest("POST", "/invitations", { contact: "Kollege@Example.org" })).status).toBe(201);
    const mail = (await outbox("kollege@example.org"))[0];
    expect(mail).toMatchObject({ channel: "EMAIL", locale: "de", subject: "Einladung zu Consilium" });
    expect(mail?.body).toContain("mit Ihrer LANR unter\nhttps://consilium.example/register?country=DE&lang=de\n");

    const stored = await db.prisma.invitation.findMany({ orderBy: { id: "asc" }, select: { contact: true, invitedById: true } });
    expect(stored).toEqual([
      { contact: "0612345678", invitedById: fx.alice.id },
      { contact: "+4915123456789", invitedById: fx.alice.id },
      { contact: "kollege@example.org", invitedById: fx.carol.id },
    ]);
  });

  it("is rate-limited per viewer", async () => {
    const bob = await loggedIn(fx.bob.email);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await bob.rest("POST", "/invitations", { contact: `colleague${i}@example.org` })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("the contacts list", () => {
  // Everything /contacts shows: the nested relations must not cost a query per row.
  const LIST = `{ contacts(first: 500) { edges { node { id databaseId professional { firstName lastName specialty { label } practices { city } } group { name shortDescription } } } } }`;

  async function statementsFor(client: TestClient): Promise<{ count: number; rows: number }> {
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    const result = await client.graphql<{ contacts: { edges: unknown[] } }>(LIST);
    stop();
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    // Not the session's once-a-minute touch, which depends on the clock rather than on the list.
    return { count: statements.filter((s) => !/^UPDATE "public"."sessions"/.test(s)).length, rows: result.data.contacts.edges.length };
  }

  it("costs the same number of SQL statements for 1 or 12 contacts", async () => {
    const carol = await loggedIn(fx.carol.email);
    await db.prisma.contact.deleteMany({ where: { ownerId: fx.carol.id } });
    await db.prisma.contact.create({ data: { ownerId: fx.carol.id, professionalId: fx.bob.professionalId } });
    const one = await statementsFor(carol);
    for (let i = 0; i < 11; i++) {
      const professional = await db.prisma.professional.create({
        data: { firstName: `p${i}`, lastName: "Listed", searchText: `p${i}`, country: "FR", rpps: `2000000000${i}`, rppsType: 8, specialtyCode: "SM54", practices: { create: { lat: 47, lng: 0.7, city: "Tours", fullAddress: `${i} rue Nationale`, postalCode: "37000", country: "FR" } } },
      });
      await db.prisma.contact.create({ data: { ownerId: fx.carol.id, professionalId: professional.id } });
    }
    const twelve = await statementsFor(carol);
    expect([one.rows, twelve.rows]).toEqual([1, 12]);
    expect(twelve.count).toBe(one.count);
  });

  // Issue 24 item 6: a cursor connection like the other lists, newest first on every page.
  it("pages forward and backward through the same newest-first list, and refuses bad paging arguments", async () => {
    const carol = await loggedIn(fx.carol.email);
    const newestFirst = (await db.prisma.contact.findMany({ where: { ownerId: fx.carol.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })).map((row) => row.id);
    expect(newestFirst).toHaveLength(12);
    type Page = { totalCount: number; edges: { cursor: string; node: { databaseId: number } }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } };
    const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) { contacts(first: $first, after: $after, last: $last, before: $before) {
      totalCount edges { cursor node { databaseId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const page = async (variables: Record<string, unknown>) => {
      const result = await carol.graphql<{ contacts: Page }>(PAGE, variables);
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.contacts;
    };
    const ids = (p: Page) => p.edges.map((edge) => edge.node.databaseId);

    const first = await page({ first: 5 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 5));
    expect(first).toMatchObject({ totalCount: 12, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    const second = await page({ first: 5, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(newestFirst.slice(5, 10));
    const third = await page({ first: 5, after: second.pageInfo.endCursor });
    expect(ids(third)).toEqual(newestFirst.slice(10));
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // Backward: the end of the list, then the rows before a cursor.
    const end = await page({ last: 3 });
    expect(ids(end)).toEqual(newestFirst.slice(9));
    expect(end.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await page({ last: 3, before: second.edges[0]?.cursor });
    expect(ids(before)).toEqual(newestFirst.slice(2, 5));
    expect((await page({ last: 10, before: first.edges[1]?.cursor })).edges.map((edge) => edge.node.databaseId)).toEqual(newestFirst.slice(0, 1));
    // Without a size: the default page holds them all.
    expect(ids(await page({}))).toEqual(newestFirst);

    const refusal = async (variables: Record<string, unknown>) => (await carol.graphql(PAGE, variables)).errors?.[0]?.extensions;
    expect(await refusal({ first: 501 })).toMatchObject({ code: "validation_failed", field: "first" });
    expect(await refusal({ first: -1 })).toMatchObject({ code: "validation_failed", field: "first" });
    expect(await refusal({ after: "bm90IGEgY3Vyc29y" })).toMatchObject({ code: "validation_failed", field: "after" });
    // Another list's cursor is not one of this list's.
    expect(await refusal({ after: Buffer.from("templates:1").toString("base64url") })).toMatchObject({ code: "validation_failed", field: "after" });
    expect(await refusal({ first: 2, last: 2 })).toMatchObject({ code: "validation_failed", field: "last" });
  });
});
