import { describe, expect, it } from "vitest";
import { sniffContentType } from "./sniff.ts";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffContentType", () => {
  it.each([
    [bytes("%PDF-1.7\n"), "application/pdf"],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "image/png"],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    [bytes("GIF89a"), "image/gif"],
    [bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "), "image/webp"],
    [bytes([0, 0, 0, 0x1c], "ftypheic"), "image/heic"],
  ])("recognises %#", (input, expected) => expect(sniffContentType(input)).toBe(expected));

  it.each([bytes("MZ\x90\x00"), bytes("<html>"), bytes("PK\x03\x04"), bytes("")])("refuses what is neither image nor PDF %#", (input) =>
    expect(sniffContentType(input)).toBeNull(),
  );
});
