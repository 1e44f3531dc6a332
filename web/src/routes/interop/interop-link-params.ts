// Issue 24 item 2: the parameters of a practice-software link /interop/drafts/new#..., in the
// hash so that the patient's traits never reach a server log or a Referer header. Names are the
// snake_case of spec 2 §7 POST requests; a parameter we do not know is ignored, as a mature
// integration partner expects of a link format that grows.

/** The GraphQL InteropDraftInput the link becomes. */
export type InteropLinkInput = {
  recipientRpps?: string;
  recipientProfessionalId?: number;
  description?: string;
  patientFirstName?: string;
  patientLastName?: string;
  patientBirthName?: string;
  patientBirthDate?: string;
  patientGender?: string;
  patientNir?: string;
  iep?: string;
  ipp?: string;
};

type TextField = Exclude<keyof InteropLinkInput, "recipientProfessionalId">;

/** Link parameter → input field; `rpps` is the short name some software writes. */
const TEXT_PARAMETERS: Record<string, TextField> = {
  recipient_rpps: "recipientRpps",
  rpps: "recipientRpps",
  description: "description",
  patient_first_name: "patientFirstName",
  patient_last_name: "patientLastName",
  patient_birth_name: "patientBirthName",
  patient_birth_date: "patientBirthDate",
  patient_gender: "patientGender",
  patient_nir: "patientNir",
  iep: "iep",
  ipp: "ipp",
};
const ID_PARAMETERS = ["recipient_professional_id", "recipient_id"];

/** The link's parameter for a field the server names in a refusal (GraphQL input or patient field). */
const PARAMETER_OF_FIELD: Record<string, string> = {
  recipientRpps: "recipient_rpps",
  recipientProfessionalId: "recipient_id",
  recipientId: "recipient_id",
  description: "description",
  patientFirstName: "patient_first_name",
  firstName: "patient_first_name",
  patientLastName: "patient_last_name",
  lastName: "patient_last_name",
  patientBirthName: "patient_birth_name",
  birthName: "patient_last_name",
  patientBirthDate: "patient_birth_date",
  birthDate: "patient_birth_date",
  patientGender: "patient_gender",
  gender: "patient_gender",
  patientNir: "patient_nir",
  nir: "patient_nir",
  iep: "iep",
  ipp: "ipp",
};

export type InteropLink = { ok: true; input: InteropLinkInput } | { ok: false; parameter: string };

/**
 * The link's hash as the mutation's input; a recipient id that is no whole number names its
 * parameter, and a link with no recipient at all still goes to the server, which says so in the
 * viewer's language (interop_recipient_missing).
 */
export function interopLinkInput(hash: string): InteropLink {
  const params = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  const input: InteropLinkInput = {};
  for (const [name, value] of params) {
    const field = TEXT_PARAMETERS[name];
    if (field && value.trim() !== "") input[field] = value;
    if (ID_PARAMETERS.includes(name) && value.trim() !== "") {
      const id = Number(value);
      if (!Number.isInteger(id) || id < 1) return { ok: false, parameter: name };
      input.recipientProfessionalId = id;
    }
  }
  return { ok: true, input };
}

/** The link parameter a refusal's field names, for the error screen; null when it names none we know. */
export function linkParameterOf(field: string | null | undefined): string | null {
  if (!field) return null;
  if (ID_PARAMETERS.includes(field) || field in TEXT_PARAMETERS) return field;
  return PARAMETER_OF_FIELD[field] ?? null;
}
