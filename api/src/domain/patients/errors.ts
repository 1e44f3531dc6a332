// Patients: codes with their HTTP status (spec 2 §5 "Patient form").
export const patientsErrors = {
  /** The NIR is not 15 characters, is malformed, or its key does not match (RULES.md §1). */
  invalid_nir: { status: 422 },
  /** Not a calendar day, or after today. */
  invalid_birth_date: { status: 422 },
  /** The Belgian NISS (or BIS number) is not 11 digits, not a date, or its check fails (RULES.md §4). */
  invalid_niss: { status: 422 },
  /** The German KVNR is not a letter and 9 digits, or its check digit fails (RULES.md §5). */
  invalid_kvnr: { status: 422 },
  /** The Krankenkasse is neither a name nor an IK of 9 digits. */
  invalid_krankenkasse: { status: 422 },
  /** An insurance field of another country than the patient's (a NIR for a Belgian patient...). */
  insurance_field_of_other_country: { status: 422 },
} as const;
