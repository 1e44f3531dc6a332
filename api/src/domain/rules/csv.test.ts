import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.ts";

describe("CSV", () => {
  it("quotes what would break a record and defuses formulas", () => {
    expect(csvLine(["Dupont, Jean", 'dit "Jeannot"', "ligne 1\nligne 2", 42, null])).toBe('"Dupont, Jean","dit ""Jeannot""","ligne 1\nligne 2",42,\r\n');
    expect(csvCell("=HYPERLINK(\"x\")")).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("Müller")).toBe("Müller");
  });

  it("writes with another separator, quoting a cell that holds it", () => {
    expect(csvLine(["2026-01", "23,00", "a;b"], ";")).toBe('2026-01;23,00;"a;b"\r\n');
  });
});
