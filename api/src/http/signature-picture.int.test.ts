import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSignatureForDocument } from "../domain/settings/signature-picture.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { App } from "./app.ts";

// Issue 20 item 4, spec 2 §4 "Signature modal", §7: PUT /signature_extraction (a preview, nothing
// stored) and PUT/GET/DELETE users/{id}/signature_picture, its owner's alone.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let visitor: TestClient;

/** A phone photo of a signature on white paper: 1600×900, a dark stroke in the middle, the camera and the place in its EXIF. */
async function signaturePhoto(): Promise<Uint8Array> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3, 245);
  for (let y = 420; y < 480; y++) for (let x = 300; x < 1300; x++) pixels.fill(25, (y * width + x) * 3, (y * width + x) * 3 + 3);
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMakerXYZ", Model: "ModelQ" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 50/1 0/1" } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

function form(bytes: Uint8Array, name: string): FormData {
  const body = new FormData();
  body.set("file", new Blob([bytes.slice()]), name);
  return body;
}

function put(client: TestClient, userId: number, bytes: Uint8Array, name = "signature.jpg"): Promise<Response> {
  return client.fetch(`/api/v1/users/${userId}/signature_picture`, { method: "PUT", body: form(bytes, name) });
}

function extract(client: TestClient, bytes: Uint8Array, name = "signature.jpg"): Promise<Response> {
  return client.fetch("/api/v1/signature_extraction", { method: "PUT", body: form(bytes, name) });
}

async function signatureOf(userId: number): Promise<number | null> {
  return (await db.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { signaturePictureId: true } })).signaturePictureId;
}

async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * 4 + 3] ?? -1;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, {});
  app = createTestApp(db);
  alice = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  bob = new TestClient(app);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
  visitor = new TestClient(app);
});
afterAll(async () => db?.drop());

describe("signature extraction", () => {
  it("answers the ink as a transparent PNG, cut to the ink, without EXIF, and stores nothing", async () => {
    const files = await db.prisma.file.count();
    const response = await extract(alice, await signaturePhoto());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.hasAlpha, meta.exif]).toEqual(["png", true, undefined]);
    expect(png.includes("PhoneMakerXYZ")).toBe(false);
    // Cut to the 1000×60 stroke with a small margin, shrunk to fit 1200×400.
    expect(meta.width).toBeLessThanOrEqual(1200);
    expect(meta.width).toBeGreaterThan(1000);
    expect(meta.height).toBeLessThan(150);
    expect(await alphaAt(png, 0, 0)).toBe(0);
    expect(await alphaAt(png, Math.floor((meta.width ?? 0) / 2), Math.floor((meta.height ?? 0) / 2))).toBeGreaterThan(240);
    expect(await db.prisma.file.count()).toBe(files);
    expect(await signatureOf(fx.alice.id)).toBeNull();
  });

  it("refuses a blank page with picture_empty and a translated message", async () => {
    const blank = await sharp({ create: { width: 800, height: 300, channels: 3, background: "#fafafa" } }).jpeg().toBuffer();
    const response = await extract(alice, new Uint8Array(blank));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("picture_empty");
    expect(body.message).toMatch(/vide/);
  });

  it("refuses a file that is not an image", async () => {
    const response = await extract(alice, new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe("file_type_refused");
  });

  it("refuses a visitor", async () => {
    const response = await extract(visitor, await signaturePhoto());
    expect(response.status).toBe(401);
  });
});

describe("signature picture", () => {
  it("is set by its owner, read back by the owner as a transparent PNG without EXIF, and named in settings", async () => {
    const response = await put(alice, fx.alice.id, await signaturePhoto());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { signature_picture_id: number; signature_picture_url: string };
    expect(body.signature_picture_url).toBe(`/api/v1/users/${fx.alice.id}/signature_picture?id=${body.signature_picture_id}`);
    expect(await signatureOf(fx.alice.id)).toBe(body.signature_picture_id);

    const read = await alice.fetch(body.signature_picture_url);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await read.arrayBuffer());
    expect((await sharp(png).metadata()).exif).toBeUndefined();
    expect(png.includes("PhoneMakerXYZ")).toBe(false);
    expect(await alphaAt(png, 0, 0)).toBe(0);

    const settings = await alice.graphql<{ viewer: { settings: { signaturePictureUrl: string | null } } }>("{ viewer { settings { signaturePictureUrl } } }");
    expect(settings.data?.viewer.settings.signaturePictureUrl).toBe(body.signature_picture_url);
    const me = (await (await alice.rest("PUT", `/users/${fx.alice.id}`, {})).json()) as { signature_picture_id: number | null };
    expect(me.signature_picture_id).toBe(body.signature_picture_id);
  });

  it("keeps a drawing (a transparent PNG) transparent around its ink", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M40 150 C 120 20, 220 20, 300 120 S 480 200, 560 60" stroke="#14213d" stroke-width="5" fill="none"/></svg>`;
    const drawing = await sharp(Buffer.from(svg)).png().toBuffer();
    const response = await put(alice, fx.alice.id, new Uint8Array(drawing), "signature.png");
    expect(response.status).toBe(200);
    const { signature_picture_url } = (await response.json()) as { signature_picture_url: string };
    const png = Buffer.from(await (await alice.fetch(signature_picture_url)).arrayBuffer());
    const meta = await sharp(png).metadata();
    expect(await alphaAt(png, 0, 0)).toBe(0);
    expect(await alphaAt(png, (meta.width ?? 1) - 1, (meta.height ?? 1) - 1)).toBe(0);
  });

  it("replaces the previous signature and removes its file", async () => {
    const first = await signatureOf(fx.alice.id);
    expect((await put(alice, fx.alice.id, await signaturePhoto())).status).toBe(200);
    const second = await signatureOf(fx.alice.id);
    expect(second).not.toBe(first);
    expect(await db.prisma.file.count({ where: { id: first ?? 0 } })).toBe(0);
  });

  it("is readable by the documents it signs, on the server", async () => {
    const bytes = await readSignatureForDocument({ db: db.prisma, storage: app.deps.storage }, fx.alice.id);
    expect(bytes && (await sharp(bytes).metadata()).format).toBe("png");
    expect(await readSignatureForDocument({ db: db.prisma, storage: app.deps.storage }, fx.bob.id)).toBeNull();
  });

  it("is hidden from another validated user as a missing one, and another's cannot be written or removed", async () => {
    const url = `/api/v1/users/${fx.alice.id}/signature_picture`;
    const read = await bob.fetch(url);
    expect(read.status).toBe(404);
    const missing = await bob.fetch("/api/v1/users/2147483647/signature_picture");
    expect(await read.json()).toEqual(await missing.json());

    const before = await signatureOf(fx.alice.id);
    const write = await put(bob, fx.alice.id, await signaturePhoto());
    expect(write.status).toBe(404);
    expect(((await write.json()) as { code: string }).code).toBe("not_found");
    expect((await bob.fetch(url, { method: "DELETE" })).status).toBe(404);
    expect(await signatureOf(fx.alice.id)).toBe(before);

    const other = await bob.graphql<{ node: { settings: unknown } | null }>("query($id: ID!) { node(id: $id) { ... on User { settings { signaturePictureUrl } } } }", {
      id: Buffer.from(`User:${fx.alice.id}`).toString("base64"),
    });
    expect(other.data?.node?.settings ?? null).toBeNull();
  });

  it("refuses a visitor's read and write", async () => {
    expect((await visitor.fetch(`/api/v1/users/${fx.alice.id}/signature_picture`)).status).toBe(401);
    expect((await put(visitor, fx.alice.id, await signaturePhoto())).status).toBe(401);
  });

  it("refuses a blank page and a non-image, and changes nothing", async () => {
    const before = await signatureOf(fx.alice.id);
    const blank = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const empty = await put(alice, fx.alice.id, new Uint8Array(blank), "signature.png");
    expect([empty.status, ((await empty.json()) as { code: string }).code]).toEqual([422, "picture_empty"]);
    const text = await put(alice, fx.alice.id, new TextEncoder().encode("not an image"), "signature.png");
    expect([text.status, ((await text.json()) as { code: string }).code]).toEqual([422, "file_type_refused"]);
    expect(await signatureOf(fx.alice.id)).toBe(before);
  });

  it("is removed by its owner: its file goes, settings name none, and reading it answers 404", async () => {
    const before = await signatureOf(fx.alice.id);
    const response = await alice.fetch(`/api/v1/users/${fx.alice.id}/signature_picture`, { method: "DELETE" });
    expect([response.status, await response.json()]).toEqual([200, { id: fx.alice.id, signature_picture_id: null }]);
    expect(await signatureOf(fx.alice.id)).toBeNull();
    expect(await db.prisma.file.count({ where: { id: before ?? 0 } })).toBe(0);
    expect((await alice.fetch(`/api/v1/users/${fx.alice.id}/signature_picture`)).status).toBe(404);
    const settings = await alice.graphql<{ viewer: { settings: { signaturePictureUrl: string | null } } }>("{ viewer { settings { signaturePictureUrl } } }");
    expect(settings.data?.viewer.settings.signaturePictureUrl).toBeNull();
  });
});
