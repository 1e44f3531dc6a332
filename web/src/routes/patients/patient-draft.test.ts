import { describe, expect, it } from "vitest";
import { withNirKey } from "@rules/nir.ts";
import { patientDraftErrors, patientDraftOf, patientInputOf } from "./patient-draft.ts";

const TODAY = "2026-11-23";
const none = { country: "FR", insurance: false, extraFields: [] } as const;

describe("patient draft", () => {
  it("reads a saved patient into three birth-date parts and back", () => {
    const draft = patientDraftOf({ gender: "F", birthDate: "1984-05-12", firstName: "Louise", birthName: "Martin" }, none);
    expect([draft.birthDay, draft.birthMonth, draft.birthYear]).toEqual(["12", "05", "1984"]);
    expect(patientInputOf(draft, TODAY)).toMatchObject({ birthDate: "1984-05-12", firstName: "Louise", nir: null });
    expect(patientDraftErrors(draft, none, TODAY)).toEqual({});
  });

  it("prefills the insurance defaults when insurance data is needed", () => {
    const draft = patientDraftOf(null, { country: "FR", insurance: true, extraFields: [] });
    expect([draft.regime, draft.caisse, draft.centre, draft.gestion]).toEqual(["01", "999", "9999", "10"]);
  });

  it("names each field to fix: required traits, a wrong birth date part, a wrong NIR key", () => {
    const draft = { ...patientDraftOf(null, none), birthDay: "32", birthMonth: "01", birthYear: "1990", nir: "185057800608492" };
    expect(patientDraftErrors(draft, none, TODAY)).toEqual({ gender: "required", birthDate: "birth_date_day", firstName: "required", birthName: "required", nir: "nir_key" });
  });

  it("asks a child's insured-person NIR and the group's extra fields", () => {
    const child = { ...patientDraftOf({ gender: "M", birthDate: "2015-03-01", firstName: "Hugo", birthName: "Petit" }, none) };
    expect(patientDraftErrors(child, { country: "FR", insurance: false, extraFields: ["PHONE"] }, TODAY)).toEqual({ nir: "required", phone: "required" });
    expect(patientDraftErrors({ ...child, nir: withNirKey("1780675123456"), phone: "0612345678" }, { country: "FR", insurance: false, extraFields: ["PHONE"] }, TODAY)).toEqual({});
  });
});
