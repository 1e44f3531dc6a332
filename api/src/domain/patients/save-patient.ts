import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { participatingRequestWhere } from "../requests/access.ts";
import { refreshSearchText } from "../requests/search-text.ts";
import type { Viewer } from "../viewer.ts";
import { writablePatientWhere } from "./access.ts";
import { patientData, requireTraits } from "./patient-fields.ts";
import { patientInput, type PatientInput } from "./patient-input.ts";
import { publishRequestUpdates } from "../requests/request-events.ts";

/** Enters a patient (the draft editor then attaches it to the draft). */
export async function createPatient(deps: Deps, viewer: Viewer, raw: PatientInput): Promise<{ id: number }> {
  const input = parseInput(patientInput, raw);
  // The patient carries the insurance identity of the requester's country (rules/patient.ts).
  const author = await deps.db.user.findUnique({ where: { id: viewer.userId }, select: { country: true } });
  if (!author) throw new DomainError("not_found");
  const data = patientData(input, deps.now, author.country);
  requireTraits(data);
  const created = await deps.db.patient.create({ data: { ...data, country: author.country, createdById: viewer.userId }, select: { id: true } });
  deps.trail?.write({ type: "patient", id: created.id, requestId: null }, "created");
  return created;
}

/**
 * Changes a patient the viewer may write (writablePatientWhere; any other answers not_found,
 * like a missing one). Absent fields stay; the required traits cannot be cleared. The feed
 * search text of the viewer's drafts with this patient follows the new names.
 */
export async function updatePatient(deps: Deps, viewer: Viewer, id: number, raw: PatientInput): Promise<{ id: number }> {
  const input = parseInput(patientInput, raw);
  const existing = await deps.db.patient.findFirst({
    where: { id, AND: [writablePatientWhere(viewer)] },
    select: { gender: true, birthDate: true, firstName: true, birthName: true, country: true },
  });
  if (!existing) throw new DomainError("not_found");
  const data = patientData(input, deps.now, existing.country);
  requireTraits({
    gender: data.gender === undefined ? existing.gender : data.gender,
    birthDate: data.birthDate === undefined ? existing.birthDate : data.birthDate,
    firstName: data.firstName === undefined ? existing.firstName : data.firstName,
    birthName: data.birthName === undefined ? existing.birthName : data.birthName,
  });
  const drafts = await deps.db.$transaction(async (tx) => {
    await tx.patient.update({ where: { id }, data, select: { id: true } });
    const rows = await tx.request.findMany({ where: { patientId: id, status: "DRAFT", ...participatingRequestWhere(viewer, "SENDER") }, select: { id: true } });
    for (const row of rows) await refreshSearchText(tx, row.id);
    return rows.map((row) => row.id);
  });
  deps.trail?.write({ type: "patient", id, requestId: null }, "updated");
  // After the commit: another sender with the draft open sees the new patient.
  await publishRequestUpdates(deps, drafts.map((requestId) => ({ requestId, kind: "updated" as const })));
  return { id };
}
