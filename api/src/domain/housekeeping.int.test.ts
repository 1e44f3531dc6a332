import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { pruneExpired } from "./housekeeping.ts";

let db: TestDatabase;
let fx: Fixtures;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
});
afterAll(async () => db?.drop());

describe("housekeeping", () => {
  it("drops what has expired long enough and keeps what may still matter", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.prisma.session.createMany({
      data: [
        { tokenHash: "old", userId: fx.alice.id, idleExpiresAt: ago(9), expiresAt: ago(8) },
        { tokenHash: "recent", userId: fx.alice.id, idleExpiresAt: ago(1), expiresAt: ago(1) },
        { tokenHash: "live", userId: fx.alice.id, idleExpiresAt: now, expiresAt: now },
      ],
    });
    await db.prisma.verificationCode.createMany({
      data: [
        { target: "a@x.test", channel: "EMAIL", purpose: "LOGIN", codeHash: "h", expiresAt: ago(2) },
        { target: "a@x.test", channel: "EMAIL", purpose: "LOGIN", codeHash: "h", expiresAt: now },
      ],
    });
    await db.prisma.rateLimitHit.createMany({ data: [{ bucket: "b", createdAt: ago(2) }, { bucket: "b", createdAt: now }] });
    // Issue 24: the OAuth server's expired records, partner calls past a year.
    await db.prisma.oAuthRecord.createMany({
      data: [
        { kind: "AccessToken", idHash: "expired", payload: {}, expiresAt: ago(1) },
        { kind: "RefreshToken", idHash: "live", payload: {}, expiresAt: ago(-30) },
      ],
    });
    const app = await db.prisma.partnerApplication.create({ data: { clientId: "c", name: "CabinetPlus", redirectUris: [], scopes: [] } });
    await db.prisma.partnerCall.createMany({
      data: [
        { applicationId: app.id, userId: fx.alice.id, door: "rest", operation: "GET /api/v1/requests", at: ago(400) },
        { applicationId: app.id, userId: fx.alice.id, door: "rest", operation: "GET /api/v1/requests", at: ago(2) },
      ],
    });
    const result = await pruneExpired(db.prisma, now);
    expect(result).toEqual({ rateHits: 1, codes: 1, sessions: 1, devices: 0, dataExports: 0, oauthRecords: 1, partnerCalls: 1 });
    expect((await db.prisma.oAuthRecord.findMany()).map((r) => r.idHash)).toEqual(["live"]);
    expect((await db.prisma.session.findMany({ orderBy: { id: "asc" } })).map((s) => s.tokenHash)).toEqual(["recent", "live"]);
  });
});
