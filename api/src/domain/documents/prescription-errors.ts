// Prescriptions (spec 2 §5 "Prescription", §6, §8 "Prescription failure"): the refusals of
// POST requests/prescription_generation/ and of attaching a prescription to a request.
export const prescriptionErrors = {
  /** Spec 2 §6: only recipient-side participants who can prescribe (professional.can_prescribe). */
  prescription_not_allowed: { status: 403 },
  /** template_name is none of default, bizone, cerfa_12708_02. */
  prescription_template_unknown: { status: 422 },
  /** Spec 2 §5: the text is required for the default and two-section templates (and the form's prescription box). */
  prescription_text_required: { status: 422 },
  /** Spec 2 §5: a date is DDMMYYYY, exactly 8 digits naming a real day. */
  prescription_date_invalid: { status: 422 },
  /** Spec 2 §5: "Required fields of the prescription form are checked" (form 12708*02's yes/no boxes). */
  prescription_field_required: { status: 422 },
  /** Spec 2 §5: "a billing number is required to attach". */
  prescription_billing_number_required: { status: 422 },
  /** The billing number is not one of the prescriber's (billing_infos). */
  prescription_billing_number_unknown: { status: 422 },
} as const;
