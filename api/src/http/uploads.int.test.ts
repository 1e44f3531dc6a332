import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Prisma } from "../db/generated/prisma/client.ts";
import type { Db } from "../db/client.ts";
import { submitIdentityDocument } from "../domain/identity/identification.ts";
import { createFolderStorage } from "../services/storage.ts";
import type { Deps } from "../domain/deps.ts";
import type { FileStorage } from "../domain/ports.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";

// Issue 7, finding 9: re-uploads of the identity card piled up on disk, magic-number sniffing
// let polyglots through, and nothing bounded how much one account could upload.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let clock = new Date();

const encode = (text: string) => new TextEncoder().encode(text);
/** A PNG header of the given width: distinct bytes for each upload. */
function png(width: number): Uint8Array {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 0, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  new DataView(bytes.buffer).setUint32(16, width);
  return bytes;
}
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function upload(client: TestClient, bytes: Uint8Array, name: string): Promise<Response> {
  const form = new FormData();
  form.set("file", new Blob([bytes.slice()]), name);
  return client.fetch("/api/v1/users/me/identification", { method: "POST", body: form });
}

/** Every object in the storage folder (objects live in two-character subfolders). */
function storedObjects(): string[] {
  return readdirSync(app.deps.config.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function filesOf(userId: number) {
  return db.prisma.file.findMany({ where: { uploadedById: userId }, orderBy: { id: "asc" } });
}

async function cardOf(userId: number) {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { cpsPictureId: true, validationStatus: true } });
  return { ...user, files: await filesOf(userId) };
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db, {}, () => clock);
  // Fixture users are validated, and a validated account's upload is a no-op.
  await app.deps.database.prisma.user.updateMany({ where: { id: { in: [fx.alice.id, fx.bob.id] } }, data: { validationStatus: "NONE" } });
  alice = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  bob = new TestClient(app);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

const POLYGLOTS: [string, Uint8Array][] = [
  ["BM then HTML", encode("BM<html><body><script>alert(document.cookie)</script></body></html>")],
  ["%PDF- then HTML", encode("%PDF-<html><script>alert(document.cookie)</script></html>\nstartxref\n9\n%%EOF\n")],
  ["a GIF89a header then JavaScript", encode("GIF89a/*\x01\x00\x01\x00*/=1;fetch('/api/v1/users/me').then((r)=>r.text()).then(alert);")],
];

describe("identity document uploads", () => {
  it.each(POLYGLOTS)("refuses %s with invalid_file and keeps nothing", async (_name, bytes) => {
    const response = await upload(alice, bytes, "card.png");
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "invalid_file", field: "file" });
    expect(await cardOf(fx.alice.id)).toEqual({ cpsPictureId: null, validationStatus: "NONE", files: [] });
    expect(storedObjects()).toEqual([]);
  });

  it("keeps only the latest card: one row and one stored object after three uploads", async () => {
    for (const width of [1, 2, 3]) expect((await upload(alice, png(width), `card-${width}.png`)).status).toBe(201);
    const card = await cardOf(fx.alice.id);
    expect(card.files.map((f) => [f.name, f.sha256])).toEqual([["card-3.png", sha256(png(3))]]);
    expect(card.cpsPictureId).toBe(card.files[0]?.id);
    expect(card.validationStatus).toBe("PENDING");
    const objects = storedObjects();
    expect(objects).toHaveLength(1);
    expect(new Uint8Array(readFileSync(objects[0] ?? ""))).toEqual(png(3));
  });

  it("refuses a polyglot after a card without touching the card", async () => {
    const before = await cardOf(fx.alice.id);
    for (const [, bytes] of POLYGLOTS) expect((await upload(alice, bytes, "again.gif")).status).toBe(422);
    expect(await cardOf(fx.alice.id)).toEqual(before);
    expect(storedObjects()).toHaveLength(1);
  });

  it("answers the 11th upload of the hour with rate_limited and stores nothing; other users and the next hour are free", async () => {
    // Three cards so far; the refused polyglots did not count.
    for (const width of [4, 5, 6, 7, 8, 9, 10]) expect((await upload(alice, png(width), `card-${width}.png`)).status).toBe(201);
    const before = await cardOf(fx.alice.id);
    const refused = await upload(alice, png(11), "card-11.png");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect(await cardOf(fx.alice.id)).toEqual(before);
    expect(before.files.map((f) => f.name)).toEqual(["card-10.png"]);
    expect(storedObjects()).toHaveLength(1);

    expect((await upload(bob, png(1), "bob.png")).status).toBe(201);
    expect(storedObjects()).toHaveLength(2);

    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await upload(alice, png(12), "card-12.png")).status).toBe(201);
    expect((await filesOf(fx.alice.id)).map((f) => f.name)).toEqual(["card-12.png"]);
    expect(storedObjects()).toHaveLength(2);
  });
});

describe("replacing a card when something fails", () => {
  const meta = { ip: null, userAgent: null };
  const depsWith = (prisma: Db, storage: FileStorage): Deps => ({ db: prisma, storage, now: clock, meta, locale: "fr", messenger: app.deps.messenger, pubsub: app.deps.pubsub, publicUrl: app.deps.config.publicUrl, links: app.deps.links, push: null });

  /** The real database, except that every transaction fails at commit time, after all its writes. */
  function failingCommits(prisma: Db): Db {
    const $transaction = (work: (tx: Prisma.TransactionClient) => Promise<unknown>) =>
      prisma.$transaction(async (tx) => {
        await work(tx);
        throw new Error("commit failed");
      });
    return new Proxy(prisma, { get: (target, key, receiver) => (key === "$transaction" ? $transaction : Reflect.get(target, key, receiver)) });
  }

  it("keeps the current card, its row and its object when the new card's transaction fails", async () => {
    const before = await cardOf(fx.bob.id);
    const storage = createFolderStorage(app.deps.config.filesDir);
    const attempt = submitIdentityDocument(depsWith(failingCommits(db.prisma), storage), { userId: fx.bob.id, bytes: png(2), name: "new.png" });
    await expect(attempt).rejects.toThrow("commit failed");
    expect(await cardOf(fx.bob.id)).toEqual(before);
    const key = before.files[0]?.storageKey ?? "";
    expect(await storage.get(key)).toEqual(png(1));
    expect(storedObjects()).toHaveLength(2);
  });

  it("still succeeds when the replaced object cannot be removed", async () => {
    const folder = createFolderStorage(app.deps.config.filesDir);
    const storage: FileStorage = { ...folder, remove: () => Promise.reject(new Error("disk unavailable")) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const status = await submitIdentityDocument(depsWith(db.prisma, storage), { userId: fx.bob.id, bytes: png(3), name: "newer.png" });
    expect(status).toBe("PENDING");
    expect((await filesOf(fx.bob.id)).map((f) => f.name)).toEqual(["newer.png"]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
