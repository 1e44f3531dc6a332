import { describe, expect, it } from "vitest";
import { withNirKey } from "./nir.ts";
import { withKvnrCheck } from "./kvnr.ts";
import { withNissCheck } from "./niss.ts";
import { ageOn, foreignInsuranceFields, checkBirthDateParts, corsicanDepartmentOf, isUnder16, missingPatientItems, patientChecklist, type PatientTraits } from "./patient.ts";

const TODAY = "2026-11-23";
const adult: PatientTraits = { gender: "F", birthDate: "1984-05-12", firstName: "Louise", birthName: "Martin" };
const none = { country: "FR", insurance: false, extraFields: [] } as const;

describe("birth-date fields", () => {
  it("accepts digits within range and answers the first wrong part", () => {
    expect(checkBirthDateParts({ day: "1", month: "2", year: "1984" }, TODAY)).toEqual({ ok: true, date: "1984-02-01" });
    expect(checkBirthDateParts({ day: "32", month: "01", year: "1984" }, TODAY)).toEqual({ ok: false, problem: "birth_date_day" });
    expect(checkBirthDateParts({ day: "1a", month: "01", year: "1984" }, TODAY)).toEqual({ ok: false, problem: "birth_date_day" });
    expect(checkBirthDateParts({ day: "10", month: "13", year: "1984" }, TODAY)).toEqual({ ok: false, problem: "birth_date_month" });
    expect(checkBirthDateParts({ day: "10", month: "12", year: "84" }, TODAY)).toEqual({ ok: false, problem: "birth_date_year" });
    expect(checkBirthDateParts({ day: "31", month: "02", year: "1984" }, TODAY)).toEqual({ ok: false, problem: "birth_date_invalid" });
    expect(checkBirthDateParts({ day: "24", month: "11", year: "2026" }, TODAY)).toEqual({ ok: false, problem: "birth_date_future" });
    expect(checkBirthDateParts({ day: "23", month: "11", year: "2026" }, TODAY).ok).toBe(true);
  });

  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2010-11-23", TODAY)).toBe(16);
    expect(ageOn("2010-11-24", TODAY)).toBe(15);
    expect(isUnder16("2010-11-24", TODAY)).toBe(true);
    expect(isUnder16(null, TODAY)).toBe(false);
  });
});

describe("patient step", () => {
  it("requires gender, birth date, first name and birth name", () => {
    expect(missingPatientItems(null, none, TODAY)).toEqual(["gender", "birth_date", "first_name", "birth_name"]);
    expect(missingPatientItems(adult, none, TODAY)).toEqual([]);
    expect(missingPatientItems({ ...adult, firstName: "  " }, none, TODAY)).toEqual(["first_name"]);
  });

  it("always lists last name and birth place, required only when the group asks for birth place", () => {
    const items = patientChecklist(adult, none, TODAY).map((s) => [s.item, s.required]);
    expect(items).toContainEqual(["last_name", false]);
    expect(items).toContainEqual(["birth_place", false]);
    expect(missingPatientItems(adult, { country: "FR", insurance: false, extraFields: ["BIRTH_PLACE", "PHONE", "CAISSE"] }, TODAY)).toEqual(["birth_place", "caisse", "phone"]);
  });

  it("asks for NIR and regime when insurance data is needed, and refuses an invalid NIR", () => {
    const insurance = { country: "FR", insurance: true, extraFields: [] } as const;
    expect(missingPatientItems(adult, insurance, TODAY)).toEqual(["nir", "regime"]);
    expect(missingPatientItems({ ...adult, nir: withNirKey("2840578006084"), regime: "01" }, insurance, TODAY)).toEqual([]);
    expect(missingPatientItems({ ...adult, nir: "284057800608400", regime: "01" }, insurance, TODAY)).toEqual(["nir"]);
    // Invalid even where optional: never sent on.
    expect(missingPatientItems({ ...adult, nir: "284057800608400" }, none, TODAY)).toEqual(["nir"]);
  });

  it("asks a child under 16 for the insured person's NIR, even without insurance data", () => {
    const child = { ...adult, birthDate: "2015-03-01" };
    expect(missingPatientItems(child, none, TODAY)).toEqual(["nir"]);
    // The insured person is a parent: a NIR of another sex and year is what is expected.
    expect(missingPatientItems({ ...child, nir: withNirKey("1780675123456") }, none, TODAY)).toEqual([]);
  });

  it("asks no French field of a Belgian or German patient, a child included, and flags a wrong NISS or KVNR", () => {
    const belgian = { country: "BE", insurance: false, extraFields: ["CAISSE", "CENTRE", "PHONE"] } as const;
    const german = { country: "DE", insurance: false, extraFields: [] } as const;
    const child = { ...adult, birthDate: "2015-03-01" };
    expect(missingPatientItems(child, belgian, TODAY)).toEqual(["phone"]);
    expect(missingPatientItems(child, german, TODAY)).toEqual([]);
    expect(patientChecklist(adult, belgian, TODAY).map((state) => state.item)).not.toContain("nir");
    expect(missingPatientItems({ ...adult, niss: withNissCheck("850730033", 1900), phone: "0470123456" }, belgian, TODAY)).toEqual([]);
    expect(missingPatientItems({ ...adult, niss: "85073003329", phone: "0470123456" }, belgian, TODAY)).toEqual(["niss"]);
    expect(missingPatientItems({ ...adult, kvnr: withKvnrCheck("A12345678"), krankenkasse: "AOK Bayern" }, german, TODAY)).toEqual([]);
    expect(missingPatientItems({ ...adult, kvnr: "X110411674", krankenkasse: "12" }, german, TODAY)).toEqual(["kvnr", "krankenkasse"]);
  });

  it("names the insurance fields of another country than the patient's", () => {
    expect(foreignInsuranceFields("BE", { nir: "185057800608491", niss: "85073003328" })).toEqual(["nir"]);
    expect(foreignInsuranceFields("DE", { regime: "01", niss: "85073003328", kvnr: "X110411675" })).toEqual(["regime", "niss"]);
    expect(foreignInsuranceFields("FR", { kvnr: "X110411675", nir: null, niss: "" })).toEqual(["kvnr"]);
    expect(foreignInsuranceFields("FR", { nir: "185057800608491", regime: "01" })).toEqual([]);
  });

  it("refuses an impossible or future birth date", () => {
    expect(missingPatientItems({ ...adult, birthDate: "2027-01-01" }, none, TODAY)).toEqual(["birth_date"]);
    expect(patientChecklist({ ...adult, birthDate: "1984-02-30" }, none, TODAY)[1]).toEqual({ item: "birth_date", required: true, done: false, invalid: true });
  });

  it("derives Corsica's department from the postal code (below 20200: 2A)", () => {
    expect(corsicanDepartmentOf("20000")).toBe("2A");
    expect(corsicanDepartmentOf("20199")).toBe("2A");
    expect(corsicanDepartmentOf("20200")).toBe("2B");
    expect(corsicanDepartmentOf("75011")).toBeNull();
  });
});
