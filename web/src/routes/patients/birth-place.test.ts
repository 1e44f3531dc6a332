import { describe, expect, it } from "vitest";
import { birthPlaceOfText } from "./birth-place.ts";

describe("birthPlaceOfText", () => {
  it("reads a code typed in full, Corsica's and births abroad included", () => {
    expect(birthPlaceOfText("37261")).toBe("37261");
    expect(birthPlaceOfText(" 2a004 ")).toBe("2A004");
    expect(birthPlaceOfText("99134")).toBe("99134");
  });

  it("reads the code of a chosen commune", () => {
    expect(birthPlaceOfText("Tours (37261)")).toBe("37261");
    expect(birthPlaceOfText("Ajaccio (2A004)")).toBe("2A004");
  });

  it("answers nothing for a name or a partial code", () => {
    expect(birthPlaceOfText("Tours")).toBe("");
    expect(birthPlaceOfText("372")).toBe("");
    expect(birthPlaceOfText("2C004")).toBe("");
    expect(birthPlaceOfText("")).toBe("");
  });
});
