import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncParticipants } from "../../api/src/domain/requests/participant-state.ts";
import { refreshSearchText } from "../../api/src/domain/requests/search-text.ts";
import { createFolderStorage } from "../../api/src/services/storage.ts";
import { createTestDatabase, type TestDatabase } from "../../api/src/testing/test-database.ts";
import { createTestApp } from "../../api/src/testing/test-app.ts";
import { TestClient } from "../../api/src/testing/test-client.ts";
import { addBulkRequests } from "./bulk-requests.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDatabase } from "./seed.ts";
import { DEMO_REQUEST_COUNTS } from "./requests.ts";

let db: TestDatabase;
let filesDir: string;
const storage = () => createFolderStorage(filesDir);

beforeAll(async () => {
  db = await createTestDatabase();
  // A scratch folder: the seed never writes into a running server's files.
  filesDir = await mkdtemp(path.join(tmpdir(), "consilium-seed-files-"));
  await seedDatabase(db, { storage: storage() });
}, 300_000);
afterAll(async () => {
  await db?.drop();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const MAGIC: Record<string, (bytes: Uint8Array) => boolean> = {
  "image/png": (b) => b[0] === 0x89 && String.fromCharCode(b[1] ?? 0, b[2] ?? 0, b[3] ?? 0) === "PNG",
  "application/pdf": (b) => String.fromCharCode(...b.subarray(0, 5)) === "%PDF-",
  "audio/wav": (b) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WAVE",
};

/** What the domain's own helpers would write for these requests: the seed must already hold it. */
async function domainCopies(requestIds: number[]) {
  const read = () =>
    Promise.all([
      db.prisma.request.findMany({ where: { id: { in: requestIds } }, select: { id: true, searchText: true }, orderBy: { id: "asc" } }),
      db.prisma.participant.findMany({ where: { requestId: { in: requestIds } }, select: { id: true, requestState: true, billable: true, lastActivityDate: true }, orderBy: { id: "asc" } }),
    ]);
  const seeded = await read();
  await db.prisma.$transaction(async (tx) => {
    for (const id of requestIds) {
      await refreshSearchText(tx, id);
      await syncParticipants(tx, id);
    }
  });
  return { seeded, recomputed: await read() };
}

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

  it("stores the generated attachments where the app reads them, as recorded", async () => {
    const files = await db.prisma.file.findMany();
    expect(files.length).toBeGreaterThan(100);
    expect(new Set(files.map((f) => f.contentType))).toEqual(new Set(Object.keys(MAGIC)));
    const store = storage();
    for (const file of files) {
      const bytes = await store.get(file.storageKey);
      expect(createHash("sha256").update(bytes).digest("hex"), file.name).toBe(file.sha256);
      expect(BigInt(bytes.byteLength)).toBe(file.size);
      expect(MAGIC[file.contentType]?.(bytes), `${file.name} is ${file.contentType}`).toBe(true);
    }
    // dr.martin's requests carry some of them.
    expect(await db.prisma.file.count({ where: { request: { authorId: 1 } } })).toBeGreaterThan(0);
  });

  it("holds the search text and feed copies the domain computes", async () => {
    const ids = (await db.prisma.request.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((r) => r.id).filter((id) => id % 7 === 1);
    const { seeded, recomputed } = await domainCopies(ids);
    expect(recomputed).toEqual(seeded);
    expect(seeded[0].every((r) => r.searchText.length > 0)).toBe(true);
  });

  it("shows dr.martin unread requests on both sides", async () => {
    for (const side of ["SENDER", "RECIPIENT"] as const) {
      expect(await db.prisma.participant.count({ where: { userId: 1, side, unread: true } }), side).toBeGreaterThan(0);
    }
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
    // The generated rows carry the feed copies and search text the domain would write.
    const generated = (await db.prisma.request.findMany({ where: { id: { gt: before } }, select: { id: true }, orderBy: { id: "asc" }, take: 40 })).map((r) => r.id);
    const { seeded, recomputed } = await domainCopies(generated);
    expect(recomputed).toEqual(seeded);
    expect(await db.prisma.participant.count({ where: { requestId: { in: generated }, requestState: { not: "OPENED" } } })).toBe(0);
  });
});
