import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import type { Viewer } from "../viewer.ts";
import { mayReadRequest } from "./access.ts";
import { requestReadFacts } from "./gate.ts";
import { isReadableRequest } from "./queries.ts";

// The realtime fan-out checks everyone watching a request with one read (requestReadFacts) and a
// rule on it (mayReadRequest): it must answer exactly what readableRequestWhere answers, viewer by
// viewer, for participants, shadowing members, super users, strangers and unvalidated accounts.

let db: TestDatabase;
let fx: Fixtures;
let requests: Record<string, number>;
let viewers: Record<string, Viewer>;

const viewer = (userId: number, professionalId: number | null, extra: Partial<Viewer> = {}): Viewer => ({ userId, sessionId: userId, professionalId, locale: "fr", isSuper: false, validated: true, ...extra });

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  const group = await db.prisma.group.create({ data: { name: "Cardiologie", mode: "RECIPIENT", country: "FR" } });
  const carolPro = fx.carol.professionalId;
  // Carol shadows the group; Bob is a member who may not shadow.
  await db.prisma.membership.create({ data: { groupId: group.id, professionalId: carolPro, status: "ONGOING", canShadow: true } });
  await db.prisma.membership.create({ data: { groupId: group.id, professionalId: fx.bob.professionalId, status: "ONGOING", canReply: true } });
  const [published = 0, draft = 0] = fx.aliceRequestIds;
  const toGroup = await db.prisma.request.findUniqueOrThrow({ where: { id: published } });
  await db.prisma.request.update({ where: { id: toGroup.id }, data: { recipientGroupId: group.id, status: "PUBLISHED" } });
  await db.prisma.request.update({ where: { id: draft }, data: { recipientGroupId: group.id, status: "DRAFT" } });
  requests = { published, draft, carols: fx.carolRequestIds[0] ?? 0, missing: 999_999 };
  viewers = {
    alice: viewer(fx.alice.id, fx.alice.professionalId),
    bob: viewer(fx.bob.id, fx.bob.professionalId),
    carol: viewer(fx.carol.id, fx.carol.professionalId),
    unvalidatedAlice: viewer(fx.alice.id, fx.alice.professionalId, { validated: false }),
    superUser: viewer(fx.carol.id + 1000, null, { isSuper: true }),
    noProfessional: viewer(fx.carol.id + 2000, null),
  };
});
afterAll(async () => {
  await db?.drop();
});

describe("requestReadFacts and mayReadRequest", () => {
  it("answer what readableRequestWhere answers, for every viewer and request, in one read per request", async () => {
    const all = Object.values(viewers);
    const outcomes = new Set<boolean>();
    for (const [requestName, id] of Object.entries(requests)) {
      const facts = await requestReadFacts(db.prisma, all, id);
      for (const [viewerName, v] of Object.entries(viewers)) {
        const expected = await isReadableRequest(db.prisma, v, id);
        outcomes.add(expected);
        expect({ requestName, viewerName, readable: mayReadRequest(v, facts) }).toEqual({ requestName, viewerName, readable: expected });
      }
    }
    // Both answers occur: the table is not trivially all yes or all no.
    expect([...outcomes].sort()).toEqual([false, true]);
    // Carol reads Alice's published request only by shadowing the recipient group.
    expect(await isReadableRequest(db.prisma, viewers["carol"] ?? null, requests["published"] ?? 0)).toBe(true);
  });
});
