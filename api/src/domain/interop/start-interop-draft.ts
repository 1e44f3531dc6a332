import type { Deps } from "../deps.ts";
import { recipientsByNumber } from "../directory/recipients-by-number.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { createPatient } from "../patients/save-patient.ts";
import { patientData, requireTraits } from "../patients/patient-fields.ts";
import type { ParsedPatientInput } from "../patients/patient-input.ts";
import { createRequest, type CreatedRequest } from "../requests/create-request.ts";
import { deleteDraft } from "../requests/delete-draft.ts";
import { updateDraft } from "../requests/update-draft.ts";
import type { Viewer } from "../viewer.ts";
import { hasPatientTraits, interopDraftInput, type InteropDraftInput, type ParsedInteropDraftInput } from "./interop-draft-input.ts";

/** The link's patient as the patient commands read it; the birth name is the last name when the software has only one. */
function patientOf(input: ParsedInteropDraftInput): ParsedPatientInput {
  return {
    firstName: input.patientFirstName,
    lastName: input.patientLastName,
    birthName: input.patientBirthName ?? input.patientLastName,
    birthDate: input.patientBirthDate,
    gender: input.patientGender,
    nir: input.patientNir,
  };
}

async function recipientIdOf(deps: Deps, viewer: Viewer, input: ParsedInteropDraftInput): Promise<number> {
  if (input.recipientProfessionalId !== undefined) return input.recipientProfessionalId;
  if (input.recipientRpps === undefined) throw new DomainError("interop_recipient_missing", "recipientRpps");
  const [first] = await recipientsByNumber(deps.db, viewer, input.recipientRpps);
  if (!first) throw new DomainError("interop_recipient_unknown", "recipientRpps");
  return first.id;
}

/**
 * Issue 24 item 2, spec 2 §7 POST requests "in the interop flow": a draft to the professional a
 * practice-software link names (by RPPS or id), with its description, patient, IEP and IPP,
 * made by the same commands as the new-request screen. Everything the link says is checked
 * before anything is written; should a later step still fail, the draft and the patient made
 * for it are removed: a bad link never leaves a half-made request.
 */
export async function startInteropDraft(deps: Deps, viewer: Viewer, raw: InteropDraftInput): Promise<CreatedRequest> {
  const input = parseInput(interopDraftInput, raw);
  const recipientProfessionalId = await recipientIdOf(deps, viewer, input);
  const withPatient = hasPatientTraits(input);
  if (withPatient) {
    const author = await deps.db.user.findUnique({ where: { id: viewer.userId }, select: { country: true } });
    if (!author) throw new DomainError("not_found");
    const patient = patientData(patientOf(input), deps.now, author.country);
    requireTraits(patient);
  }

  const draft = await createRequest(deps, viewer, { recipientType: "PROFESSIONAL", recipientProfessionalId });
  let patientId: number | null = null;
  try {
    if (withPatient) patientId = (await createPatient(deps, viewer, patientOf(input))).id;
    const changes = { description: input.description, iep: input.iep, ipp: input.ipp, patientId: patientId ?? undefined };
    if (Object.values(changes).some((value) => value !== undefined)) await updateDraft(deps, viewer, { requestId: draft.id, ...changes });
  } catch (error) {
    await deleteDraft(deps, viewer, { requestId: draft.id }).catch(() => undefined);
    if (patientId !== null) await deps.db.patient.deleteMany({ where: { id: patientId, createdById: viewer.userId, requests: { none: {} } } }).catch(() => undefined);
    throw error;
  }
  return draft;
}
