import { describe, expect, it } from "vitest";
import { parseInput } from "../input.ts";
import { patientInput } from "./patient-input.ts";

describe("the patient's input", () => {
  it("keeps names on one line and the address on several", () => {
    const parsed = parseInput(patientInput, { lastName: "DUPONT\r\n", birthName: "LE\tGOFF", firstName: "Marie\nAnne", address: "3 rue Nationale\n37000 Tours" });
    expect(parsed).toMatchObject({ lastName: "DUPONT ", birthName: "LE GOFF", firstName: "Marie Anne", address: "3 rue Nationale\n37000 Tours" });
  });

  it("checks the bound on the folded text", () => {
    expect(() => parseInput(patientInput, { lastName: "x".repeat(101) })).toThrow();
    expect(parseInput(patientInput, { lastName: `${"x".repeat(99)}\r\n` }).lastName).toBe(`${"x".repeat(99)} `);
  });
});
