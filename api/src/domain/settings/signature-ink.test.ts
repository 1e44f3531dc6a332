import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DomainError } from "../errors.ts";
import { extractSignatureInk, SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from "./signature-ink.ts";

// Spec 2 §4: the server keeps the ink of a signature, the light paper made transparent.

/** A photo of a signature: greyish paper with some grain, a dark blue stroke from (x0, y) to (x1, y). */
async function paperPhoto(width: number, height: number, stroke: { x0: number; x1: number; y: number; thickness: number }): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 13 + y * 7) % 9) - 4;
      const ink = x >= stroke.x0 && x <= stroke.x1 && Math.abs(y - stroke.y) <= stroke.thickness;
      pixels[i] = ink ? 20 : 228 + grain;
      pixels[i + 1] = ink ? 30 : 226 + grain;
      pixels[i + 2] = ink ? 110 : 220 + grain;
    }
  }
  return new Uint8Array(await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer());
}

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? -1;
  return { info, alphaAt };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "none";
  } catch (error) {
    return error instanceof DomainError ? error.code : "other";
  }
}

describe("extractSignatureInk", () => {
  it("makes the paper transparent, keeps the ink opaque and cuts the picture to the ink with a margin", async () => {
    const png = await extractSignatureInk(await paperPhoto(800, 600, { x0: 200, x1: 600, y: 300, thickness: 6 }));
    const { info, alphaAt } = await pixels(png);
    expect(info.channels).toBe(4);
    // The 401×13 stroke plus a margin of 4 % of its length on each side, not the 800×600 page.
    expect(info.width).toBeGreaterThan(401);
    expect(info.width).toBeLessThan(460);
    expect(info.height).toBeLessThan(60);
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(Math.floor(info.width / 2), Math.floor(info.height / 2))).toBeGreaterThan(240);
    expect((await sharp(png).metadata()).format).toBe("png");
  });

  it("shrinks a large signature to fit 1200×400", async () => {
    const png = await extractSignatureInk(await paperPhoto(3000, 2000, { x0: 100, x1: 2900, y: 1000, thickness: 400 }));
    const { info } = await pixels(png);
    expect(info.width).toBeLessThanOrEqual(SIGNATURE_MAX_WIDTH);
    expect(info.height).toBeLessThanOrEqual(SIGNATURE_MAX_HEIGHT);
    expect(info.width === SIGNATURE_MAX_WIDTH || info.height === SIGNATURE_MAX_HEIGHT).toBe(true);
  });

  it("keeps a drawing on transparency as it is: transparent around, opaque ink", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M40 150 C 120 20, 220 20, 300 120 S 480 200, 560 60" stroke="#14213d" stroke-width="6" fill="none"/></svg>`;
    const drawing = await sharp(Buffer.from(svg)).png().toBuffer();
    const png = await extractSignatureInk(new Uint8Array(drawing));
    const { info, alphaAt } = await pixels(png);
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(info.width - 1, info.height - 1)).toBe(0);
    // Somewhere the stroke is fully opaque, in its own dark colour.
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let darkest = 255;
    for (let i = 0; i < data.length; i += 4) if ((data[i + 3] ?? 0) > 250) darkest = Math.min(darkest, data[i] ?? 255);
    expect(darkest).toBeLessThan(60);
  });

  it("refuses a blank page, a flat colour and a transparent canvas as picture_empty", async () => {
    const white = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const grey = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#777777" } }).jpeg().toBuffer();
    const clear = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    for (const image of [white, grey, clear]) expect(await codeOf(extractSignatureInk(new Uint8Array(image)))).toBe("picture_empty");
  });

  it("refuses what is not an image as file_type_refused", async () => {
    expect(await codeOf(extractSignatureInk(new TextEncoder().encode("%PDF-1.4 not a picture")))).toBe("file_type_refused");
  });
});
