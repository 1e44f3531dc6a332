import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { readableFileWhere } from "./access.ts";

/** The files area's gate: the only way adapters load file rows (see requests/gate.ts). */
export function findReadableFiles(db: Db, viewer: Viewer | null, ids: number[], query: Record<string, unknown> = {}) {
  return db.file.findMany({ ...query, where: { id: { in: ids }, AND: [readableFileWhere(viewer)] } });
}
