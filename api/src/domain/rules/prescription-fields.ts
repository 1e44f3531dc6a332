import { isCalendarDay } from "./dates.ts";

// Spec 2 §3 "Prescription templates" and §5 "Prescription": the template names on the wire and
// the rules of their fields, here in rules/ because the web's prescription modal checks them too
// before it calls (the server checks them again: api/src/domain/documents/prescription-input.ts).

/**
 * The template_name values of POST requests/prescription_generation/: `default` (free text),
 * `bizone` (the two-section prescription for a patient with a long-term condition, "ordonnance
 * bizone", cerfa 14465*01), `cerfa_12708_02` (the official form 12708*02, "ordonnance de
 * médicaments ou de produits et prestations d'exception"). The spec names only the last one.
 */
export const PRESCRIPTION_TEMPLATES = ["default", "bizone", "cerfa_12708_02"] as const;
export type PrescriptionTemplate = (typeof PRESCRIPTION_TEMPLATES)[number];

export function isPrescriptionTemplate(value: string): value is PrescriptionTemplate {
  return (PRESCRIPTION_TEMPLATES as readonly string[]).includes(value);
}

/** A prescription's text: a few pages at most (the form's box holds far less, see PRESCRIPTION_FORM_TEXT_MAX). */
export const PRESCRIPTION_TEXT_MAX = 5000;
/** The prescription box of form 12708*02 is a third of a page. */
export const PRESCRIPTION_FORM_TEXT_MAX = 1500;
/** A work-accident number (the insurer's file number). */
export const WORK_ACCIDENT_NUMBER_MAX = 20;

/** Spec 2 §5 and §9: dates are DDMMYYYY, exactly 8 characters (the form's 8 boxes). */
export const PRESCRIPTION_DATE_LENGTH = 8;

/** DDMMYYYY as YYYY-MM-DD when it is 8 digits naming a real day, else null. */
export function prescriptionDateDay(text: string): string | null {
  if (!/^\d{8}$/.test(text)) return null;
  const day = `${text.slice(4, 8)}-${text.slice(2, 4)}-${text.slice(0, 2)}`;
  return isCalendarDay(day) ? day : null;
}

/** The template's text is required (spec 2 §5: "the text field is required for the default and two-section templates"). */
export function hasPrescriptionText(template: PrescriptionTemplate, values: { text?: string | undefined; aldText?: string | undefined }): boolean {
  const text = values.text?.trim() ?? "";
  // The two-section prescription may hold only long-term-condition lines: one zone or the other.
  if (template === "bizone") return text !== "" || (values.aldText?.trim() ?? "") !== "";
  return text !== "";
}
