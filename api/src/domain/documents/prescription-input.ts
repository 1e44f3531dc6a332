import { z } from "zod";
import { DomainError } from "../errors.ts";
import { dbIdSchema } from "../rules/id.ts";
import {
  hasPrescriptionText,
  isPrescriptionTemplate,
  PRESCRIPTION_FORM_TEXT_MAX,
  PRESCRIPTION_TEXT_MAX,
  prescriptionDateDay,
  WORK_ACCIDENT_NUMBER_MAX,
  type PrescriptionTemplate,
} from "../rules/prescription-fields.ts";

// Spec 2 §7 POST requests/prescription_generation/ (request_id, template_name, values,
// billing_number) and §5 "Prescription": one input for both adapters. The zod schema reads the
// shape; checkPrescriptionValues applies the §5 rules with their own codes, so that the modal
// (and a partner) learns which field is wrong, not only "validation_failed".

const text = (max: number) => z.string().max(max).optional();

/** Every template's fields; a template reads its own and ignores the others. */
export const prescriptionValuesSchema = z
  .object({
    /** default: the prescription; bizone: the lower zone (unrelated to the long-term condition); form: the prescription box. */
    text: text(PRESCRIPTION_TEXT_MAX),
    /** bizone: the upper zone (the long-term condition's treatment). */
    aldText: text(PRESCRIPTION_TEXT_MAX),
    /** Form 12708*02: care related to an exempting long-term condition (yes/no, required). */
    ald: z.boolean().nullable().optional(),
    /** Form 12708*02: work accident or occupational disease (yes/no, required). */
    workAccident: z.boolean().nullable().optional(),
    /** Form 12708*02: the work accident's date, DDMMYYYY, optional. */
    workAccidentDate: text(20),
    /** Form 12708*02: the work accident's number, optional. */
    workAccidentNumber: text(WORK_ACCIDENT_NUMBER_MAX),
    /** Form 12708*02: the date before which the prescription is to be carried out, DDMMYYYY, optional. */
    deadlineDate: text(20),
  })
  .strip();

export const prescriptionInput = z.object({
  requestId: dbIdSchema,
  templateName: z.string().max(40),
  values: prescriptionValuesSchema.default({}),
  /** One of the prescriber's billing numbers (billing_infos); required to attach, optional for a preview. */
  billingNumber: z.string().max(20).nullable().optional(),
});

export type PrescriptionInput = z.output<typeof prescriptionInput>;

/** A date as the form prints it, DDMMYYYY, checked; "" is no date. */
export type PrescriptionValues = {
  text: string;
  aldText: string;
  ald: boolean | null;
  workAccident: boolean | null;
  workAccidentDate: string | null;
  workAccidentNumber: string;
  deadlineDate: string | null;
};

function checkedDate(value: string | undefined, field: string): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return null;
  if (prescriptionDateDay(trimmed) === null) throw new DomainError("prescription_date_invalid", field);
  return trimmed;
}

/**
 * Spec 2 §5: the text is required for the default and two-section templates (the form's
 * prescription box too: a form with nothing prescribed is no prescription); the form's yes/no
 * boxes (long-term condition, work accident) are its required fields; dates are DDMMYYYY.
 */
export function checkPrescriptionValues(templateName: string, values: z.output<typeof prescriptionValuesSchema>): { template: PrescriptionTemplate; values: PrescriptionValues } {
  if (!isPrescriptionTemplate(templateName)) throw new DomainError("prescription_template_unknown", "templateName");
  const template = templateName;
  if (!hasPrescriptionText(template, values)) throw new DomainError("prescription_text_required", "text");
  const checked: PrescriptionValues = {
    text: values.text?.trim() ?? "",
    aldText: template === "bizone" ? (values.aldText?.trim() ?? "") : "",
    ald: null,
    workAccident: null,
    workAccidentDate: null,
    workAccidentNumber: "",
    deadlineDate: null,
  };
  if (template !== "cerfa_12708_02") return { template, values: checked };
  if (checked.text.length > PRESCRIPTION_FORM_TEXT_MAX) throw new DomainError("validation_failed", "text");
  if (values.ald === undefined || values.ald === null) throw new DomainError("prescription_field_required", "ald");
  if (values.workAccident === undefined || values.workAccident === null) throw new DomainError("prescription_field_required", "workAccident");
  return {
    template,
    values: {
      ...checked,
      ald: values.ald,
      workAccident: values.workAccident,
      workAccidentDate: checkedDate(values.workAccidentDate, "workAccidentDate"),
      workAccidentNumber: values.workAccidentNumber?.trim() ?? "",
      deadlineDate: checkedDate(values.deadlineDate, "deadlineDate"),
    },
  };
}
