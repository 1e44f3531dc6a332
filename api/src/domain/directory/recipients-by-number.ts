import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { visibleProfessionalWhere } from "./access.ts";
import { localizeSpecialty } from "./specialty-labels.ts";

/**
 * A professional number as practice software sends it: RPPS (11 digits), ADELI (9), INAMI (11)
 * or LANR (9); spaces, dots and dashes are the software's, not the number's.
 */
export const professionalNumberSchema = z
  .string()
  .max(20)
  .transform((value) => value.replace(/[\s.-]/g, ""))
  .pipe(z.string().regex(/^\d{8,11}$/));

export type RecipientByNumber = {
  id: number;
  firstName: string;
  lastName: string;
  rpps: string;
  country: "FR" | "BE" | "DE";
  specialty: { code: string; label: string };
  /** The professional has an account: a request to them is read on the platform. */
  registered: boolean;
};

/**
 * Spec 2 §7 GET professionals?feed=recipients&rpps= (the interop draft flow): the directory's
 * professionals with this number, the viewer's country first (a number is unique per country,
 * spec 1 §3). Whether one accepts the viewer's request is decided when the draft is made.
 */
export async function recipientsByNumber(db: Db, viewer: Viewer | null, number: string): Promise<RecipientByNumber[]> {
  const rows = await db.professional.findMany({
    where: { rpps: number, AND: [visibleProfessionalWhere(viewer)] },
    select: { id: true, firstName: true, lastName: true, rpps: true, country: true, specialty: true, user: { select: { id: true } } },
    orderBy: { id: "asc" },
    take: 3,
  });
  if (rows.length === 0) return [];
  const own = viewer ? (await db.user.findUnique({ where: { id: viewer.userId }, select: { country: true } }))?.country : undefined;
  return rows
    .sort((a, b) => Number(b.country === own) - Number(a.country === own))
    .map((row) => ({ id: row.id, firstName: row.firstName, lastName: row.lastName, rpps: row.rpps, country: row.country, specialty: { code: row.specialty.code, label: localizeSpecialty(row.specialty, viewer?.locale).label }, registered: row.user !== null }));
}
