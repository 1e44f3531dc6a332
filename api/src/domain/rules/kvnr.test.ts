import { describe, expect, it } from "vitest";
import { checkKvnr, isValidKvnr, kvnrCheckDigit, withKvnrCheck } from "./kvnr.ts";

// Worked examples of ../shared/RULES.md §5 (gematik's test KVNR; HL7 Germany's illustrative one).
describe("KVNR", () => {
  it("accepts gematik's test KVNR, with spaces or in lower case", () => {
    expect(checkKvnr("X110411675")).toEqual({ ok: true, kvnr: "X110411675" });
    expect(isValidKvnr("x 110 411 675")).toBe(true);
  });

  it("refuses a wrong check digit, HL7 Germany's illustrative G995030567 included", () => {
    expect(checkKvnr("X110411674")).toEqual({ ok: false, problem: "kvnr_check" });
    expect(checkKvnr("G995030567")).toEqual({ ok: false, problem: "kvnr_check" });
  });

  it("computes the check as the digit sums of 01–26 then 8 digits weighted 1,2,… mod 10", () => {
    // X = 24: 2·1, 4·2, 1·1, 1·2, 0·1, 4·2, 1·1, 1·2, 6·1, 7·2=14→5: 2+8+1+2+0+8+1+2+6+5 = 35 → 5.
    expect(kvnrCheckDigit("X11041167")).toBe(5);
    expect(isValidKvnr(withKvnrCheck("A12345678"))).toBe(true);
  });

  it("answers a clear problem for each malformed shape", () => {
    expect(checkKvnr("X11041167")).toEqual({ ok: false, problem: "kvnr_length" });
    expect(checkKvnr("1110411675")).toEqual({ ok: false, problem: "kvnr_format" });
    expect(checkKvnr("XX10411675")).toEqual({ ok: false, problem: "kvnr_format" });
  });
});
