import { describe, expect, it } from "vitest";
import { cleanPhoneInput, formatPhoneWhileTyping, normalizeMobilePhone } from "./phone.ts";

describe("cleanPhoneInput", () => {
  it("keeps digits and a leading +, and reads 00 as +", () => {
    expect(cleanPhoneInput(" 06.12-34 56 78 ")).toBe("0612345678");
    expect(cleanPhoneInput("+32 (0)470")).toBe("+320470");
    expect(cleanPhoneInput("0049 151")).toBe("+49151");
  });
});

describe("normalizeMobilePhone", () => {
  it("accepts the spec's national forms per country", () => {
    expect(normalizeMobilePhone("06 12 34 56 78", "FR")).toBe("0612345678");
    expect(normalizeMobilePhone("0712345678", "FR")).toBe("0712345678");
    expect(normalizeMobilePhone("0470 12 34 56", "BE")).toBe("+32470123456");
    expect(normalizeMobilePhone("015112345678", "DE")).toBe("+4915112345678");
    expect(normalizeMobilePhone("01761234567", "DE")).toBe("+491761234567");
  });
  it("accepts international forms of the three countries, whatever the user's country", () => {
    expect(normalizeMobilePhone("+33 6 12 34 56 78", "BE")).toBe("0612345678");
    expect(normalizeMobilePhone("0033612345678", "FR")).toBe("0612345678");
    expect(normalizeMobilePhone("+32 470 12 34 56", "FR")).toBe("+32470123456");
  });
  it("refuses landlines, wrong lengths and other countries", () => {
    for (const [raw, country] of [
      ["0123456789", "FR"],
      ["061234567", "FR"],
      ["0301234567", "DE"],
      ["+41791234567", "FR"],
      ["", "FR"],
      ["0470123456", "FR"],
    ] as const) {
      expect(normalizeMobilePhone(raw, country)).toBeNull();
    }
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
