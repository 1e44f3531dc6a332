import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { App } from "./app.ts";

// Issue 20 item 4, spec 2 §5 "Avatar", §7: PUT/GET users/{id}/profile_picture.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;

/** A photo as a phone takes it: 2000×1500, not one flat colour, with the camera and the place in its EXIF. */
async function phonePhoto(): Promise<Uint8Array> {
  const width = 2000;
  const height = 1500;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMakerXYZ", Model: "ModelQ" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 50/1 0/1" } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

function put(client: TestClient, userId: number, bytes: Uint8Array, name = "photo.jpg"): Promise<Response> {
  const form = new FormData();
  form.set("file", new Blob([bytes.slice()]), name);
  return client.fetch(`/api/v1/users/${userId}/profile_picture`, { method: "PUT", body: form });
}

async function avatarOf(userId: number): Promise<number | null> {
  return (await db.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { profilePictureId: true } })).profilePictureId;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, {});
  app = createTestApp(db);
  alice = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  bob = new TestClient(app);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

describe("avatar", () => {
  it("checks the test photo really carries GPS and camera data", async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(Buffer.from(photo).includes("PhoneMakerXYZ")).toBe(true);
  });

  it("comes back square, at most 1024×1024, as JPEG, without EXIF or GPS, readable by another validated user", async () => {
    const response = await put(alice, fx.alice.id, await phonePhoto());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { profile_picture_id: number; profile_picture_url: string };
    expect(body.profile_picture_url).toBe(`/api/v1/users/${fx.alice.id}/profile_picture?id=${body.profile_picture_id}`);

    const read = await bob.fetch(body.profile_picture_url);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await read.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1024, 1024]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes("PhoneMakerXYZ")).toBe(false);
    expect(bytes.includes("Exif")).toBe(false);
  });

  it("replaces the previous picture and removes its file", async () => {
    const first = await avatarOf(fx.alice.id);
    const response = await put(alice, fx.alice.id, await phonePhoto());
    expect(response.status).toBe(200);
    const second = await avatarOf(fx.alice.id);
    expect(second).not.toBe(first);
    expect(await db.prisma.file.count({ where: { id: first ?? 0 } })).toBe(0);
  });

  it("refuses another user's write as a missing account, and changes nothing", async () => {
    const before = await avatarOf(fx.bob.id);
    const response = await put(alice, fx.bob.id, await phonePhoto());
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe("not_found");
    expect(await avatarOf(fx.bob.id)).toBe(before);
  });

  it("refuses an empty crop (one flat colour, or fully transparent) with a translated message", async () => {
    const before = await avatarOf(fx.alice.id);
    const blank = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const response = await put(alice, fx.alice.id, new Uint8Array(blank), "crop.png");
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("picture_empty");
    expect(body.message).toMatch(/vide/);
    expect(await avatarOf(fx.alice.id)).toBe(before);
  });

  it("refuses a file that is not an image", async () => {
    const before = await avatarOf(fx.alice.id);
    const response = await put(alice, fx.alice.id, new TextEncoder().encode("<html><script>alert(1)</script></html>"), "photo.jpg");
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe("file_type_refused");
    expect(await avatarOf(fx.alice.id)).toBe(before);
  });

  it("answers 404 for a user without a picture", async () => {
    expect((await alice.fetch(`/api/v1/users/${fx.bob.id}/profile_picture`)).status).toBe(404);
  });
});
