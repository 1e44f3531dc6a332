import { describe, expect, it } from "vitest";
import { cleanPhoneInput, countryOfStoredPhone, formatPhoneWhileTyping, normalizeMobilePhone } from "./phone.ts";

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
    ["0470123456", "FR"],
    ["0301234567", "DE"],
    ["06 12 34 56 78 00 00 00 00 00", "FR"],
  ] as const)("%s (%s) is not a valid mobile phone", (raw, country) => expect(normalizeMobilePhone(raw, country)).toBeNull());
});

describe("cleanPhoneInput", () => {
  it("keeps digits and a leading +, and reads 00 as +", () => {
    expect(cleanPhoneInput(" 06.12-34 56 78 ")).toBe("0612345678");
    expect(cleanPhoneInput("+32 (0)470")).toBe("+320470");
    expect(cleanPhoneInput("0049 151")).toBe("+49151");
  });
});

describe("formatPhoneWhileTyping", () => {
  it("groups French numbers in pairs as they are typed", () => {
    expect(formatPhoneWhileTyping("0", "FR")).toBe("0");
    expect(formatPhoneWhileTyping("061", "FR")).toBe("06 1");
    expect(formatPhoneWhileTyping("0612345678", "FR")).toBe("06 12 34 56 78");
    expect(formatPhoneWhileTyping("06123456789", "FR")).toBe("06 12 34 56 78");
  });
  it("turns +33 into the national form once a digit follows", () => {
    expect(formatPhoneWhileTyping("+33", "FR")).toBe("+33");
    expect(formatPhoneWhileTyping("+336", "FR")).toBe("06");
    expect(formatPhoneWhileTyping("+33 6 12 34 56 78", "BE")).toBe("06 12 34 56 78");
  });
  it("keeps Belgian and German numbers in their international form", () => {
    expect(formatPhoneWhileTyping("+32470123456", "BE")).toBe("+32 470 12 34 56");
    expect(formatPhoneWhileTyping("+4915112345678", "DE")).toBe("+49 151 12345678");
    expect(formatPhoneWhileTyping("0032 47", "BE")).toBe("+32 47");
  });
  it("converts a complete national Belgian or German mobile number", () => {
    expect(formatPhoneWhileTyping("0470", "BE")).toBe("0470");
    expect(formatPhoneWhileTyping("047012", "BE")).toBe("0470 12");
    expect(formatPhoneWhileTyping("0470123456", "BE")).toBe("+32 470 12 34 56");
    expect(formatPhoneWhileTyping("0151123456", "DE")).toBe("0151 123456");
    expect(formatPhoneWhileTyping("015112345678", "DE")).toBe("+49 151 12345678");
  });
  it("never changes the digits, only the spacing", () => {
    for (const raw of ["0612", "+32470123456", "0470123456", "015112345678", "+41791234567"]) {
      const shown = formatPhoneWhileTyping(raw, "BE");
      expect(normalizeMobilePhone(shown, "BE")).toBe(normalizeMobilePhone(raw, "BE"));
    }
  });
});

describe("countryOfStoredPhone", () => {
  it("reads the country of a stored number: French ones are national, the others international", () => {
    expect(countryOfStoredPhone(normalizeMobilePhone("06 12 34 56 78", "FR") ?? "")).toBe("FR");
    expect(countryOfStoredPhone(normalizeMobilePhone("0470 12 34 56", "BE") ?? "")).toBe("BE");
    expect(countryOfStoredPhone(normalizeMobilePhone("+49 1512 3456789", "FR") ?? "")).toBe("DE");
  });
});
