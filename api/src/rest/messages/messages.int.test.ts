import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../domain/accounts/password-hash.ts";
import type { App } from "../../http/app.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { loggedInClient } from "../../testing/logged-in.ts";

// Spec 2 §7 "Messages and files" and POST/PUT notifications, with the spec's payload names.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let pending: TestClient;

const loggedIn = (email: string): Promise<TestClient> => loggedInClient(app, email);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 3 });
  app = createTestApp(db);
  await db.prisma.user.create({ data: { email: "pending@rest-messages.test", firstName: "Paul", lastName: "Pending", country: "FR", passwordHash: await hashPassword(FIXTURE_PASSWORD) } });
  [alice, bob, carol, pending] = await Promise.all([loggedIn(fx.alice.email), loggedIn(fx.bob.email), loggedIn(fx.carol.email), loggedIn("pending@rest-messages.test")]);
});
afterAll(async () => db?.drop());

type MessageBody = { id: number; request_id: number; author_id: number; content: string; status: string; published_at: string | null; code?: string; field?: string };
const json = async (response: Response) => (await response.json()) as MessageBody;

describe("POST and PUT requests/{id}/messages", () => {
  it("saves a draft, edits it, then sends it trimmed", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    const created = await alice.rest("POST", `/requests/${requestId}/messages/`, { content: " Bilan ", status: "draft" });
    expect(created.status).toBe(201);
    const draft = await json(created);
    expect(draft).toMatchObject({ request_id: requestId, author_id: fx.alice.id, content: " Bilan ", status: "draft", published_at: null });

    const edited = await alice.rest("PUT", `/requests/${requestId}/messages/${draft.id}`, { content: " Bilan sanguin joint ", status: "draft" });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ id: draft.id, content: " Bilan sanguin joint ", status: "draft" });

    const sent = await alice.rest("PUT", `/requests/${requestId}/messages/${draft.id}`, { content: " Bilan sanguin joint ", status: "published" });
    expect(sent.status).toBe(200);
    expect(await json(sent)).toMatchObject({ id: draft.id, content: "Bilan sanguin joint", status: "published", published_at: expect.any(String) });

    const again = await alice.rest("PUT", `/requests/${requestId}/messages/${draft.id}`, { content: "Autre chose", status: "draft" });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: "message_not_editable" });
  });

  it("sends directly with status published and refuses an empty message", async () => {
    const requestId = fx.aliceRequestIds[1] ?? 0;
    const sent = await bob.rest("POST", `/requests/${requestId}/messages`, { content: "\nAvis rendu.\n", status: "published" });
    expect(sent.status).toBe(201);
    expect(await json(sent)).toMatchObject({ content: "Avis rendu.", status: "published", author_id: fx.bob.id });
    const empty = await bob.rest("POST", `/requests/${requestId}/messages`, { content: "   ", status: "published" });
    expect(empty.status).toBe(422);
    expect(await json(empty)).toMatchObject({ code: "message_empty", field: "content" });
    const wrongStatus = await bob.rest("POST", `/requests/${requestId}/messages`, { content: "x", status: "archived" });
    expect(wrongStatus.status).toBe(422);
    expect(await json(wrongStatus)).toMatchObject({ code: "validation_failed", field: "status" });
  });

  it("answers another author's draft, a stranger's and a missing request alike, and refuses the unvalidated and visitors", async () => {
    const requestId = fx.aliceRequestIds[2] ?? 0;
    const bobDraft = await db.prisma.message.findFirstOrThrow({ where: { requestId, authorId: fx.bob.id, status: "DRAFT" } });
    const foreign = await alice.rest("PUT", `/requests/${requestId}/messages/${bobDraft.id}`, { content: "x", status: "draft" });
    expect([foreign.status, (await json(foreign)).code]).toEqual([404, "not_found"]);
    const stranger = await carol.rest("POST", `/requests/${requestId}/messages`, { content: "x", status: "published" });
    const missing = await carol.rest("POST", `/requests/2147483647/messages`, { content: "x", status: "published" });
    expect([stranger.status, (await json(stranger)).code]).toEqual([404, "not_found"]);
    expect([missing.status, (await json(missing)).code]).toEqual([404, "not_found"]);
    const unvalidated = await pending.rest("POST", `/requests/${requestId}/messages`, { content: "x", status: "published" });
    expect([unvalidated.status, (await json(unvalidated)).code]).toEqual([403, "unvalidated"]);
    const visitor = await new TestClient(app).rest("POST", `/requests/${requestId}/messages`, { content: "x", status: "published" });
    expect([visitor.status, (await json(visitor)).code]).toEqual([401, "unauthenticated"]);
  });
});

describe("POST notifications (mark as unread) and PUT notifications/{id}", () => {
  type NotificationBody = { id: number; request_id: number | null; read: boolean; read_at: string | null; code?: string };
  const unreadOf = async (requestId: number, userId: number) =>
    (await db.prisma.participant.findUniqueOrThrow({ where: { requestId_userId: { requestId, userId } }, select: { unread: true } })).unread;

  it("marks a request unread, then reading the notification reads the request", async () => {
    const requestId = fx.aliceRequestIds[0] ?? 0;
    await db.prisma.participant.updateMany({ where: { requestId }, data: { unread: false } });
    const created = await bob.rest("POST", "/notifications", { request_id: requestId });
    expect(created.status).toBe(201);
    const notification = (await created.json()) as NotificationBody;
    expect(notification).toMatchObject({ request_id: requestId, read: false, read_at: null });
    expect(await unreadOf(requestId, fx.bob.id)).toBe(true);
    expect(await unreadOf(requestId, fx.alice.id)).toBe(false);

    const foreign = await alice.rest("PUT", `/notifications/${notification.id}`, { read: true });
    expect([foreign.status, ((await foreign.json()) as NotificationBody).code]).toEqual([404, "not_found"]);
    const refusedFalse = await bob.rest("PUT", `/notifications/${notification.id}`, { read: false });
    expect(refusedFalse.status).toBe(422);

    const read = await bob.rest("PUT", `/notifications/${notification.id}`, { read: true });
    expect(read.status).toBe(200);
    expect((await read.json()) as NotificationBody).toMatchObject({ id: notification.id, read: true, read_at: expect.any(String) });
    expect(await unreadOf(requestId, fx.bob.id)).toBe(false);
    // Reading the request left Bob's read marks on Alice's published messages.
    expect(await db.prisma.readStatus.count({ where: { userId: fx.bob.id, message: { requestId } } })).toBeGreaterThan(0);
  });

  it("refuses strangers like a missing request", async () => {
    const stranger = await carol.rest("POST", "/notifications", { request_id: fx.aliceRequestIds[0] });
    expect([stranger.status, ((await stranger.json()) as NotificationBody).code]).toEqual([404, "not_found"]);
    const malformed = await carol.rest("POST", "/notifications", { request_id: "abc" });
    expect(malformed.status).toBe(422);
  });
});
