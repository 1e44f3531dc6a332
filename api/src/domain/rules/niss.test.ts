import { describe, expect, it } from "vitest";
import { checkNiss, isValidNiss, nissCheckDigits, normalizeNiss, withNissCheck } from "./niss.ts";

// Worked examples of ../shared/RULES.md §4 (python-stdnum be/nn.py and be/bis.py doctests).
describe("NISS", () => {
  it("accepts the worked examples of RULES.md, with or without separators", () => {
    expect(checkNiss("85.07.30-033.28")).toEqual({ ok: true, niss: "85073003328", bis: false, century: 1900 });
    // Born in 2017: the check is computed over 2 followed by the nine digits.
    expect(checkNiss("17.07.30-033.84")).toEqual({ ok: true, niss: "17073003384", bis: false, century: 2000 });
  });

  it("refuses the invalid example of RULES.md and a check computed for the wrong century", () => {
    expect(checkNiss("85073003329")).toEqual({ ok: false, problem: "niss_check" });
    // 17073003384 is valid for 2017; its 1900s check (97 − 170730033 mod 97) is another number.
    expect(isValidNiss(`170730033${String(nissCheckDigits("170730033", 1900)).padStart(2, "0")}`)).toBe(true);
    expect(isValidNiss("17073003385")).toBe(false);
  });

  it("accepts BIS numbers (month + 20 when the sex is unknown, + 40 when known)", () => {
    expect(checkNiss(withNissCheck("852730033", 1900))).toMatchObject({ ok: true, bis: true, century: 1900 });
    expect(checkNiss(withNissCheck("854730033", 1900))).toMatchObject({ ok: true, bis: true });
    expect(checkNiss(withNissCheck("172730033", 2000))).toMatchObject({ ok: true, bis: true, century: 2000 });
    expect(checkNiss("85473003318")).toEqual({ ok: false, problem: "niss_check" });
  });

  it("refuses a month or day that no date, BIS offsets included, can have", () => {
    expect(checkNiss(withNissCheck("851330033", 1900))).toEqual({ ok: false, problem: "niss_format" });
    expect(checkNiss(withNissCheck("853330033", 1900))).toEqual({ ok: false, problem: "niss_format" });
    expect(checkNiss(withNissCheck("850732033", 1900))).toEqual({ ok: false, problem: "niss_format" });
  });

  it("answers the length problem for too few or too many digits, and format for letters", () => {
    expect(checkNiss("8507300332")).toEqual({ ok: false, problem: "niss_length" });
    expect(checkNiss("850730033280")).toEqual({ ok: false, problem: "niss_length" });
    expect(checkNiss("8507300332A")).toEqual({ ok: false, problem: "niss_format" });
    expect(normalizeNiss(" 85.07.30-033.28 ")).toBe("85073003328");
  });
});
