import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { readableMessageWhere } from "./access.ts";

/** The messages area's gate: the only way adapters load message rows (see requests/gate.ts). */
export function findReadableMessages(db: Db, viewer: Viewer | null, ids: number[], query: Record<string, unknown> = {}) {
  return db.message.findMany({ ...query, where: { id: { in: ids }, AND: [readableMessageWhere(viewer)] } });
}

/** One message by id through the gate; null when missing or not readable (alike). */
export function findReadableMessage(db: Db, viewer: Viewer | null, id: number, query: Record<string, unknown> = {}) {
  return db.message.findFirst({ ...query, where: { id, AND: [readableMessageWhere(viewer)] } });
}
