import type { Prisma } from "../../db/generated/prisma/client.ts";
import { missingPatientItems, type ExtraPatientField, type PatientCountry, type PatientRequirements } from "../rules/patient.ts";
import { todayOf } from "../patients/patient-fields.ts";
import { formMissingFields } from "./form-content.ts";

const patientTraitsSelect = {
  gender: true,
  birthDate: true,
  firstName: true,
  lastName: true,
  birthName: true,
  birthPlace: true,
  nir: true,
  regime: true,
  caisse: true,
  centre: true,
  gestion: true,
  country: true,
  niss: true,
  kvnr: true,
  krankenkasse: true,
  phone: true,
  email: true,
  address: true,
} as const;

/** What publishing checks, loaded in one query. */
export const readinessSelect = {
  description: true,
  formContent: true,
  patientConsentAt: true,
  patient: { select: patientTraitsSelect },
  author: { select: { country: true } },
  recipientProfessionalId: true,
  recipientTopic: { select: { formSchema: true, recipientProfessionalMode: true } },
  recipientGroup: { select: { extraPatientFields: true } },
} as const;

type Snapshot = Prisma.RequestGetPayload<{ select: typeof readinessSelect }>;

/**
 * What the request asks of its patient. The insurance country is the patient's (recorded when
 * entered), else the requester's for a patient still to enter. French insurance data (NIR and
 * regime) is needed where the act is billed to the national health insurance from the patient's
 * card: French patients of requests written in France (spec 2 §5 "when the request needs
 * insurance data"). Extra fields come from the recipient group.
 */
export function patientRequirementsOf(request: { author: { country: PatientCountry }; patient?: { country: PatientCountry } | null; recipientGroup: { extraPatientFields: ExtraPatientField[] } | null }): PatientRequirements {
  const country = request.patient?.country ?? request.author.country;
  return { country, insurance: country === "FR" && request.author.country === "FR", extraFields: request.recipientGroup?.extraPatientFields ?? [] };
}

/**
 * Spec 2 §5 "Request drafts": publishing is blocked unless the patient step is complete and a
 * description or the form's required fields are given; the patient's consent to tele-expertise
 * is recorded by the requester (French good practice). Returns every missing item in the
 * editor's order, as stable keys: "patient", "patient.<item>" (rules/patient.ts), "consent",
 * "description", "form.<field>", "recipient" when the topic needs a named expert, and
 * "recipient.none" when no recipient is chosen yet.
 */
export function publishMissingItems(request: Snapshot, now: Date): string[] {
  const today = todayOf(now);
  const missing: string[] = [];
  // A topic in "require" mode is answered by a named expert (spec 1 §3 recipient_professional_mode).
  // A draft transferred without its context has no recipient yet (spec 2 §6 transfer).
  if (request.recipientTopic === null && request.recipientProfessionalId === null) missing.push("recipient.none");
  else if (request.recipientTopic?.recipientProfessionalMode === "REQUIRE" && request.recipientProfessionalId === null) missing.push("recipient");
  const patient = request.patient;
  if (!patient) missing.push("patient");
  else {
    const traits = { ...patient, birthDate: patient.birthDate ? patient.birthDate.toISOString().slice(0, 10) : null };
    missing.push(...missingPatientItems(traits, patientRequirementsOf(request), today).map((item) => `patient.${item}`));
  }
  if (!request.patientConsentAt) missing.push("consent");
  const schema = request.recipientTopic?.formSchema ?? null;
  if (schema) missing.push(...formMissingFields(schema, formValueOf(request.formContent)).map((field) => `form.${field}`));
  else if (!request.description?.trim()) missing.push("description");
  return missing;
}

function formValueOf(formContent: Prisma.JsonValue | null): unknown {
  if (!formContent || typeof formContent !== "object" || Array.isArray(formContent)) return {};
  return (formContent as Prisma.JsonObject).value ?? {};
}
