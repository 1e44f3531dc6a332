import { z } from "zod";
import { localizeSpecialty, type SpecialtyRow } from "../../domain/directory/specialty-labels.ts";
import type { Locale } from "../../domain/i18n/locales.ts";

/** Spec 1 §3 Specialty as the REST layer answers it, labels in the caller's locale. */
export const specialtyShape = z.object({
  code: z.string().describe("SM54… for doctors' specialties, G15_<profession code> for the other professions."),
  label: z.string().describe("In the caller's locale (German and Dutch medical nomenclature)."),
  short_label: z.string(),
  profession_code: z.number().int().describe("Doctor 10, pharmacist 21, dentist 40, midwife 50, nurse 60, physical therapist 70, podiatrist 80, orthophonist 91."),
  profession_label: z.string(),
});

export function toSpecialty(row: SpecialtyRow, locale: Locale): z.output<typeof specialtyShape> {
  const labels = localizeSpecialty(row, locale);
  return { code: row.code, label: labels.label, short_label: labels.shortLabel, profession_code: row.professionCode, profession_label: labels.professionLabel };
}
