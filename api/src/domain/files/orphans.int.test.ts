import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFolderStorage } from "../../services/storage.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "./orphans.ts";

// The periodic sweep runs while uploads are in progress: it must take only what is older than the
// grace period, and never an object a row holds (the crash test covers the sweep at start).

let db: TestDatabase;
let fx: Fixtures;
const root = mkdtempSync(path.join(tmpdir(), "consilium-orphans-"));
const storage = createFolderStorage(root);

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
});
afterAll(async () => {
  await db?.drop();
  rmSync(root, { recursive: true, force: true });
});

const names = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();

describe("the periodic orphan sweep", () => {
  it("removes leftovers older than the grace period (a day), keeps recent ones and every object a row holds", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - ORPHAN_GRACE_MS - 60_000);
    const recent = new Date(now.getTime() - ORPHAN_GRACE_MS + 60_000);
    const bytes = new TextEncoder().encode("x");
    const held = await storage.put(bytes);
    await db.prisma.file.create({ data: { uploadedById: fx.alice.id, name: "carte.png", contentType: "image/png", size: 1n, sha256: held.sha256, storageKey: held.key } });
    const oldOrphan = await storage.put(bytes);
    const recentOrphan = await storage.put(bytes);
    const file = (key: string) => path.join(root, key.slice(0, 2), key);
    writeFileSync(`${file(oldOrphan.key)}.4242.tmp`, bytes);
    writeFileSync(`${file(recentOrphan.key)}.4242.tmp`, bytes);
    writeFileSync(path.join(root, held.key.slice(0, 2), "notes-de-l-admin.txt"), bytes);
    for (const [target, time] of [[file(held.key), old], [file(oldOrphan.key), old], [`${file(oldOrphan.key)}.4242.tmp`, old], [file(recentOrphan.key), recent], [`${file(recentOrphan.key)}.4242.tmp`, recent]] as const) utimesSync(target, time, time);

    expect(await sweepOrphanFiles({ db: db.prisma, storage }, { now, exclusive: false })).toEqual({ temporaries: 1, objects: 1 });
    expect(names()).toEqual([held.key, recentOrphan.key, `${recentOrphan.key}.4242.tmp`, "notes-de-l-admin.txt"].sort());
    // At start with the embedded database nothing can be in progress: the recent ones go too.
    expect(await sweepOrphanFiles({ db: db.prisma, storage }, { now, exclusive: true })).toEqual({ temporaries: 1, objects: 1 });
    expect(names()).toEqual([held.key, "notes-de-l-admin.txt"].sort());
  });
});
