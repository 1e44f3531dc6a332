import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, type Fixtures, type FixtureUser } from "../../testing/fixtures.ts";
import { syncParticipants } from "../requests/participant-state.ts";
import type { Viewer } from "../viewer.ts";
import { notificationCounts } from "./counts.ts";

let db: TestDatabase;
let fx: Fixtures;
// The fixtures' requests were last active between Nov 1 and Nov 3.
const now = new Date("2026-11-05T12:00:00Z");

const viewerOf = (user: FixtureUser): Viewer => ({ userId: user.id, sessionId: 0, professionalId: user.professionalId, locale: "fr", isSuper: false, validated: true });

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 6 });
  // The fixtures write participants directly: bring their feed copies up to date (all opened).
  for (const id of [...fx.aliceRequestIds, ...fx.carolRequestIds]) await syncParticipants(db.prisma, id);
});
afterAll(async () => db?.drop());

/** A published request from Carol to a group topic, with Carol as its only participant. */
async function groupRequest(groupId: number, topicId: number, at: Date): Promise<number> {
  const request = await db.prisma.request.create({
    data: {
      status: "PUBLISHED",
      authorId: fx.carol.id,
      recipientType: "GROUP",
      recipientGroupId: groupId,
      recipientTopicId: topicId,
      publishedAt: at,
      lastActivityDate: at,
      consult: { create: { status: "OPENED" } },
      participants: { create: [{ userId: fx.carol.id, professionalId: fx.carol.professionalId, side: "SENDER", requestState: "OPENED", lastActivityDate: at }] },
    },
  });
  return request.id;
}

describe("notificationCounts", () => {
  it("counts unread requests by side after a reply, a message and a read", async () => {
    const [first, second] = fx.aliceRequestIds as [number, number];
    expect(await notificationCounts(db.prisma, viewerOf(fx.alice), now)).toMatchObject({ fromMe: 0, toMe: 0 });

    // Bob replies on the first request: Alice has something unread on her sending side.
    await syncParticipants(db.prisma, first, { activity: { at: now, actorUserId: fx.bob.id } });
    // Alice writes on the second: Bob has something unread on his receiving side.
    await syncParticipants(db.prisma, second, { activity: { at: now, actorUserId: fx.alice.id } });
    expect(await notificationCounts(db.prisma, viewerOf(fx.alice), now)).toMatchObject({ fromMe: 1, toMe: 0 });
    expect(await notificationCounts(db.prisma, viewerOf(fx.bob), now)).toMatchObject({ fromMe: 0, toMe: 1 });

    // Alice reads the first request.
    await db.prisma.participant.update({ where: { requestId_userId: { requestId: first, userId: fx.alice.id } }, data: { unread: false } });
    expect(await notificationCounts(db.prisma, viewerOf(fx.alice), now)).toMatchObject({ fromMe: 0, toMe: 0 });
  });

  it("counts opened consults without activity for more than a week as inactive", async () => {
    // Two requests just got activity (above); every other one of Bob's is older than a week by Nov 12.
    const later = new Date("2026-11-12T12:00:00Z");
    const bobOpened = fx.aliceRequestIds.length + fx.carolRequestIds.length;
    expect((await notificationCounts(db.prisma, viewerOf(fx.bob), later)).inactivePending).toBe(bobOpened - 2);
    // Completed consults are no longer pending.
    const last = fx.aliceRequestIds.at(-1) ?? 0;
    await db.prisma.consult.update({ where: { requestId: last }, data: { status: "COMPLETED", actCode: "TE1" } });
    await syncParticipants(db.prisma, last);
    expect((await notificationCounts(db.prisma, viewerOf(fx.bob), later)).inactivePending).toBe(bobOpened - 3);
    // Nothing is inactive on the sending side.
    expect((await notificationCounts(db.prisma, viewerOf(fx.alice), later)).inactivePending).toBe(0);
  });

  it("counts invitations and, per group, the open requests the member could join", async () => {
    const group = await db.prisma.group.create({ data: { name: "Dermatologie Lyon", mode: "RECIPIENT", country: "FR" } });
    const covered = await db.prisma.topic.create({ data: { groupId: group.id, label: "Lésion cutanée" } });
    const other = await db.prisma.topic.create({ data: { groupId: group.id, label: "Ongles" } });
    const invitedTo = await db.prisma.group.create({ data: { name: "Cardiologie Lyon", mode: "RECIPIENT", country: "FR" } });
    // Bob replies on one topic; Alice administers the group and is invited to another.
    await db.prisma.membership.create({ data: { groupId: group.id, professionalId: fx.bob.professionalId, status: "ONGOING", canReply: true, topics: { create: [{ topicId: covered.id }] } } });
    await db.prisma.membership.create({ data: { groupId: group.id, professionalId: fx.alice.professionalId, status: "ONGOING", canAdmin: true } });
    await db.prisma.membership.create({ data: { groupId: invitedTo.id, professionalId: fx.alice.professionalId, status: "INVITED" } });

    const onCovered = await groupRequest(group.id, covered.id, now);
    await groupRequest(group.id, other.id, now);
    const done = await groupRequest(group.id, covered.id, now);
    await db.prisma.consult.update({ where: { requestId: done }, data: { status: "COMPLETED", actCode: "TE2" } });

    expect(await notificationCounts(db.prisma, viewerOf(fx.bob), now)).toMatchObject({ groupInvitations: 0, groupCounters: [{ groupId: group.id, available: 1 }] });
    expect(await notificationCounts(db.prisma, viewerOf(fx.alice), now)).toMatchObject({ groupInvitations: 1, groupCounters: [{ groupId: group.id, available: 2 }] });

    // Once Bob takes part, the request is no longer available to him.
    await db.prisma.participant.create({ data: { requestId: onCovered, userId: fx.bob.id, professionalId: fx.bob.professionalId, side: "RECIPIENT" } });
    expect((await notificationCounts(db.prisma, viewerOf(fx.bob), now)).groupCounters).toEqual([{ groupId: group.id, available: 0 }]);
    // Carol is in no group: no counter, and a sender sees no invitation.
    expect(await notificationCounts(db.prisma, viewerOf(fx.carol), now)).toMatchObject({ groupInvitations: 0, groupCounters: [] });
  });

  it("answers zeros to an account not validated yet", async () => {
    expect(await notificationCounts(db.prisma, { ...viewerOf(fx.bob), validated: false }, now)).toEqual({ fromMe: 0, toMe: 0, inactivePending: 0, groupInvitations: 0, groupCounters: [] });
  });

  it("runs at most four statements, however many requests the viewer has", async () => {
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    await notificationCounts(db.prisma, viewerOf(fx.bob), now);
    stop();
    expect(statements.length).toBeLessThanOrEqual(4);
    // None of them reads requests one by one.
    expect(statements.filter((sql) => /FROM "public"."requests"/.test(sql)).length).toBeLessThanOrEqual(1);
  });
});
