import { describe, expect, it } from "vitest";
import { searchWords, toSearchText } from "./search-text.ts";

describe("directory search text", () => {
  it("ignores accents, case and punctuation", () => {
    expect(toSearchText("  Émilie  LEFÈVRE-Dupré ")).toBe("emilie lefevre dupre");
    expect(toSearchText("Jürgen Müller")).toBe("jurgen muller");
  });

  it("splits a query into words, and an empty query into none", () => {
    expect(searchWords("  dupré   10003 ")).toEqual(["dupre", "10003"]);
    expect(searchWords("   ")).toEqual([]);
  });
});
