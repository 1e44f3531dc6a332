import type { Db } from "../../db/client.ts";
import type { Locale } from "../i18n/locales.ts";
import { compareSpecialties, localizeSpecialty } from "./specialty-labels.ts";

/** Most specialties a list returns; the reference table has a few dozen rows. */
export const SPECIALTIES_LIMIT_MAX = 1000;

/**
 * Every specialty, in the order of spec 1 §9 (doctor, dentist, nurse, then the other
 * professions) and by label in the caller's locale, so a dropdown reads alphabetically in it.
 * Rows keep their columns (French labels) for the adapters, which localize them once more.
 */
export async function listSpecialties(db: Db, locale: Locale, limit = SPECIALTIES_LIMIT_MAX) {
  const rows = await db.specialty.findMany({ orderBy: { code: "asc" } });
  const compare = compareSpecialties(locale);
  const sorted = rows
    .map((row) => ({ row, professionCode: row.professionCode, label: localizeSpecialty(row, locale).label }))
    .sort(compare)
    .map(({ row }) => row);
  return { total: sorted.length, items: sorted.slice(0, Math.min(Math.max(limit, 0), SPECIALTIES_LIMIT_MAX)) };
}
