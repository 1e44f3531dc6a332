import { z } from "zod";

/** Row ids are int4: anything above is no row, and must not reach the database as a number it refuses. */
export const MAX_DB_ID = 2_147_483_647;

/** The one rule for an id read from a path, a body or a cursor. */
export const dbIdSchema = z.coerce.number().int().min(1).max(MAX_DB_ID);

export function isDbId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DB_ID;
}
