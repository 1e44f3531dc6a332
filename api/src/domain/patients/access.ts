import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import { participatingRequestWhere, readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

/** Patients the viewer may read: of a readable request, or entered by the viewer. */
export function readablePatientWhere(viewer: Viewer | null): Prisma.PatientWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { OR: [{ createdById: viewer.userId }, { requests: { some: readableRequestWhere(viewer) } }] };
}

/**
 * Patients the viewer may change: entered by the viewer, or the patient of a draft the viewer
 * writes on the sender side (only drafts are editable, spec 2 §4).
 */
export function writablePatientWhere(viewer: Viewer | null): Prisma.PatientWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { OR: [{ createdById: viewer.userId }, { requests: { some: { status: "DRAFT", ...participatingRequestWhere(viewer, "SENDER") } } }] };
}

/**
 * Data minimisation (DESIGN.md): the NIR is shown to the one who entered the patient and to
 * those taking part in one of the patient's requests (the requester fills it, the expert bills
 * with it), not to shadow viewers. The select below loads what `canReadNir` decides on.
 */
export function nirReaderSelect(viewer: Viewer | null) {
  return {
    createdById: true,
    requests: { where: isValidatedViewer(viewer) ? participatingRequestWhere(viewer) : NO_ROW, select: { id: true }, take: 1 },
  } satisfies Prisma.PatientSelect;
}

export function canReadNir(viewer: Viewer | null, patient: { createdById: number | null; requests: { id: number }[] }): boolean {
  if (!isValidatedViewer(viewer)) return false;
  return patient.createdById === viewer.userId || patient.requests.length > 0;
}
