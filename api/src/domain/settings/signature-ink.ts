import type { OutputInfo } from "sharp";
import { DomainError } from "../errors.ts";
import { MAX_INPUT_PIXELS } from "./user-picture.ts";

// Spec 2 §4 "Signature modal": an imported signature goes through the server, which extracts the
// ink (the white or light paper made transparent). A drawn one arrives transparent already and
// goes through the same steps, which leave it as it is.

/** The stored signature fits in 1200×400: wide enough for a report's foot at print resolution. */
export const SIGNATURE_MAX_WIDTH = 1200;
export const SIGNATURE_MAX_HEIGHT = 400;
/** The pixels are read in JavaScript: a photo is first shrunk to this side, far more than the result keeps. */
const WORK_MAX_SIDE = 2400;
/** Lighter than the paper minus this (0–255) is paper: its grain and shadows stay transparent. */
const PAPER_TOLERANCE = 24;
/** Over this many levels below that, ink is fully opaque; in between, its edge keeps a partial alpha. */
const INK_RAMP = 96;
/** An ink pixel for the bounding box and for "is there ink at all". */
const INK_ALPHA = 64;
/** Fewer ink pixels than this is a speck of dust, not a signature: picture_empty. */
const MIN_INK_PIXELS = 24;
/** Transparent margin around the ink's bounding box, as a share of its longer side. */
const MARGIN_SHARE = 0.04;

type Box = { left: number; top: number; right: number; bottom: number };

/** Decodes, turns upright, flattens on white (a transparent drawing becomes ink on white) and reads sRGB pixels. */
async function decode(bytes: Uint8Array): Promise<{ data: Buffer; info: OutputInfo }> {
  // Loaded with the first signature, as profile-picture.ts does: libvips is ~10 MiB (issue 18 item 6).
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(WORK_MAX_SIDE, WORK_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError("file_type_refused", "file");
  }
}

/** The paper's lightness: the median, since ink covers far less than half of a signature's crop. */
function paperLevel(histogram: Uint32Array, count: number): number {
  let seen = 0;
  for (let level = 0; level < histogram.length; level++) {
    seen += histogram[level] ?? 0;
    if (seen * 2 >= count) return level;
  }
  return 255;
}

/**
 * The ink of a signature as a PNG with alpha: the paper (the median lightness and anything near
 * it) becomes transparent, darker pixels keep their colour with an alpha that grows with their
 * darkness (antialiased edges stay smooth), the result is cut to the ink's bounding box with a
 * small margin and shrunk to fit 1200×400. sharp writes no metadata unless asked: no EXIF
 * survives. Not an image: file_type_refused; no ink (blank, flat, all dark): picture_empty.
 */
export async function extractSignatureInk(bytes: Uint8Array): Promise<Uint8Array> {
  const { data, info } = await decode(bytes);
  const { width, height, channels } = info;
  const count = width * height;
  const lightness = new Uint8Array(count);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < count; i++) {
    const p = i * channels;
    const level = Math.round(0.299 * (data[p] ?? 0) + 0.587 * (data[p + 1] ?? 0) + 0.114 * (data[p + 2] ?? 0));
    lightness[i] = level;
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const paper = paperLevel(histogram, count);
  const clear = paper - PAPER_TOLERANCE;
  const rgba = Buffer.alloc(count * 4);
  const box: Box = { left: width, top: height, right: -1, bottom: -1 };
  let inkPixels = 0;
  for (let i = 0; i < count; i++) {
    const level = lightness[i] ?? 255;
    if (level >= clear) continue;
    const alpha = Math.min(1, (clear - level) / INK_RAMP);
    const p = i * channels;
    const q = i * 4;
    // Un-blend the colour from the paper, so that a half-covered edge pixel is ink, not grey.
    for (let c = 0; c < 3; c++) rgba[q + c] = Math.max(0, Math.min(255, Math.round(((data[p + c] ?? 0) - paper * (1 - alpha)) / alpha)));
    const opacity = Math.round(alpha * 255);
    rgba[q + 3] = opacity;
    if (opacity >= INK_ALPHA) {
      inkPixels++;
      const x = i % width;
      const y = (i - x) / width;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  if (inkPixels < MIN_INK_PIXELS) throw new DomainError("picture_empty", "file");
  const margin = Math.max(4, Math.round(MARGIN_SHARE * Math.max(box.right - box.left + 1, box.bottom - box.top + 1)));
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const right = Math.min(width - 1, box.right + margin);
  const bottom = Math.min(height - 1, box.bottom + margin);
  const { default: sharp } = await import("sharp");
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .extract({ left, top, width: right - left + 1, height: bottom - top + 1 })
    .resize(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}
