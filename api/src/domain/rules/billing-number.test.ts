import { describe, expect, it } from "vitest";
import { billingNumberProblem, luhnValid, normalizeBillingNumber } from "./billing-number.ts";

// RULES.md §3 "Numéro AM": standard Luhn over the 9 digits; worked examples 75 1 12345 6 (valid)
// and 751123457 (invalid); Corsica's 2A and 2B have no key anyone can compute (unresolved).
describe("billing numbers", () => {
  it("accepts RULES.md's worked example, typed with or without spaces", () => {
    expect(billingNumberProblem("751123456")).toBeNull();
    expect(billingNumberProblem(" 75 1 12345 6 ")).toBeNull();
    expect(normalizeBillingNumber("75 1 12345 6")).toBe("751123456");
  });

  it("refuses a wrong key as invalid", () => {
    expect(billingNumberProblem("751123457")).toBe("billing_number_invalid");
    expect(luhnValid("751123457")).toBe(false);
  });

  it("refuses anything but 9 characters with the length message", () => {
    expect(billingNumberProblem("75112345")).toBe("billing_number_length");
    expect(billingNumberProblem("7511234560")).toBe("billing_number_length");
    expect(billingNumberProblem("")).toBe("billing_number_length");
  });

  it("refuses letters outside Corsica's department as invalid", () => {
    expect(billingNumberProblem("75112345X")).toBe("billing_number_invalid");
    expect(billingNumberProblem("2C1123456")).toBe("billing_number_invalid");
  });

  it("holds Corsican numbers (2A, 2B) to their format only", () => {
    expect(billingNumberProblem("2a1123450")).toBeNull();
    expect(billingNumberProblem("2B1123459")).toBeNull();
    expect(billingNumberProblem("2B11234X9")).toBe("billing_number_invalid");
  });

  it("computes Luhn as the standard does (FINESS 010003820 from RULES.md §3)", () => {
    expect(luhnValid("010003820")).toBe(true);
    expect(luhnValid("010003821")).toBe(false);
  });
});
