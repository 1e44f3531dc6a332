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

  it("writes the text of a form stored without one from its schema and value", () => {
    const schema = { type: "object", properties: { motif: { type: "string", title: "Motif", enum: ["Souffle"] }, ecg: { type: "boolean", title: "ECG joint" } } };
    expect(formTextOf({ schema, value: { motif: "Souffle", ecg: false } })).toBe("Motif : Souffle\nECG joint : non");
    expect(formTextOf({ schema, value: {} })).toBeNull();
  });
});
