import { z } from "zod";
import { professionalNumberSchema } from "../directory/recipients-by-number.ts";
import { dbIdSchema } from "../rules/id.ts";
import { singleLineText } from "../single-line-text.ts";
import { DESCRIPTION_MAX_LENGTH, IEP_MAX_LENGTH } from "../requests/draft-input.ts";

/** A prepared draft waits this long for its doctor to open it (issue 24 item 2). */
export const INTEROP_DRAFT_TTL_DAYS = 7;

const text = (max: number) => singleLineText().trim().min(1).max(max).optional();

/**
 * What a practice-software link or a prepared draft may carry (spec 2 §7 POST requests "in the
 * interop flow": recipient, description, iep, ipp; issue 24 adds the patient's traits). The link
 * names them in snake_case (interop-link-params.ts); every one is optional but the recipient.
 */
export const interopDraftInput = z.object({
  recipientRpps: professionalNumberSchema.optional(),
  recipientProfessionalId: dbIdSchema.optional(),
  description: z.string().max(DESCRIPTION_MAX_LENGTH).optional(),
  patientFirstName: text(100),
  patientLastName: text(100),
  patientBirthName: text(100),
  /** YYYY-MM-DD. */
  patientBirthDate: text(10),
  patientGender: z.enum(["M", "F", "O"]).optional(),
  patientNir: text(30),
  iep: text(IEP_MAX_LENGTH),
  ipp: text(IEP_MAX_LENGTH),
});
export type InteropDraftInput = z.input<typeof interopDraftInput>;
export type ParsedInteropDraftInput = z.output<typeof interopDraftInput>;

/** The link carries a patient when it names any of the patient's traits. */
export function hasPatientTraits(input: ParsedInteropDraftInput): boolean {
  return [input.patientFirstName, input.patientLastName, input.patientBirthName, input.patientBirthDate, input.patientGender, input.patientNir].some((value) => value !== undefined);
}
