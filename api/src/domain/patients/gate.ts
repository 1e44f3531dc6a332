import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { readablePatientWhere } from "./access.ts";

/** The patients area's gate: the only way adapters load patient rows (see requests/gate.ts). */
export function findReadablePatients(db: Db, viewer: Viewer | null, ids: number[], query: Record<string, unknown> = {}) {
  return db.patient.findMany({ ...query, where: { id: { in: ids }, AND: [readablePatientWhere(viewer)] } });
}

/** One patient by id through the gate; null when missing or not readable (alike). */
export function findReadablePatient(db: Db, viewer: Viewer | null, id: number, query: Record<string, unknown> = {}) {
  return db.patient.findFirst({ ...query, where: { id, AND: [readablePatientWhere(viewer)] } });
}
