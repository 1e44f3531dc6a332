import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../api/src/testing/test-database.ts";
import { createTestApp } from "../../api/src/testing/test-app.ts";
import { TestClient } from "../../api/src/testing/test-client.ts";
import { addBulkRequests } from "./bulk-requests.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDatabase } from "./seed.ts";
import { DEMO_REQUEST_COUNTS } from "./requests.ts";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDatabase(db);
});
afterAll(async () => db?.drop());

const feedCount = `query { requests(feed: FROM_ME, first: 20) { totalCount edges { node { databaseId } } } }`;

describe("seed on a real database", () => {
  it("marks the database as seeded, so a restart does not seed again", async () => {
    expect(await isSeeded(db)).toBe(true);
  });

  it("lets every demo account log in with the README's password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const client = new TestClient(createTestApp(db));
      const result = await client.login(account.email, DEMO_PASSWORD);
      expect(result.data?.login.__typename, account.email).toBe("LoginSuccess");
    }
  });

  it("gives dr.martin a full 'My requests' feed and keeps dr.schmidt's request 1 out of it", async () => {
    const martin = new TestClient(createTestApp(db));
    await martin.login("dr.martin@demo.consilium.test", DEMO_PASSWORD);
    const feed = await martin.graphql<{ requests: { totalCount: number; edges: { node: { databaseId: number } }[] } }>(feedCount);
    expect(feed.data?.requests.totalCount).toBe(DEMO_REQUEST_COUNTS.martin);
    expect(feed.data?.requests.edges).toHaveLength(20);
    const foreign = await martin.rest("GET", "/api/v1/requests/1");
    expect(foreign.status).toBe(404);
  });

  it("moves id sequences past the seeded rows, so new rows can be created", async () => {
    const patient = await db.prisma.patient.create({ data: { lastName: "Nouveau" } });
    expect(patient.id).toBeGreaterThan(500);
  });

  it("adds generated requests in bulk, visible in the feeds", async () => {
    const before = await db.prisma.request.count();
    await addBulkRequests(db, 400);
    expect(await db.prisma.request.count()).toBe(before + 400);
    // Every 40th generated request is dr.martin's (the hash spreading the others may pick him too).
    const martinSent = await db.prisma.participant.count({ where: { user: { email: "dr.martin@demo.consilium.test" }, side: "SENDER" } });
    expect(martinSent).toBeGreaterThanOrEqual(DEMO_REQUEST_COUNTS.martin + 10);
    expect(martinSent).toBeLessThan(DEMO_REQUEST_COUNTS.martin + 20);
    const orphans = await db.prisma.request.count({ where: { participants: { none: {} } } });
    expect(orphans).toBe(0);
  });
});
