import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import { createFolderStorage } from "../../services/storage.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 9: a transfer "with content" carries the request's attachments over as files of their
// own (new rows, new stored objects), and a transfer that fails midway leaves nothing behind.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let filesDir: string;

const TRANSFER = `mutation($input: TransferRequestInput!) { transferRequest(input: $input) { __typename
  ... on RequestTransferred { request { databaseId } } ... on DomainError { code } } }`;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const storedObjects = () => readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

/** Attachments on Alice's published request, stored as the upload would store them. */
async function attach(requestId: number, files: { name: string; text: string }[]): Promise<{ id: number; storageKey: string }[]> {
  const storage = createFolderStorage(filesDir);
  const rows = [];
  for (const file of files) {
    const bytes = new TextEncoder().encode(file.text);
    const object = await storage.put(bytes);
    rows.push(
      await db.prisma.file.create({
        data: { requestId, uploadedById: fx.alice.id, name: file.name, contentType: "text/plain", size: BigInt(object.size), sha256: object.sha256, storageKey: object.key },
        select: { id: true, storageKey: true },
      }),
    );
  }
  return rows;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 3 });
  filesDir = mkdtempSync(path.join(tmpdir(), "consilium-transfer-"));
  app = createTestApp(db, { filesDir });
  alice = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
});
afterAll(async () => {
  await db?.drop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

describe("transfer with content (spec 2 §6)", () => {
  it("copies the request's attachments to new rows with stored objects of their own", async () => {
    const sourceId = fx.aliceRequestIds[0] ?? 0;
    const originals = await attach(sourceId, [
      { name: "ecg.txt", text: "ECG : rythme sinusal" },
      { name: "bilan.txt", text: "Bilan biologique" },
    ]);
    const before = storedObjects();
    const result = await alice.graphql<{ transferRequest: { __typename: string; request?: { databaseId: number } } }>(TRANSFER, {
      input: { requestId: gid("Request", sourceId), withContent: true },
    });
    expect(result.data?.transferRequest.__typename).toBe("RequestTransferred");
    const draftId = result.data?.transferRequest.request?.databaseId ?? 0;
    const copies = await db.prisma.file.findMany({ where: { requestId: draftId }, orderBy: { id: "asc" } });
    expect(copies.map((f) => [f.name, f.uploadedById, f.messageId])).toEqual([
      ["ecg.txt", fx.alice.id, null],
      ["bilan.txt", fx.alice.id, null],
    ]);
    expect(copies.map((f) => f.id)).not.toContain(originals[0]?.id);
    expect(copies.map((f) => f.storageKey).filter((key) => originals.some((o) => o.storageKey === key))).toEqual([]);
    expect(storedObjects()).toBe(before + 2);

    // Deleting the draft's copy leaves the source's file readable.
    const copy = copies[0];
    if (!copy) throw new Error("no copy");
    expect((await alice.rest("DELETE", `/requests/${draftId}/files/${copy.id}`)).status).toBeLessThan(300);
    const download = await alice.fetch(`/api/v1/requests/${sourceId}/files/${originals[0]?.id}/ecg.txt`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe("ECG : rythme sinusal");
    const kept = await alice.fetch(`/api/v1/requests/${draftId}/files/${copies[1]?.id}/bilan.txt`);
    expect(await kept.text()).toBe("Bilan biologique");
  });

  it("copies no file with the context alone, over REST", async () => {
    const sourceId = fx.aliceRequestIds[1] ?? 0;
    await attach(sourceId, [{ name: "note.txt", text: "note" }]);
    const response = await alice.rest("POST", `/requests/${sourceId}/transfer/`, { id: sourceId, with_context: true });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await db.prisma.file.count({ where: { requestId: id } })).toBe(0);
    const withContent = await alice.rest("POST", `/requests/${sourceId}/transfer/`, { id: sourceId, with_content: true, with_context: true });
    const copied = (await withContent.json()) as { id: number };
    expect(await db.prisma.file.findMany({ where: { requestId: copied.id }, select: { name: true } })).toEqual([{ name: "note.txt" }]);
  });

  it("leaves no draft, no row and no stored copy when a copy fails midway", async () => {
    const sourceId = fx.aliceRequestIds[2] ?? 0;
    const [first, second] = await attach(sourceId, [
      { name: "a.txt", text: "premier" },
      { name: "b.txt", text: "second" },
    ]);
    // The second object is gone from the disk: its copy fails after the first one was made.
    rmSync(path.join(filesDir, second?.storageKey.slice(0, 2) ?? "", second?.storageKey ?? ""));
    const [requests, files, objects] = [await db.prisma.request.count(), await db.prisma.file.count(), storedObjects()];
    const response = await alice.rest("POST", `/requests/${sourceId}/transfer/`, { id: sourceId, with_content: true });
    expect(response.status).toBe(500);
    expect([await db.prisma.request.count(), await db.prisma.file.count(), storedObjects()]).toEqual([requests, files, objects]);
    expect(first).toBeDefined();
  });
});
