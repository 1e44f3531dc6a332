import { describe, expect, it } from "vitest";
import { DomainError } from "../errors.ts";
import { prescriptionDateDay } from "../rules/prescription-fields.ts";
import { prescriberStanding } from "./prescription-access.ts";
import { checkPrescriptionValues } from "./prescription-input.ts";

function refusal(run: () => unknown): { code: string; field: string | undefined } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field };
    throw error;
  }
}

describe("prescription values (spec 2 §5)", () => {
  it("requires the text of the default and two-section templates", () => {
    expect(refusal(() => checkPrescriptionValues("default", { text: "  " }))).toEqual({ code: "prescription_text_required", field: "text" });
    expect(refusal(() => checkPrescriptionValues("bizone", {}))).toEqual({ code: "prescription_text_required", field: "text" });
    expect(checkPrescriptionValues("bizone", { aldText: "Metformine 1 g" }).values.aldText).toBe("Metformine 1 g");
    expect(checkPrescriptionValues("default", { text: " Repos ", aldText: "ignored" }).values).toMatchObject({ text: "Repos", aldText: "" });
  });

  it("refuses an unknown template", () => {
    expect(refusal(() => checkPrescriptionValues("ordonnance", { text: "x" }))?.code).toBe("prescription_template_unknown");
  });

  it("checks the form's required yes/no boxes and its DDMMYYYY dates", () => {
    const form = { text: "Adalimumab", ald: true, workAccident: false };
    expect(refusal(() => checkPrescriptionValues("cerfa_12708_02", { text: "Adalimumab", workAccident: false }))).toEqual({ code: "prescription_field_required", field: "ald" });
    expect(refusal(() => checkPrescriptionValues("cerfa_12708_02", { text: "Adalimumab", ald: false }))).toEqual({ code: "prescription_field_required", field: "workAccident" });
    expect(refusal(() => checkPrescriptionValues("cerfa_12708_02", { ...form, text: "" }))?.code).toBe("prescription_text_required");
    for (const wrong of ["3112202", "311220261", "2026-12-31", "31/12/26", "30022026", "00012026"]) {
      expect(refusal(() => checkPrescriptionValues("cerfa_12708_02", { ...form, workAccidentDate: wrong }))).toEqual({ code: "prescription_date_invalid", field: "workAccidentDate" });
    }
    expect(refusal(() => checkPrescriptionValues("cerfa_12708_02", { ...form, deadlineDate: "32012027" }))).toEqual({ code: "prescription_date_invalid", field: "deadlineDate" });
    const ok = checkPrescriptionValues("cerfa_12708_02", { ...form, workAccidentDate: "29022024", deadlineDate: "" });
    expect(ok.values).toMatchObject({ ald: true, workAccident: false, workAccidentDate: "29022024", deadlineDate: null });
  });

  it("reads DDMMYYYY as a calendar day", () => {
    expect(prescriptionDateDay("01022026")).toBe("2026-02-01");
    expect(prescriptionDateDay("29022025")).toBeNull();
  });
});

describe("prescriberStanding (spec 2 §6)", () => {
  it("allows recipient-side participants in France who can prescribe, and no one else", () => {
    expect(prescriberStanding({ side: "RECIPIENT", country: "FR", canPrescribe: true })).toBe("allowed");
    expect(prescriberStanding({ side: "SENDER", country: "FR", canPrescribe: true })).toBe("prescription_not_allowed");
    expect(prescriberStanding({ side: null, country: "FR", canPrescribe: true })).toBe("prescription_not_allowed");
    expect(prescriberStanding({ side: "RECIPIENT", country: "FR", canPrescribe: false })).toBe("prescription_not_allowed");
    expect(prescriberStanding({ side: "RECIPIENT", country: "BE", canPrescribe: true })).toBe("france_only");
    expect(prescriberStanding({ side: "RECIPIENT", country: "DE", canPrescribe: true })).toBe("france_only");
  });
});
