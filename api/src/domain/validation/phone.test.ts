import { describe, expect, it } from "vitest";
import { formatPhoneWhileTyping, normalizeMobilePhone } from "./phone.ts";

// Spec 1 §5 formats; examples from RULES.md §6 where they agree with the spec.
describe("normalizeMobilePhone", () => {
  it.each([
    ["06 12 34 56 78", "FR", "0612345678"],
    ["07.12.34.56.78", "FR", "0712345678"],
    ["+33 6 12 34 56 78", "FR", "0612345678"],
    ["0033612345678", "FR", "0612345678"],
    ["0470 12 34 56", "BE", "+32470123456"],
    ["+32 470 12 34 56", "BE", "+32470123456"],
    ["0032470123456", "BE", "+32470123456"],
    ["015112345678", "DE", "+4915112345678"],
    ["0170 1234567", "DE", "+491701234567"],
    ["+49 151 12345678", "DE", "+4915112345678"],
    ["+32470123456", "FR", "+32470123456"],
  ] as const)("%s (%s) is stored as %s", (raw, country, expected) => expect(normalizeMobilePhone(raw, country)).toBe(expected));

  it.each([
    ["0512345678", "FR"],
    ["061234567", "FR"],
    ["06123456789", "FR"],
    ["0312345678", "BE"],
    ["047012345", "BE"],
    ["01812345678", "DE"],
    ["0151123456", "DE"],
    ["+44 7700 900123", "FR"],
    ["", "FR"],
    ["abc", "DE"],
  ] as const)("%s (%s) is not a valid mobile phone", (raw, country) => expect(normalizeMobilePhone(raw, country)).toBeNull());
});

describe("formatPhoneWhileTyping", () => {
  it("groups national digits by two and leaves international forms alone", () => {
    expect(formatPhoneWhileTyping("0612345")).toBe("06 12 34 5");
    expect(formatPhoneWhileTyping("06-12-34-56-78")).toBe("06 12 34 56 78");
    expect(formatPhoneWhileTyping("+32 470 12")).toBe("+3247012");
  });
});
