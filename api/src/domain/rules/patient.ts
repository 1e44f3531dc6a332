import { isCalendarDay } from "./dates.ts";
import { checkKrankenkasse } from "./krankenkasse.ts";
import { checkKvnr } from "./kvnr.ts";
import { checkNir } from "./nir.ts";
import { checkNiss } from "./niss.ts";

// The patient step of a draft (spec 2 §5 "Patient form"): required traits, insurance data,
// the under-16 rule, birth-date fields, and the recipient group's extra fields. Shared by the
// publish check (api) and the patient form (web, through @rules).

export const EXTRA_PATIENT_FIELDS = ["CAISSE", "CENTRE", "PHONE", "EMAIL", "ADDRESS", "BIRTH_PLACE"] as const;
export type ExtraPatientField = (typeof EXTRA_PATIENT_FIELDS)[number];

export type PatientGender = "M" | "F" | "O";

/**
 * The country whose insurance identity a patient carries. It is the requester's country when
 * the patient is entered (a French doctor's patient has a NIR, a Belgian's a NISS, a German's a
 * KVNR), stored on the patient, and never asked of the user: each form shows only its fields.
 */
export type PatientCountry = "FR" | "BE" | "DE";

/** The insurance fields of each country (input names); the server refuses another country's. */
export const INSURANCE_FIELDS = {
  FR: ["nir", "regime", "caisse", "centre", "gestion"],
  BE: ["niss"],
  DE: ["kvnr", "krankenkasse"],
} as const satisfies Record<PatientCountry, readonly string[]>;
export type InsuranceField = (typeof INSURANCE_FIELDS)[PatientCountry][number];
export const ALL_INSURANCE_FIELDS: readonly InsuranceField[] = [...INSURANCE_FIELDS.FR, ...INSURANCE_FIELDS.BE, ...INSURANCE_FIELDS.DE];

/** The insurance fields given that do not belong to the patient's country. */
export function foreignInsuranceFields(country: PatientCountry, given: Partial<Record<InsuranceField, unknown>>): InsuranceField[] {
  const own = new Set<InsuranceField>(INSURANCE_FIELDS[country]);
  return ALL_INSURANCE_FIELDS.filter((field) => !own.has(field) && given[field] !== undefined && given[field] !== null && given[field] !== "");
}

/** The traits the check reads; birthDate is "YYYY-MM-DD". */
export type PatientTraits = {
  gender?: PatientGender | null;
  birthDate?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  birthName?: string | null;
  birthPlace?: string | null;
  nir?: string | null;
  regime?: string | null;
  caisse?: string | null;
  centre?: string | null;
  gestion?: string | null;
  niss?: string | null;
  kvnr?: string | null;
  krankenkasse?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
};

/**
 * What the request asks of its patient: the patient's insurance country (which fields exist),
 * French insurance data (billable acts) and the recipient group's extra fields.
 */
export type PatientRequirements = { country: PatientCountry; insurance: boolean; extraFields: readonly ExtraPatientField[] };

/** Stable keys of the patient items, as the publish check and the form name them. */
export type PatientItem =
  | "gender"
  | "birth_date"
  | "first_name"
  | "birth_name"
  | "last_name"
  | "birth_place"
  | "nir"
  | "regime"
  | "caisse"
  | "centre"
  | "niss"
  | "kvnr"
  | "krankenkasse"
  | "phone"
  | "email"
  | "address";

export type PatientItemState = { item: PatientItem; required: boolean; done: boolean; invalid?: boolean };

/** Spec 2 §9: values used when the insured person's are unknown. */
export const INSURANCE_DEFAULTS = { regime: "01", caisse: "999", centre: "9999", gestion: "10" } as const;

/** Below this age the patient is insured through someone else, whose NIR is required. */
export const INSURED_PERSON_AGE = 16;

export type BirthDateProblem = "birth_date_day" | "birth_date_month" | "birth_date_year" | "birth_date_invalid" | "birth_date_future";

/**
 * The three birth-date fields of the form (digits only; day ≤ 31, month ≤ 12, year 4 digits),
 * then the date itself (31/02 does not exist; a birth is not in the future).
 * `today` is "YYYY-MM-DD" in the user's calendar.
 */
export function checkBirthDateParts(parts: { day: string; month: string; year: string }, today: string): { ok: true; date: string } | { ok: false; problem: BirthDateProblem } {
  const { day, month, year } = parts;
  if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 31) return { ok: false, problem: "birth_date_day" };
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return { ok: false, problem: "birth_date_month" };
  if (!/^\d{4}$/.test(year) || Number(year) < 1850) return { ok: false, problem: "birth_date_year" };
  const date = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return checkBirthDate(date, today);
}

/** A stored birth date ("YYYY-MM-DD"): a real calendar day, not after today. */
export function checkBirthDate(date: string, today: string): { ok: true; date: string } | { ok: false; problem: BirthDateProblem } {
  if (!isCalendarDay(date) || date < "1850-01-01") return { ok: false, problem: "birth_date_invalid" };
  if (date > today) return { ok: false, problem: "birth_date_future" };
  return { ok: true, date };
}

/** Whole years between a birth date and today, both "YYYY-MM-DD". */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export function isUnder16(birthDate: string | null | undefined, today: string): boolean {
  return Boolean(birthDate) && ageOn(birthDate as string, today) < INSURED_PERSON_AGE;
}

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

/**
 * Whether the NIR is asked: a French patient, with insurance data needed or a child whose
 * insured person must be known. Belgian and German children have their own numbers.
 */
export function nirRequired(patient: PatientTraits, requirements: PatientRequirements, today: string): boolean {
  if (requirements.country !== "FR") return false;
  const birthDate = filled(patient.birthDate) && checkBirthDate(patient.birthDate as string, today).ok ? patient.birthDate : null;
  return requirements.insurance || isUnder16(birthDate, today);
}

/**
 * Every item of the patient step with whether it is required and done, in the form's order.
 * Last name and birth place are always listed; they are required only when the recipient
 * group asks for them (birth place as an extra field). A NIR that fails its key is not done.
 */
export function patientChecklist(patient: PatientTraits, requirements: PatientRequirements, today: string): PatientItemState[] {
  const extra = new Set(requirements.extraFields);
  const birthDateValid = filled(patient.birthDate) && checkBirthDate(patient.birthDate as string, today).ok;
  const nirGiven = filled(patient.nir);
  const nirValid = nirGiven && checkNir(patient.nir as string).ok;
  const items: PatientItemState[] = [
    { item: "gender", required: true, done: Boolean(patient.gender) },
    { item: "birth_date", required: true, done: birthDateValid, ...(filled(patient.birthDate) && !birthDateValid ? { invalid: true } : {}) },
    { item: "first_name", required: true, done: filled(patient.firstName) },
    { item: "birth_name", required: true, done: filled(patient.birthName) },
    { item: "last_name", required: false, done: filled(patient.lastName) },
    { item: "birth_place", required: extra.has("BIRTH_PLACE"), done: filled(patient.birthPlace) },
  ];
  if (requirements.country !== "FR") return [...items, ...foreignItems(patient), ...extraItems(patient, extra, false)];
  if (nirRequired(patient, requirements, today) || nirGiven) {
    items.push({ item: "nir", required: nirRequired(patient, requirements, today), done: nirValid, ...(nirGiven && !nirValid ? { invalid: true } : {}) });
  }
  if (requirements.insurance) items.push({ item: "regime", required: true, done: filled(patient.regime) });
  return [...items, ...extraItems(patient, extra, true)];
}

/** A Belgian's NISS, a German's KVNR and Krankenkasse: listed once given, flagged when invalid. */
function foreignItems(patient: PatientTraits): PatientItemState[] {
  const items: PatientItemState[] = [];
  const given: [PatientItem, string | null | undefined, (value: string) => boolean][] = [
    ["niss", patient.niss, (value) => checkNiss(value).ok],
    ["kvnr", patient.kvnr, (value) => checkKvnr(value).ok],
    ["krankenkasse", patient.krankenkasse, (value) => checkKrankenkasse(value).ok],
  ];
  for (const [item, value, valid] of given) {
    if (!filled(value)) continue;
    const ok = valid(value as string);
    items.push({ item, required: false, done: ok, ...(ok ? {} : { invalid: true }) });
  }
  return items;
}

/** The recipient group's extra fields; caisse and centre are French codes, asked of French patients only. */
function extraItems(patient: PatientTraits, extra: Set<ExtraPatientField>, french: boolean): PatientItemState[] {
  const items: PatientItemState[] = [];
  const extras: [ExtraPatientField, PatientItem, string | null | undefined][] = [
    ...(french
      ? ([
          ["CAISSE", "caisse", patient.caisse],
          ["CENTRE", "centre", patient.centre],
        ] as [ExtraPatientField, PatientItem, string | null | undefined][])
      : []),
    ["PHONE", "phone", patient.phone],
    ["EMAIL", "email", patient.email],
    ["ADDRESS", "address", patient.address],
  ];
  for (const [field, item, value] of extras) if (extra.has(field)) items.push({ item, required: true, done: filled(value) });
  return items;
}

/**
 * What still blocks publishing on the patient's side (spec 2 §5), by stable key: a missing
 * required item, or an invalid NIR or birth date even where optional (an invalid value is never sent).
 */
export function missingPatientItems(patient: PatientTraits | null, requirements: PatientRequirements, today: string): PatientItem[] {
  return patientChecklist(patient ?? {}, requirements, today)
    .filter((state) => (state.required && !state.done) || state.invalid)
    .map((state) => state.item);
}

/**
 * Corsica's department from a postal code (spec 2 §9): Corse-du-Sud below 20200, Haute-Corse
 * from it; null outside Corsica.
 */
export function corsicanDepartmentOf(postalCode: string): "2A" | "2B" | null {
  if (!/^20\d{3}$/.test(postalCode)) return null;
  return Number(postalCode) < 20200 ? "2A" : "2B";
}
