import type { CaseLanguage, ClinicalCase } from "../case-types.ts";
import { DE_CASES } from "./cases-de.ts";
import { FR_CARE_CASES } from "./cases-fr-care.ts";
import { FR_SPECIALIST_CASES } from "./cases-fr-specialists.ts";

export const CASES: readonly ClinicalCase[] = [...FR_SPECIALIST_CASES, ...FR_CARE_CASES, ...DE_CASES];

/** German requests are written in German; French and Belgian ones in French. */
export function caseLanguageOf(country: string): CaseLanguage {
  return country === "DE" ? "de" : "fr";
}

export function caseById(id: string): ClinicalCase {
  const found = CASES.find((c) => c.id === id);
  if (!found) throw new Error(`unknown case ${id}`);
  return found;
}
