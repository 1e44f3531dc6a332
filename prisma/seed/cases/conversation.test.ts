import { describe, expect, it } from "vitest";
import { ageAt, dateInText, fillIn } from "./conversation.ts";

describe("dates and ages in the demo texts", () => {
  it("writes the first of a month as an ordinal in French, and German dates with a period", () => {
    expect(dateInText(new Date("2026-12-01T09:00:00Z"), "fr")).toBe("1er décembre 2026");
    expect(dateInText(new Date("2026-12-02T09:00:00Z"), "fr")).toBe("2 décembre 2026");
    expect(dateInText(new Date("2026-03-01T09:00:00Z"), "de")).toBe("1. März 2026");
  });

  it("counts an age in whole years, the day before a birthday included", () => {
    expect(ageAt(new Date("1950-06-15T00:00:00Z"), new Date("2026-06-14T12:00:00Z"))).toBe(75);
    expect(ageAt(new Date("1950-06-15T00:00:00Z"), new Date("2026-06-15T12:00:00Z"))).toBe(76);
  });

  it("fills the case placeholders", () => {
    expect(fillIn("Patiente de {age} ans, revue le {date}.", { age: 81, date: "1er mars 2027" })).toBe("Patiente de 81 ans, revue le 1er mars 2027.");
  });
});
