import { actsFor, type Profession } from "../billing/acts.ts";

// Spec 1 §1 onboarding tutorial: which slides a member sees, by user type (country, group
// expert, requestable, professional or paramedic, the Centre-Val de Loire variant). Pure, so that
// every combination is a unit test.

export const TUTORIAL_SLIDES = ["WELCOME", "REQUEST", "DISCOVER", "GIVE_ADVICE", "SETTINGS", "INDIVIDUAL_REQUESTS", "BILLING"] as const;
export type TutorialSlide = (typeof TUTORIAL_SLIDES)[number];

/** The départements of Centre-Val de Loire (Cher, Eure-et-Loir, Indre, Indre-et-Loire, Loir-et-Cher, Loiret). */
const CENTRE_VAL_DE_LOIRE = new Set(["18", "28", "36", "37", "41", "45"]);

export type TutorialProfile = {
  country: "FR" | "BE" | "DE";
  profession: Profession;
  /** Answers for a group (an ongoing membership that may reply). */
  groupExpert: boolean;
  /** Takes requests addressed to them by name (settings: individual requests). */
  requestable: boolean;
  /** The postal codes of their practices. */
  postalCodes: readonly string[];
};

export type TutorialPlan = {
  slides: TutorialSlide[];
  /** The Centre-Val de Loire variant of the welcome slide (the region's own networks). */
  regional: boolean;
  /** France: what the health insurer pays the requester per request (RQD), on this date. */
  requesterFeeCents: number | null;
  /** France: what it pays the expert per advice (TE2), on this date; null for who cannot be asked. */
  expertFeeCents: number | null;
};

/** Doctors and midwives give advice (RULES.md §8: only they may be "requis"); paramedics ask. */
export function mayGiveAdvice(profession: Profession): boolean {
  return profession === "doctor" || profession === "midwife";
}

function feeCents(country: string, side: "requester" | "expert", profession: Profession, date: Date): number | null {
  const act = actsFor({ country, side, profession, date }).find((candidate) => candidate.supplementTo === null);
  return act ? act.amountCents : null;
}

export function tutorialPlan(profile: TutorialProfile, date: Date): TutorialPlan {
  const advises = mayGiveAdvice(profile.profession);
  const slides: TutorialSlide[] = ["WELCOME", "REQUEST", "DISCOVER"];
  if (profile.groupExpert || (advises && profile.requestable)) slides.push("GIVE_ADVICE");
  slides.push("SETTINGS");
  // A doctor or midwife not yet taking requests by name is invited to (settings, individual requests).
  if (advises && !profile.requestable) slides.push("INDIVIDUAL_REQUESTS");
  const requesterFeeCents = profile.country === "FR" ? feeCents("FR", "requester", profile.profession, date) : null;
  const expertFeeCents = profile.country === "FR" && advises ? feeCents("FR", "expert", profile.profession, date) : null;
  // The billing slide is France's (tele-expertise acts of the health insurer); none without a fee.
  if (requesterFeeCents !== null || expertFeeCents !== null) slides.push("BILLING");
  const regional = profile.country === "FR" && profile.postalCodes.some((code) => CENTRE_VAL_DE_LOIRE.has(code.slice(0, 2)));
  return { slides, regional, requesterFeeCents, expertFeeCents };
}
