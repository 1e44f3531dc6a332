import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasMarkup, heifType, isBmp, isGif, isJpeg, isPdf, isPng, isTiff, isWebp, sniffContentType, type SniffedType } from "./file-type.ts";

const bytes = (...parts: (ArrayLike<number> | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : Array.from(p))));
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u32be = (n: number) => u32le(n).reverse();
const hex = (text: string) => new Uint8Array(text.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);

// Minimal valid files, built by hand from each format's specification.
const PDF_BODY = "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
const PDF = bytes(PDF_BODY, `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>\nstartxref\n${PDF_BODY.length}\n%%EOF\n`);
// The well-known 1×1 transparent PNG: signature, IHDR (with its CRC), IDAT, IEND.
const PNG = hex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082");
// SOI, APP0 "JFIF", SOF0 for a 1×1 greyscale frame, EOI.
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xc0, 0x00, 0x0b, 8, 0, 1, 0, 1, 1, 1, 0x11, 0], [0xff, 0xd9]);
// Header, 2-colour table, graphic control extension, one 1×1 image, trailer.
const GIF = bytes("GIF89a", [1, 0, 1, 0, 0x80, 0, 0], [0, 0, 0, 255, 255, 255], [0x21, 0xf9, 4, 1, 0, 0, 0, 0], [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], [2, 2, 0x44, 1, 0], [0x3b]);
// 1×1 24-bit bottom-up bitmap: 14-byte file header, 40-byte info header, one padded row.
const BMP = bytes("BM", u32le(58), [0, 0, 0, 0], u32le(54), u32le(40), u32le(1), u32le(1), u16le(1), u16le(24), u32le(0), u32le(4), u32le(2835), u32le(2835), u32le(0), u32le(0), [0, 0, 255, 0]);
const riff = (...chunks: number[][]) => {
  const body = chunks.flat();
  return bytes("RIFF", u32le(4 + body.length), "WEBP", body);
};
const VP8L = bytes("VP8L", u32le(5), [0x2f, 0, 0, 0, 0], [0]);
const VP8 = bytes("VP8 ", u32le(10), [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a], u16le(1), u16le(1));
const WEBP_LOSSLESS = riff([...VP8L]);
const WEBP_LOSSY = riff([...VP8]);
const WEBP_EXTENDED = riff([...bytes("VP8X", u32le(10), [0, 0, 0, 0], [0, 0, 0], [0, 0, 0])], [...VP8]);
// Little-endian header, first directory at 8 with ImageWidth and ImageLength (SHORT, 1).
const TIFF = bytes("II", [0x2a, 0], u32le(8), u16le(2), u16le(256), u16le(3), u32le(1), u32le(1), u16le(257), u16le(3), u32le(1), u32le(1), u32le(0));
const heif = (...brands: string[]) => bytes(u32be(16 + 4 * (brands.length - 1)), "ftyp", brands[0] ?? "", u32be(0), ...brands.slice(1), u32be(12), "meta", u32be(0), u32be(8), "mdat");
const HEIC = heif("heic", "mif1", "heic");
const AVIF = heif("avif", "mif1", "miaf", "avif");

const VALID: [string, Uint8Array, SniffedType][] = [
  ["pdf", PDF, "application/pdf"],
  ["png", PNG, "image/png"],
  ["jpeg", JPEG, "image/jpeg"],
  ["gif", GIF, "image/gif"],
  ["bmp", BMP, "image/bmp"],
  ["webp lossless", WEBP_LOSSLESS, "image/webp"],
  ["webp lossy", WEBP_LOSSY, "image/webp"],
  ["webp extended", WEBP_EXTENDED, "image/webp"],
  ["tiff", TIFF, "image/tiff"],
  ["heic", HEIC, "image/heic"],
  ["avif", AVIF, "image/avif"],
];

describe("sniffContentType", () => {
  it.each(VALID)("recognises a minimal %s", (_name, input, expected) => expect(sniffContentType(input)).toBe(expected));

  it("accepts the card the browser tests upload", () => {
    expect(sniffContentType(new Uint8Array(readFileSync(new URL("../../../../e2e/fixtures/card.png", import.meta.url))))).toBe("image/png");
  });

  it("accepts a PNG header cut before its CRC, the smallest probe file", () => {
    expect(sniffContentType(PNG.slice(0, 29))).toBe("image/png");
  });

  it.each([bytes("MZ\x90\x00"), bytes("<html>"), bytes("PK\x03\x04"), bytes("")])("refuses what is neither image nor PDF %#", (input) => expect(sniffContentType(input)).toBeNull());

  it.each([
    ["BM then HTML", bytes("BM<html><body><script>alert(document.cookie)</script></body></html>")],
    ["BM with a plausible header then HTML", bytes(BMP.slice(0, 54), "<html><script>alert(1)</script>")],
    ["%PDF- then HTML", bytes("%PDF-<html><script>alert(1)</script></html>\nstartxref\n9\n%%EOF\n")],
    ["a PDF whose first kilobyte holds HTML", bytes(PDF_BODY, "<!-- --><HTML><script>alert(1)</script>", `\nstartxref\n9\n%%EOF\n`)],
    ["a PDF with no trailer", bytes(PDF_BODY)],
    ["a PDF whose startxref points past the end", bytes(PDF_BODY, "startxref\n99999\n%%EOF\n")],
    ["GIF89a then JavaScript (classic polyglot)", bytes("GIF89a/*\x00\x00*/=1;alert(document.domain);")],
    ["a GIF header then JavaScript ending in ;", bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0], "alert(1);")],
    ["a GIF with a trailer but no image", bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0], [0x3b])],
    ["a valid GIF with script after its trailer", bytes(GIF, "\nalert(1)")],
    ["PNG signature then HTML", bytes(PNG.slice(0, 8), "<script>alert(1)</script>")],
    ["PNG with a forged IHDR CRC", bytes(PNG.slice(0, 29), [0, 0, 0, 0], PNG.slice(33))],
    ["PNG with a zero width", bytes(PNG.slice(0, 16), u32be(0), PNG.slice(20, 29))],
    ["JPEG SOI then HTML", bytes([0xff, 0xd8, 0xff], "<html>")],
    ["JPEG SOI then a segment running past the end", bytes([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00], "JFIF")],
    ["RIFF WEBP with a wrong size", bytes("RIFF", u32le(99), "WEBPVP8 ")],
    ["TIFF header alone", bytes("II", [0x2a, 0], u32le(8))],
    ["ftyp heic alone", bytes(u32be(0x1c), "ftypheic")],
    ["an SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")],
  ])("refuses %s", (_name, input) => expect(sniffContentType(input)).toBeNull());

  it("refuses a valid image whose first kilobyte holds markup, in any case", () => {
    expect(sniffContentType(bytes(PDF_BODY, "%<!DocType html>\n", PDF.slice(PDF_BODY.length)))).toBeNull();
    const appSegment = bytes([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x10], "<sCrIpT>x=1;//", JPEG.slice(2));
    expect(sniffContentType(appSegment)).toBeNull();
  });

  it("never throws on a truncated or corrupted file", () => {
    for (const [, file] of VALID) {
      for (let length = 0; length < file.length; length++) expect(() => sniffContentType(file.slice(0, length))).not.toThrow();
      for (let i = 0; i < file.length; i++) {
        const corrupted = file.slice();
        corrupted[i] = 0xff - (corrupted[i] ?? 0);
        expect(() => sniffContentType(corrupted)).not.toThrow();
      }
    }
  });
});

describe("structural checks", () => {
  it("finds markup only in the first kilobyte", () => {
    expect(hasMarkup(bytes("xx<?XML version='1.0'?>"))).toBe(true);
    expect(hasMarkup(bytes(new Array<number>(1024).fill(0x20), "<html>"))).toBe(false);
  });

  it("reads a BMP's file size field against the byte length", () => {
    expect(isBmp(BMP)).toBe(true);
    expect(isBmp(bytes(BMP, [0, 0]))).toBe(false);
  });

  it("reads each truncated header bound by bound, never past the end", () => {
    const checks = [isPdf, isPng, isJpeg, isGif, isBmp, isWebp, isTiff, heifType];
    for (const [, file] of VALID) for (let length = 0; length < 12; length++) for (const check of checks) expect(() => check(file.slice(0, length))).not.toThrow();
  });

  it("requires the GIF trailer to end the file and the BMP, WEBP and ISO sizes to tile it", () => {
    expect(isGif(GIF.slice(0, -1))).toBe(false);
    expect(isWebp(bytes(WEBP_LOSSY, [0, 0]))).toBe(false);
    expect(heifType(bytes(HEIC, [0, 0, 0]))).toBeNull();
    expect(isTiff(TIFF)).toBe(true);
    expect(isJpeg(JPEG.slice(0, 20))).toBe(false);
  });
});
