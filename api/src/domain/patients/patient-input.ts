import { z } from "zod";
import { singleLineText } from "../single-line-text.ts";

// One input for creating and updating a patient, over GraphQL and REST alike (REST names the
// same fields in snake_case). Only shapes and bounds here: the NIR, the birth date and the
// required traits are checked by the commands with their own codes (patient-fields.ts).
// On update, an absent field stays as it is; null or an empty string clears it.

const text = (max: number) => singleLineText().max(max).nullish();
const multiLineText = (max: number) => z.string().max(max).nullish();

export const patientInput = z.object({
  firstName: text(100),
  lastName: text(100),
  birthName: text(100),
  /** YYYY-MM-DD. */
  birthDate: text(10),
  /** INSEE commune code (COG) of the place of birth; 99xxx for a birth abroad. */
  birthPlace: text(5),
  /** Rank among twins born the same day (1 for most people). */
  birthOrder: z.number().int().min(1).max(9).nullish(),
  gender: z.enum(["M", "F", "O"]).nullish(),
  /** The patient's NIR, or the insured person's for a child under 16; separators allowed. */
  nir: text(30),
  regime: text(2),
  caisse: text(3),
  centre: text(4),
  gestion: text(2),
  /** Belgian patients: the national register or BIS number (11 digits; separators allowed). */
  niss: text(20),
  /** German patients: the Krankenversichertennummer (a letter and 9 digits). */
  kvnr: text(14),
  /** German patients: the health insurer's name, or its IK (9 digits). */
  krankenkasse: text(100),
  phone: text(30),
  email: text(254),
  address: multiLineText(500),
});

export type PatientInput = z.input<typeof patientInput>;
export type ParsedPatientInput = z.output<typeof patientInput>;
