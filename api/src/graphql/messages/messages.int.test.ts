import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Issue 9 item 5 over GraphQL: the composer's draft, Send, read marks and mark as unread.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let superUser: TestClient;
let pending: TestClient;
let anonymous: TestClient;
let draftRequestId: number;

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 4 });
  app = createTestApp(db);
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  await db.prisma.user.create({ data: { email: "super@messages.test", firstName: "Super", lastName: "User", country: "FR", passwordHash, isSuper: true, validationStatus: "VALIDATED" } });
  await db.prisma.user.create({ data: { email: "pending@messages.test", firstName: "Paul", lastName: "Pending", country: "FR", passwordHash } });
  const draft = await db.prisma.request.create({
    data: {
      authorId: fx.alice.id,
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: fx.bob.professionalId,
      participants: { create: { userId: fx.alice.id, professionalId: fx.alice.professionalId, side: "SENDER" } },
    },
  });
  draftRequestId = draft.id;
  [alice, bob, carol, superUser, pending] = await Promise.all([
    loggedIn(fx.alice.email),
    loggedIn(fx.bob.email),
    loggedIn(fx.carol.email),
    loggedIn("super@messages.test"),
    loggedIn("pending@messages.test"),
  ]);
  anonymous = new TestClient(app);
});
afterAll(async () => db?.drop());
beforeEach(() => vi.restoreAllMocks());

type Outcome = { __typename: string; code?: string; field?: string | null; savedMessage?: { id: string; content: string; status: string; publishedAt: string | null } };

const SAVE = `mutation($requestId: ID!, $content: String!) { saveMessageDraft(requestId: $requestId, content: $content) {
  __typename ... on DomainError { code field } ... on MessageWritten { savedMessage { id content status publishedAt } } } }`;
const PUBLISH = `mutation($requestId: ID!, $content: String!) { publishMessage(requestId: $requestId, content: $content) {
  __typename ... on DomainError { code field } ... on MessageWritten { savedMessage { id content status publishedAt } } } }`;
const MARK_READ = `mutation($requestId: ID!) { markRequestRead(requestId: $requestId) { __typename ... on DomainError { code } ... on RequestReadMarked { newReadMarks } } }`;
const MARK_UNREAD = `mutation($requestId: ID!) { markRequestUnread(requestId: $requestId) { __typename ... on DomainError { code } ... on RequestReadMarked { newReadMarks } } }`;
const THREAD = `query($id: ID!) { node(id: $id) { ... on Request {
  viewerDraftMessage { id content }
  messages(first: 100) { edges { node { id content status readBy { readAt user { id firstName } } } } } } } }`;

async function outcome(client: TestClient, query: string, variables: Record<string, unknown>, field: string): Promise<Outcome> {
  const result = await client.graphql<Record<string, Outcome>>(query, variables);
  const value = result.data?.[field];
  if (!value) return { __typename: "Refused", code: result.errors?.[0]?.extensions?.code };
  return value;
}

const unreadOf = async (requestId: number, userId: number) =>
  (await db.prisma.participant.findUniqueOrThrow({ where: { requestId_userId: { requestId, userId } }, select: { unread: true } })).unread;

describe("draft and Send", () => {
  it("saves one draft as typed, restores it, then publishes it trimmed", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const vars = { requestId: gid("Request", requestId) };
    const first = await outcome(alice, SAVE, { ...vars, content: "  Bonjour, " }, "saveMessageDraft");
    expect(first.savedMessage).toMatchObject({ content: "  Bonjour, ", status: "DRAFT", publishedAt: null });
    const second = await outcome(alice, SAVE, { ...vars, content: "  Bonjour, voici l'ECG de contrôle.  " }, "saveMessageDraft");
    // The same draft, updated: one draft per author and request.
    expect(second.savedMessage?.id).toBe(first.savedMessage?.id);

    const restored = await alice.graphql<{ node: { viewerDraftMessage: { id: string; content: string } | null } }>(THREAD, { id: vars.requestId });
    expect(restored.data?.node.viewerDraftMessage).toEqual({ id: first.savedMessage?.id, content: "  Bonjour, voici l'ECG de contrôle.  " });
    // Bob does not see Alice's draft, neither as his own nor in the thread.
    const bobView = await bob.graphql<{ node: { viewerDraftMessage: { id: string } | null; messages: { edges: { node: { id: string } }[] } } }>(THREAD, { id: vars.requestId });
    expect(bobView.data?.node.viewerDraftMessage).toMatchObject({ id: expect.any(String) });
    expect(bobView.data?.node.viewerDraftMessage?.id).not.toBe(first.savedMessage?.id);
    expect(bobView.data?.node.messages.edges.map((e) => e.node.id)).not.toContain(first.savedMessage?.id);

    const sent = await outcome(alice, PUBLISH, { ...vars, content: "  Bonjour, voici l'ECG de contrôle.  " }, "publishMessage");
    expect(sent.savedMessage).toMatchObject({ id: first.savedMessage?.id, content: "Bonjour, voici l'ECG de contrôle.", status: "PUBLISHED", publishedAt: expect.any(String) });
    const after = await alice.graphql<{ node: { viewerDraftMessage: unknown } }>(THREAD, { id: vars.requestId });
    expect(after.data?.node.viewerDraftMessage).toBeNull();
  });

  it("refuses an empty or blank message with message_empty", async () => {
    const vars = { requestId: gid("Request", fx.aliceRequestIds[1] ?? 0) };
    expect(await outcome(alice, PUBLISH, { ...vars, content: "" }, "publishMessage")).toMatchObject({ __typename: "DomainError", code: "message_empty", field: "content" });
    expect(await outcome(alice, PUBLISH, { ...vars, content: " \n\t " }, "publishMessage")).toMatchObject({ __typename: "DomainError", code: "message_empty" });
  });

  it("marks the request unread for the other participants, not for the author, and moves it up their feeds", async () => {
    const requestId = fx.aliceRequestIds[2] ?? 0;
    await db.prisma.participant.updateMany({ where: { requestId }, data: { unread: false } });
    const before = await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { lastActivityDate: true } });
    await outcome(bob, PUBLISH, { requestId: gid("Request", requestId), content: "Avis : pas de contre-indication." }, "publishMessage");
    expect(await unreadOf(requestId, fx.alice.id)).toBe(true);
    expect(await unreadOf(requestId, fx.bob.id)).toBe(false);
    const after = await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { lastActivityDate: true } });
    expect(after.lastActivityDate.getTime()).toBeGreaterThan(before.lastActivityDate.getTime());
  });

  it("makes the published words searchable, accents and case ignored", async () => {
    const requestId = fx.aliceRequestIds[3] ?? 0;
    await outcome(alice, PUBLISH, { requestId: gid("Request", requestId), content: "Échographie cardiaque jointe" }, "publishMessage");
    const search = (client: TestClient, words: string) =>
      client.graphql<{ requests: { edges: { node: { id: string } }[] } }>(`query($search: String) { requests(feed: TO_ME, first: 100, search: $search) { edges { node { id } } } }`, { search: words });
    const found = await search(bob, "ECHOGRAPHIE cardiaque");
    expect(found.data?.requests.edges.map((e) => e.node.id)).toEqual([gid("Request", requestId)]);
    // A draft is its author's alone: its words are not searchable.
    await outcome(bob, SAVE, { requestId: gid("Request", requestId), content: "scintigraphie osseuse" }, "saveMessageDraft");
    expect((await search(bob, "scintigraphie")).data?.requests.edges).toEqual([]);
  });

  it("announces the message to the request and recounts every participant, after the commit", async () => {
    const requestId = fx.aliceRequestIds[3] ?? 0;
    const publish = vi.spyOn(app.deps.pubsub, "publish");
    await outcome(bob, PUBLISH, { requestId: gid("Request", requestId), content: "Merci, je regarde." }, "publishMessage");
    expect(publish).toHaveBeenCalledWith("requestUpdated", requestId, { requestId, kind: "message" });
    const recounted = publish.mock.calls.filter((call) => call[0] === "countsChanged").map((call) => call[1]);
    expect(recounted.sort()).toEqual([fx.alice.id, fx.bob.id].sort());
  });

  it("writes nothing on a draft request, and no event is heard for a refusal", async () => {
    const publish = vi.spyOn(app.deps.pubsub, "publish");
    expect(await outcome(alice, PUBLISH, { requestId: gid("Request", draftRequestId), content: "Bonjour" }, "publishMessage")).toMatchObject({ code: "message_request_not_published" });
    expect(await outcome(alice, SAVE, { requestId: gid("Request", draftRequestId), content: "Bonjour" }, "saveMessageDraft")).toMatchObject({ code: "message_request_not_published" });
    expect(publish).not.toHaveBeenCalled();
  });
});

describe("who may write", () => {
  const requestId = () => gid("Request", fx.aliceRequestIds[0] ?? 0);

  it("answers a stranger exactly like a missing request", async () => {
    const hidden = await outcome(carol, PUBLISH, { requestId: requestId(), content: "Bonjour" }, "publishMessage");
    const missing = await outcome(carol, PUBLISH, { requestId: gid("Request", 2_147_483_647), content: "Bonjour" }, "publishMessage");
    expect(hidden).toMatchObject({ __typename: "DomainError", code: "not_found" });
    expect(missing).toEqual(hidden);
    expect(await outcome(carol, SAVE, { requestId: requestId(), content: "Bonjour" }, "saveMessageDraft")).toMatchObject({ code: "not_found" });
    expect(await outcome(carol, MARK_UNREAD, { requestId: requestId() }, "markRequestUnread")).toMatchObject({ code: "not_found" });
  });

  it("asks a shadow viewer (super user) to join first", async () => {
    expect(await outcome(superUser, PUBLISH, { requestId: requestId(), content: "Bonjour" }, "publishMessage")).toMatchObject({ code: "participation_required" });
    expect(await outcome(superUser, MARK_UNREAD, { requestId: requestId() }, "markRequestUnread")).toMatchObject({ code: "participation_required" });
    // Reading leaves no trace for someone who takes no part.
    expect(await outcome(superUser, MARK_READ, { requestId: requestId() }, "markRequestRead")).toMatchObject({ newReadMarks: 0 });
    expect(await db.prisma.readStatus.count({ where: { user: { email: "super@messages.test" } } })).toBe(0);
  });

  it("refuses unvalidated and anonymous callers", async () => {
    expect(await outcome(pending, PUBLISH, { requestId: requestId(), content: "Bonjour" }, "publishMessage")).toMatchObject({ __typename: "Refused", code: "unvalidated" });
    expect(await outcome(anonymous, PUBLISH, { requestId: requestId(), content: "Bonjour" }, "publishMessage")).toMatchObject({ __typename: "Refused", code: "unauthenticated" });
    expect(await outcome(anonymous, MARK_READ, { requestId: requestId() }, "markRequestRead")).toMatchObject({ __typename: "Refused", code: "unauthenticated" });
  });

  it("answers a malformed id like a missing request", async () => {
    expect(await outcome(alice, PUBLISH, { requestId: "not-an-id", content: "Bonjour" }, "publishMessage")).toMatchObject({ code: "not_found" });
    expect(await outcome(alice, PUBLISH, { requestId: gid("Patient", fx.aliceRequestIds[0] ?? 0), content: "Bonjour" }, "publishMessage")).toMatchObject({ code: "not_found" });
  });
});

describe("read marks and mark as unread", () => {
  it("records who read what and when, shows it to the participants, not to observers", async () => {
    const requestId = fx.aliceRequestIds[1] ?? 0;
    const id = gid("Request", requestId);
    await outcome(bob, PUBLISH, { requestId: id, content: "Pouvez-vous préciser le traitement ?" }, "publishMessage");
    expect(await unreadOf(requestId, fx.alice.id)).toBe(true);

    const read = await outcome(alice, MARK_READ, { requestId: id }, "markRequestRead");
    // Bob's two published messages (the fixture's answer and the new one); Alice's own are not marked.
    expect(read).toMatchObject({ newReadMarks: 2 });
    expect(await unreadOf(requestId, fx.alice.id)).toBe(false);
    expect(await outcome(alice, MARK_READ, { requestId: id }, "markRequestRead")).toMatchObject({ newReadMarks: 0 });

    type Thread = { node: { messages: { edges: { node: { content: string; readBy: { readAt: string; user: { id: string; firstName: string } }[] } }[] } } };
    const bobView = await bob.graphql<Thread>(THREAD, { id });
    const asked = bobView.data?.node.messages.edges.find((e) => e.node.content === "Pouvez-vous préciser le traitement ?");
    expect(asked?.node.readBy).toEqual([{ readAt: expect.any(String), user: { id: gid("User", fx.alice.id), firstName: "alice" } }]);
    const observerView = await superUser.graphql<Thread>(THREAD, { id });
    expect(observerView.data?.node.messages.edges.length).toBeGreaterThan(0);
    expect(observerView.data?.node.messages.edges.flatMap((e) => e.node.readBy)).toEqual([]);
  });

  it("marks as unread, counts again, and opening reads it again", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const id = gid("Request", requestId);
    await outcome(alice, MARK_READ, { requestId: id }, "markRequestRead");
    await outcome(bob, MARK_READ, { requestId: id }, "markRequestRead");
    const publish = vi.spyOn(app.deps.pubsub, "publish");
    expect(await outcome(alice, MARK_UNREAD, { requestId: id }, "markRequestUnread")).toMatchObject({ __typename: "RequestReadMarked" });
    expect(await unreadOf(requestId, fx.alice.id)).toBe(true);
    expect(await unreadOf(requestId, fx.bob.id)).toBe(false);
    expect(publish).toHaveBeenCalledWith("countsChanged", fx.alice.id, { userId: fx.alice.id });
    expect(await db.prisma.notification.count({ where: { userId: fx.alice.id, requestId, kind: "unread", readAt: null } })).toBe(1);

    await outcome(alice, MARK_READ, { requestId: id }, "markRequestRead");
    expect(await unreadOf(requestId, fx.alice.id)).toBe(false);
    expect(await db.prisma.notification.count({ where: { userId: fx.alice.id, requestId, readAt: null } })).toBe(0);
  });

  it("refuses to mark a draft as unread", async () => {
    expect(await outcome(alice, MARK_UNREAD, { requestId: gid("Request", draftRequestId) }, "markRequestUnread")).toMatchObject({ code: "message_request_not_published" });
  });
});
