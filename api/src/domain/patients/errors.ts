// Patients: codes with their HTTP status (spec 2 §5 "Patient form").
export const patientsErrors = {
  /** The NIR is not 15 characters, is malformed, or its key does not match (RULES.md §1). */
  invalid_nir: { status: 422 },
  /** Not a calendar day, or after today. */
  invalid_birth_date: { status: 422 },
} as const;
