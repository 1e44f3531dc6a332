import type { Eligibility } from "../../db/generated/prisma/enums.ts";

// Spec 2 §3 "Request eligibility" and §4 "Billability", ../shared/RULES.md §8: until 31 March 2022
// (avenant 6) tele-expertise was paid only for restricted patients (ALD, rare disease, under-served
// area, EHPAD, prisoners; COVID-19 during the emergency); from 1 April 2022 (avenant 9) every
// patient is eligible unless the requester marks the request non-eligible.

/** The first day on which every patient is eligible (avenant 9, UNCAM decision of 13 January 2022). */
export const ALL_PATIENTS_ELIGIBLE_FROM = "2022-04-01";

/** The restricted categories of the period before 1 April 2022, in the order the draft offers them. */
export const RESTRICTED_ELIGIBILITIES = ["ALD", "RARE", "ZSD", "EHPAD", "DETENU", "COVID_19"] as const satisfies readonly Eligibility[];

/** "YYYY-MM-DD" of a date in our users' calendar (Europe/Paris). */
function dayOf(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** Whether, at this date, only the restricted categories are eligible (the requester must name one). */
export function eligibilityIsRestricted(at: Date): boolean {
  return dayOf(at) < ALL_PATIENTS_ELIGIBLE_FROM;
}

/**
 * The values the requester may choose in the draft at this date: a restricted category (or
 * non-eligible) before 1 April 2022; afterwards eligible (the default) or non-eligible.
 */
export function eligibilityChoices(at: Date): readonly Eligibility[] {
  return eligibilityIsRestricted(at) ? [...RESTRICTED_ELIGIBILITIES, "NONELIGIBLE"] : ["ELIGIBLE", "NONELIGIBLE"];
}
