import { z } from "zod";
import type { InteropDraftInput } from "../../domain/interop/interop-draft-input.ts";

// The interop draft's parameters in snake_case, as practice software writes them (the same names
// as the /interop/drafts/new link); the command checks them (interop-draft-input.ts).
const text = z.string().max(20_000).optional();
export const interopDraftBody = z.object({
  recipient_rpps: z.string().max(20).optional().describe("The recipient's RPPS (or ADELI, INAMI, LANR) number; or recipient_professional_id."),
  recipient_professional_id: z.number().int().optional().describe("The recipient's id in the directory; or recipient_rpps."),
  description: text.describe("The question, as the draft's description."),
  patient_first_name: z.string().max(100).optional(),
  patient_last_name: z.string().max(100).optional(),
  patient_birth_name: z.string().max(100).optional().describe("Defaults to patient_last_name."),
  patient_birth_date: z.string().max(10).optional().describe("YYYY-MM-DD."),
  patient_gender: z.enum(["M", "F", "O"]).optional(),
  patient_nir: z.string().max(30).optional(),
  iep: z.string().max(64).optional().describe("The hospital stay number (IEP)."),
  ipp: z.string().max(64).optional().describe("The patient's id in the practice or hospital software (IPP)."),
});
export type InteropDraftBody = z.infer<typeof interopDraftBody>;

export function interopDraftInputOf(body: InteropDraftBody): InteropDraftInput {
  return {
    recipientRpps: body.recipient_rpps,
    recipientProfessionalId: body.recipient_professional_id,
    description: body.description,
    patientFirstName: body.patient_first_name,
    patientLastName: body.patient_last_name,
    patientBirthName: body.patient_birth_name,
    patientBirthDate: body.patient_birth_date,
    patientGender: body.patient_gender,
    patientNir: body.patient_nir,
    iep: body.iep,
    ipp: body.ipp,
  };
}
