import { describe, expect, it } from "vitest";
import { readCorrespondentContact } from "./correspondent-contact.ts";

describe("readCorrespondentContact", () => {
  it("reads an address, normalised", () => {
    expect(readCorrespondentContact("  Dr.Durand@Example.FR ", "FR")).toEqual({ channel: "EMAIL", to: "dr.durand@example.fr" });
  });

  it("reads a mobile number of the viewer's country in its stored form", () => {
    expect(readCorrespondentContact("06 12 34 56 78", "FR")).toEqual({ channel: "SMS", to: "0612345678" });
    expect(readCorrespondentContact("0470 12 34 56", "BE")).toEqual({ channel: "SMS", to: "+32470123456" });
    expect(readCorrespondentContact("01512 3456789", "DE")).toEqual({ channel: "SMS", to: "+4915123456789" });
  });

  it("refuses the rest: words, landlines, another country's national form, secure messaging", () => {
    for (const raw of ["abc", "", "0147000000", "someone@", "x@mssante.fr"]) expect(readCorrespondentContact(raw, "FR")).toBeNull();
    expect(readCorrespondentContact("0612345678", "DE")).toBeNull();
  });
});
