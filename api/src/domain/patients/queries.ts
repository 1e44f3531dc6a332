import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { canReadNir, nirReaderSelect, readablePatientWhere } from "./access.ts";

const patientColumns = {
  id: true,
  firstName: true,
  lastName: true,
  birthName: true,
  birthDate: true,
  birthPlace: true,
  birthOrder: true,
  gender: true,
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

export type PatientRow = Awaited<ReturnType<typeof findReadablePatient>>;

/** A patient the viewer may read, with the NIR only for those who may see it; null otherwise. */
export async function findReadablePatient(db: Db, viewer: Viewer, id: number) {
  const row = await db.patient.findFirst({ where: { id, AND: [readablePatientWhere(viewer)] }, select: { ...patientColumns, ...nirReaderSelect(viewer) } });
  if (!row) return null;
  const { createdById, requests, ...patient } = row;
  return { ...patient, nir: canReadNir(viewer, { createdById, requests }) ? patient.nir : null };
}
