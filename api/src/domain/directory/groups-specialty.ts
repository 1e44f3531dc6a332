import { DOCTOR_PROFESSION, GENERAL_PRACTICE_CODE } from "./specialty-labels.ts";

/**
 * The specialty tag that stands for the viewer's own default on the groups tab: the web app asks
 * for it before it knows the viewer, so the tab's first load is one request (issue 18).
 */
export const GROUPS_DEFAULT_TAG = "default";

/** What the rule below reads of the viewer's professional record. */
export const groupsSpecialtySelect = { specialtyCode: true, specialty: { select: { professionCode: true } } } as const;

type ProfessionalSpecialty = { specialtyCode: string; specialty: { professionCode: number } };

/**
 * Spec 1 §2: the groups tab's default specialty depends on the viewer. A specialist sees the
 * networks of their own specialty; anyone else (general practitioners, other professions, an
 * account without a professional record) the specialists' networks.
 */
export function groupsSpecialtyOf(professional: ProfessionalSpecialty | null | undefined): string {
  const isSpecialist = professional?.specialty.professionCode === DOCTOR_PROFESSION && professional.specialtyCode !== GENERAL_PRACTICE_CODE;
  return isSpecialist ? professional.specialtyCode : "specialist";
}
