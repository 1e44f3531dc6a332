// Issue 21: the one dated table of tele-expertise acts. Every act code and amount the screens,
// the exports and the billability rule show comes from here, looked up at the consult's
// completion date (an old consult keeps the act of its date). Facts and sources: RULES.md §8
// (France) and §9 (Germany, Belgium); spec 2 §5 "billing date thresholds", §9 remuneration.

import { RESTRICTED_ELIGIBILITIES } from "./eligibility.ts";

export type ActCountry = "FR" | "BE" | "DE";
export type ActSide = "requester" | "expert";
export type Profession = "doctor" | "midwife" | "nurse" | "physiotherapist" | "podiatrist" | "speech_therapist" | "pharmacist" | "dentist" | "other";

/** Directory profession codes (specialties.professionCode) as the table names them. */
const PROFESSION_BY_CODE: Record<number, Profession> = {
  10: "doctor",
  21: "pharmacist",
  40: "dentist",
  50: "midwife",
  60: "nurse",
  70: "physiotherapist",
  80: "podiatrist",
  91: "speech_therapist",
};

export function professionOfCode(code: number | null | undefined): Profession {
  return (code !== null && code !== undefined && PROFESSION_BY_CODE[code]) || "other";
}

export type Act = {
  country: ActCountry;
  side: ActSide;
  professions: readonly Profession[];
  /** First day it applies (a calendar day in Europe/Paris, which Berlin and Brussels share). */
  validFrom: string;
  /** Last day it applies, inclusive; null while in force. */
  validTo: string | null;
  code: string;
  /** Euro cents. */
  amountCents: number;
  /** Acts per patient per year and per professional; null when no per-patient cap is stated. */
  yearlyCapPerPatient: number | null;
  /** Only for the restricted categories of patients (France before 1 April 2022). */
  restrictedEligibility: boolean;
  /** A supplement to another act (01672 to 01671), counted 1 to maxUnits times. */
  supplementTo: string | null;
  maxUnits: number;
  /** France bills the insurer with the professional's billing number (spec 2 §5 "Completion"). */
  needsBillingNumber: boolean;
  /** Where the row comes from, quoted from RULES.md. */
  source: string;
};

const FR_2019 = "RULES.md §8: 10 Feb 2019 → 31 Mar 2022 (avenant 6 to the 2016 convention; restricted patients: ALD, rare disease, under-served area, EHPAD, prisoners), urpsml-centre.org; omnidoc.fr";
const FR_2022 = "RULES.md §8: From 1 Apr 2022 (avenant 9; UNCAM decision of 13 Jan 2022): single level TE2 20 €, RQD 10 € (becomes a NGAP act); all patients; max 4/yr per patient per doctor, normand-esante.fr; ticsante.com";
const FR_2026 = "RULES.md §8: From 1 Jan 2026 (convention 2024–29, signed 4 Jun 2024, JO 21 Jun 2024): TE2 23 €; RQD stays 10 €, telesante-bretagne.fr; omnidoc.fr";
const FR_MIDWIFE =
  "RULES.md §8: Sages-femmes, avenant 5 concluded 17 Dec 2021, JO 19 Mar 2022, billable \"depuis le 1er avril 2022\" (sante-ara.fr; cdosf13.fr): as requérante RQD 10 €, as requise TE2 20 €, each capped at 2/yr per patient (RULES.md finds 1 April 2022; the rows start on spec 2 §5's threshold 'midwives 2022-09-01', because the spec wins where the two differ; the 23 € of 2026 comes from the doctors' convention only)";
const FR_NURSE = "RULES.md §8: Infirmiers (IDE/IPA) 2023-03-23, avenant 9 to the nurses' convention (concluded 27 Jul 2022): RQD 10 €, 4/yr per patient per nurse (tabsante.com, inflib.com, Topaze)";
const FR_PHYSIO = "RULES.md §8: Masseurs-kinés 2024-02-22, avenant 7 signed 13 Jul 2023; arrêté 21 Aug 2023; billing from 22 February 2024 (Ordre MK 13, GRADeS Bretagne); RQD 10 €, no per-patient cap stated";
const FR_PODIATRIST = "RULES.md §8: Pédicures-podologues 2024-03-07 (spec 2 §5), avenant 5 concluded 26 Jul 2023, JORF 6 Sep 2023, 6 months later (exact day not confirmed); RQD 10 €, no per-patient cap stated";
const FR_SPEECH = "RULES.md §8: Orthophonistes, avenant 18 (JO 28 Oct 2021): RQD 10 €, 2/yr per patient per speech therapist (ameli.fr); applicable 6 Apr 2022 (omnidoc)";

const EURO = 100;

function french(row: Omit<Act, "country" | "supplementTo" | "maxUnits" | "needsBillingNumber" | "restrictedEligibility"> & { restrictedEligibility?: boolean }): Act {
  return { country: "FR", supplementTo: null, maxUnits: 1, needsBillingNumber: true, restrictedEligibility: false, ...row };
}

const FRANCE: readonly Act[] = [
  // Avenant 6: two levels, doctors on both sides, restricted patients; the requester's flat fee per act.
  french({ side: "expert", professions: ["doctor"], validFrom: "2019-02-10", validTo: "2022-03-31", code: "TE1", amountCents: 12 * EURO, yearlyCapPerPatient: null, restrictedEligibility: true, source: FR_2019 }),
  french({ side: "expert", professions: ["doctor"], validFrom: "2019-02-10", validTo: "2022-03-31", code: "TE2", amountCents: 20 * EURO, yearlyCapPerPatient: null, restrictedEligibility: true, source: FR_2019 }),
  french({ side: "requester", professions: ["doctor"], validFrom: "2019-02-10", validTo: "2022-03-31", code: "TE1", amountCents: 5 * EURO, yearlyCapPerPatient: null, restrictedEligibility: true, source: `${FR_2019}; flat fee 5 € per TE1, capped at 500 €/yr` }),
  french({ side: "requester", professions: ["doctor"], validFrom: "2019-02-10", validTo: "2022-03-31", code: "TE2", amountCents: 10 * EURO, yearlyCapPerPatient: null, restrictedEligibility: true, source: `${FR_2019}; 10 € per TE2, capped at 500 €/yr` }),
  // Avenant 9: one level for the expert, RQD for the requester, all patients.
  french({ side: "expert", professions: ["doctor"], validFrom: "2022-04-01", validTo: "2025-12-31", code: "TE2", amountCents: 20 * EURO, yearlyCapPerPatient: 4, source: FR_2022 }),
  french({ side: "expert", professions: ["doctor"], validFrom: "2026-01-01", validTo: null, code: "TE2", amountCents: 23 * EURO, yearlyCapPerPatient: 4, source: FR_2026 }),
  french({ side: "expert", professions: ["midwife"], validFrom: "2022-09-01", validTo: null, code: "TE2", amountCents: 20 * EURO, yearlyCapPerPatient: 2, source: FR_MIDWIFE }),
  french({ side: "requester", professions: ["doctor"], validFrom: "2022-04-01", validTo: null, code: "RQD", amountCents: 10 * EURO, yearlyCapPerPatient: 4, source: `${FR_2022}; ${FR_2026}` }),
  french({ side: "requester", professions: ["midwife"], validFrom: "2022-09-01", validTo: null, code: "RQD", amountCents: 10 * EURO, yearlyCapPerPatient: 2, source: FR_MIDWIFE }),
  french({ side: "requester", professions: ["speech_therapist"], validFrom: "2022-04-06", validTo: null, code: "RQD", amountCents: 10 * EURO, yearlyCapPerPatient: 2, source: FR_SPEECH }),
  french({ side: "requester", professions: ["nurse"], validFrom: "2023-03-23", validTo: null, code: "RQD", amountCents: 10 * EURO, yearlyCapPerPatient: 4, source: FR_NURSE }),
  french({ side: "requester", professions: ["physiotherapist"], validFrom: "2024-02-22", validTo: null, code: "RQD", amountCents: 10 * EURO, yearlyCapPerPatient: null, source: FR_PHYSIO }),
  french({ side: "requester", professions: ["podiatrist"], validFrom: "2024-03-07", validTo: null, code: "RQD", amountCents: 10 * EURO, yearlyCapPerPatient: null, source: FR_PODIATRIST }),
];

/**
 * The Orientierungswert (euro cents per EBM point) by calendar year. RULES.md §9 gives 2021;
 * the other years are the Bewertungsausschuss's yearly decisions as the KBV publishes them
 * ("later years' values are set yearly: keep the value per year in a table, with its source").
 */
export const ORIENTATION_VALUES: readonly { year: number; centsPerPoint: number; source: string }[] = [
  { year: 2020, centsPerPoint: 10.9871, source: "Bewertungsausschuss, Orientierungswert 2020 (KBV); not in RULES.md" },
  { year: 2021, centsPerPoint: 11.1244, source: "RULES.md §9: 2021: 11.1244 cent, so 01670 12.24 €, 01671 14.24 €, 01672 7.23 €" },
  { year: 2022, centsPerPoint: 11.2662, source: "Bewertungsausschuss, Orientierungswert 2022 (KBV); not in RULES.md" },
  { year: 2023, centsPerPoint: 11.4915, source: "Bewertungsausschuss, Orientierungswert 2023 (KBV); not in RULES.md" },
  { year: 2024, centsPerPoint: 11.9339, source: "Bewertungsausschuss, Orientierungswert 2024 (KBV); not in RULES.md" },
  { year: 2025, centsPerPoint: 12.3934, source: "Bewertungsausschuss, Orientierungswert 2025 (KBV); not in RULES.md" },
  { year: 2026, centsPerPoint: 12.7404, source: "Bewertungsausschuss, Orientierungswert 2026 (KBV); not in RULES.md" },
];

const DE_SOURCE = "RULES.md §9: since 1 Oct 2020 (EBM chapter 1.6, Telekonsilien-Vereinbarung under § 367 SGB V), paid outside the budget at the federal orientation value (kvhessen.de; iww.de; bioscientia.de; monkeymed.de)";
const EBM = [
  { code: "01670", side: "requester", points: 110, what: "requesting doctor (einholend), up to twice per Behandlungsfall, 110 points", supplementTo: null, maxUnits: 1 },
  { code: "01671", side: "expert", points: 128, what: "consulted doctor (Konsiliararzt), at least 10 minutes, once per Arztgruppenfall, 128 points", supplementTo: null, maxUnits: 1 },
  { code: "01672", side: "expert", points: 65, what: "supplement to 01671, each further completed 5 minutes, at most 3 times per Arztgruppenfall, 65 points", supplementTo: "01671", maxUnits: 3 },
] as const;

const GERMANY: readonly Act[] = ORIENTATION_VALUES.flatMap((value, index) =>
  EBM.map((gop) => ({
    country: "DE" as const,
    side: gop.side,
    professions: ["doctor"] as const,
    validFrom: value.year === 2020 ? "2020-10-01" : `${value.year}-01-01`,
    // The last known value stays in force until the next one is entered here.
    validTo: index === ORIENTATION_VALUES.length - 1 ? null : `${value.year}-12-31`,
    code: gop.code,
    amountCents: Math.round(gop.points * value.centsPerPoint),
    yearlyCapPerPatient: null,
    restrictedEligibility: false,
    supplementTo: gop.supplementTo,
    maxUnits: gop.maxUnits,
    // German practices bill through their KV with their LANR/BSNR, not a French billing number.
    needsBillingNumber: false,
    source: `${DE_SOURCE}; GOP ${gop.code}: ${gop.what}; ${value.source}`,
  })),
);

// Belgium: RULES.md §9 "no fee-schedule act for tele-expertise between professionals was found
// in force; offer no act code there (act "none"), and keep the place for one in the dated table".
const BELGIUM: readonly Act[] = [];

export const ACTS: readonly Act[] = [...FRANCE, ...GERMANY, ...BELGIUM];

/** The calendar day (YYYY-MM-DD) a moment falls on in France, Belgium and Germany. */
export function actDay(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function inForce(act: Act, day: string): boolean {
  return act.validFrom <= day && (act.validTo === null || day <= act.validTo);
}

/** The acts a professional of this country and profession bills on this side on this date. */
export function actsFor(query: { country: string; side: ActSide; profession: Profession; date: Date }): Act[] {
  const day = actDay(query.date);
  return ACTS.filter((act) => act.country === query.country && act.side === query.side && act.professions.includes(query.profession) && inForce(act, day));
}

/** The act of this code on this date (the expert's side unless told), whatever the profession. */
export function actByCode(code: string, date: Date, options: { side?: ActSide; country?: string } = {}): Act | null {
  const day = actDay(date);
  const side = options.side ?? "expert";
  return ACTS.find((act) => act.code === code && act.side === side && (options.country === undefined || act.country === options.country) && inForce(act, day)) ?? null;
}

/** Whether a professional ever bills an act here: the billable feed filter is for them (spec 2 §6). */
export function billsActs(country: string, profession: Profession, date: Date): boolean {
  const day = actDay(date);
  return ACTS.some((act) => act.country === country && act.professions.includes(profession) && act.validFrom <= day);
}

/**
 * Whether the request's eligibility lets this act be billed: never when marked non-eligible; an
 * act of the restricted period (before 1 April 2022) only for a restricted category the requester
 * named, or when nothing was stated (requests written before the draft asked for it: the act the
 * expert chose then is kept); any other act unless marked non-eligible.
 */
export function eligibleFor(act: Act, eligibility: string | null): boolean {
  if (eligibility === "NONELIGIBLE") return false;
  if (!act.restrictedEligibility) return true;
  return eligibility === null || (RESTRICTED_ELIGIBILITIES as readonly string[]).includes(eligibility);
}
