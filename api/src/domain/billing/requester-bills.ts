import type { Country } from "../../db/generated/prisma/enums.ts";

// Whether a requester bills a requester act (RQD, 10 €) for a request written at a date: French
// professionals of a profession with a requester act from the day it applies. The days are spec
// 2 §5 "Billing date thresholds by profession". (RULES.md §8 finds midwives billable from 1 April
// 2022 and speech therapists from April 2022; the spec's table is kept here, and the dated act
// table of the billing area may replace this function.) Before 1 April 2022 the requester's flat
// fee was paid yearly (ROSP), not billed per request; Belgium has no act; Germany's 01670 is
// billed through the practice's own KV billing, not with a French billing number.

/** Profession codes of spec 1 §3 (specialties.professionCode). */
export const PROFESSION = { doctor: 10, pharmacist: 21, dentist: 40, midwife: 50, nurse: 60, physiotherapist: 70, podiatrist: 80, speechTherapist: 91 } as const;

/** The first day each profession bills a requester act (spec 2 §5). */
export const REQUESTER_ACT_FROM: Readonly<Record<number, string>> = {
  [PROFESSION.doctor]: "2022-04-01",
  [PROFESSION.midwife]: "2022-09-01",
  [PROFESSION.nurse]: "2023-03-23",
  [PROFESSION.physiotherapist]: "2024-02-22",
  [PROFESSION.podiatrist]: "2024-03-07",
};

/** "YYYY-MM-DD" of a date in our users' calendar (Europe/Paris). */
function dayOf(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

export function requesterWillBill(country: Country, professionCode: number | null, at: Date): boolean {
  if (country !== "FR" || professionCode === null) return false;
  const from = REQUESTER_ACT_FROM[professionCode];
  return from !== undefined && dayOf(at) >= from;
}
