import { describe, expect, it } from "vitest";
import { isValidMssAddress } from "./mss-address.ts";

// RULES.md §7: MSSanté domains are sub-domains of mssante.fr; patient.mssante.fr is a patient's.
describe("MSSanté addresses", () => {
  it("accepts the operator domains RULES.md observed, whatever the case and surrounding spaces", () => {
    expect(isValidMssAddress("claire.martin@medecin.mssante.fr")).toBe(true);
    expect(isValidMssAddress("  Secretariat.Cardio@CH-Tours.mssante.fr ")).toBe(true);
    expect(isValidMssAddress("test@test-ci-sis.mssante.fr")).toBe(true);
  });

  it("refuses a patient's Mon espace santé mailbox", () => {
    expect(isValidMssAddress("1234567890123@patient.mssante.fr")).toBe(false);
  });

  it("refuses ordinary mail, look-alike domains and the bare parent domain", () => {
    expect(isValidMssAddress("claire.martin@gmail.com")).toBe(false);
    expect(isValidMssAddress("claire@mssante.fr.example.com")).toBe(false);
    expect(isValidMssAddress("claire@notmssante.fr")).toBe(false);
    expect(isValidMssAddress("claire@mssante.fr")).toBe(false);
    expect(isValidMssAddress("cabinet@apicrypt.org")).toBe(false);
  });

  it("refuses what is no address", () => {
    expect(isValidMssAddress("")).toBe(false);
    expect(isValidMssAddress("claire martin@medecin.mssante.fr")).toBe(false);
    expect(isValidMssAddress("claire@@medecin.mssante.fr")).toBe(false);
    expect(isValidMssAddress("@medecin.mssante.fr")).toBe(false);
    expect(isValidMssAddress("claire@medecin..mssante.fr")).toBe(false);
  });
});
