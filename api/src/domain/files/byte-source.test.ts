import { describe, expect, it } from "vitest";
import { overlappingWindows, streamedSource, wholeSource } from "./byte-source.ts";

const bytes = Uint8Array.from({ length: 1000 }, (_v, i) => i % 251);
async function* chunks(size: number) {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.slice(at, at + size);
}

describe("byte sources", () => {
  it("reads the same ranges by streaming as from memory, in any order, overlapping or past the end", async () => {
    const ranges = [{ offset: 900, length: 200 }, { offset: 3, length: 40 }, { offset: 10, length: 5 }, { offset: 500, length: 0 }, { offset: 999, length: 1 }, { offset: 2000, length: 4 }];
    expect(await streamedSource(bytes.byteLength, () => chunks(13)).read(ranges)).toEqual(await wholeSource(bytes).read(ranges));
  });

  it("hands a large file on in overlapping windows that together hold every byte", async () => {
    const windows = [];
    for await (const window of overlappingWindows(chunks(64), 300, 50)) windows.push(window);
    expect(windows.map((w) => w.byteLength)).toEqual([320, 306, 306, 218]);
    expect(windows[1]?.subarray(0, 50)).toEqual(windows[0]?.subarray(270));
    expect(windows.at(-1)?.at(-1)).toBe(bytes.at(-1));
  });
});
