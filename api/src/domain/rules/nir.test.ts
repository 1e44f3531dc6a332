import { describe, expect, it } from "vitest";
import { checkNir, isValidNir, nirKey, nirMismatches, normalizeNir, withNirKey } from "./nir.ts";

// Worked examples of ../shared/RULES.md §1 (CNAM nir-validation test vectors, python-stdnum doctest).
describe("NIR", () => {
  it("accepts the worked examples of RULES.md, with or without spaces", () => {
    expect(checkNir("1 85 05 78 006 084 91")).toEqual({ ok: true, nir: "185057800608491" });
    expect(isValidNir("2 84 05 2A 321 025 52")).toBe(true);
    expect(isValidNir("2 84 05 2B 321 025 79")).toBe(true);
    expect(isValidNir("253072B07300470")).toBe(true);
    expect(isValidNir("2.84.05.2a.321.025.52")).toBe(true);
  });

  it("refuses a wrong key, including the Corsican one computed without 2A→19 / 2B→18", () => {
    expect(checkNir("1 85 05 78 006 084 92")).toEqual({ ok: false, problem: "nir_key" });
    expect(checkNir("2 84 05 2A 321 025 79")).toEqual({ ok: false, problem: "nir_key" });
    expect(checkNir("2 84 05 2B 321 025 52")).toEqual({ ok: false, problem: "nir_key" });
  });

  it("computes the key as 97 − (N mod 97) with Corsica replaced", () => {
    expect(nirKey("1850578006084")).toBe(91);
    expect(nirKey("284052A321025")).toBe(52);
    expect(nirKey("284052B321025")).toBe(79);
    expect(withNirKey("2950775123456")).toMatch(/^2950775123456\d{2}$/);
    expect(isValidNir(withNirKey("2950775123456"))).toBe(true);
  });

  it("accepts department 20 (Corsicans born before 1976) and unknown months 20–99", () => {
    expect(isValidNir(withNirKey("1650520004012"))).toBe(true);
    expect(isValidNir(withNirKey("1654299004012"))).toBe(true);
  });

  it("answers a clear problem for each malformed shape", () => {
    expect(checkNir("185057800608")).toEqual({ ok: false, problem: "nir_length" });
    expect(checkNir("18505780060849100")).toEqual({ ok: false, problem: "nir_length" });
    expect(checkNir(withNirKey("3850578006084"))).toEqual({ ok: false, problem: "nir_format" });
    expect(checkNir(withNirKey("1851378006084"))).toEqual({ ok: false, problem: "nir_format" });
    expect(checkNir(withNirKey("1850078006084"))).toEqual({ ok: false, problem: "nir_format" });
    expect(checkNir("18505780060AB91")).toEqual({ ok: false, problem: "nir_format" });
    expect(checkNir("2840521A32102552")).toEqual({ ok: false, problem: "nir_length" });
    expect(checkNir("7123456789012345".slice(0, 15))).toEqual({ ok: false, problem: "nir_provisional" });
  });

  it("normalises separators and case", () => {
    expect(normalizeNir(" 2 84-05.2b 321 025 79 ")).toBe("284052B32102579");
  });

  it("warns when sex or birth date disagree, never for an unknown month or gender", () => {
    const nir = "185057800608491";
    expect(nirMismatches(nir, { gender: "M", birthDate: { year: 1985, month: 5 } })).toEqual([]);
    expect(nirMismatches(nir, { gender: "F", birthDate: { year: 1986, month: 6 } })).toEqual([
      "nir_sex_mismatch",
      "nir_birth_year_mismatch",
      "nir_birth_month_mismatch",
    ]);
    expect(nirMismatches(withNirKey("1854278006084"), { gender: "O", birthDate: { year: 1985, month: 1 } })).toEqual([]);
  });
});
