import { describe, expect, it } from "vitest";
import { formTextOf } from "./form-text.ts";

describe("formTextOf", () => {
  it("reads the text of a filled form and ignores anything else", () => {
    expect(formTextOf({ schema: {}, value: { motif: "Souffle" }, text: "Motif : Souffle." })).toBe("Motif : Souffle.");
    expect(formTextOf({ text: "   " })).toBeNull();
    expect(formTextOf({ text: 3 })).toBeNull();
    expect(formTextOf(null)).toBeNull();
    expect(formTextOf("text")).toBeNull();
  });
});
