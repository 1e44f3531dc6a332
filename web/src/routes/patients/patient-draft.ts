import { checkKrankenkasse } from "@rules/krankenkasse.ts";
import { checkKvnr } from "@rules/kvnr.ts";
import { checkNir } from "@rules/nir.ts";
import { checkNiss } from "@rules/niss.ts";
import {
  ALL_INSURANCE_FIELDS,
  checkBirthDateParts,
  INSURANCE_DEFAULTS,
  INSURANCE_FIELDS,
  missingPatientItems,
  type PatientCountry,
  type PatientGender,
  type PatientRequirements,
} from "@rules/patient.ts";

/** The patient form's state: every field as typed, the birth date in three parts. */
export type PatientDraft = {
  gender: PatientGender | null;
  firstName: string;
  lastName: string;
  birthName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  birthPlace: string;
  nir: string;
  regime: string;
  caisse: string;
  centre: string;
  gestion: string;
  niss: string;
  kvnr: string;
  krankenkasse: string;
  phone: string;
  email: string;
  address: string;
};

export type PatientDraftField = keyof PatientDraft | "birthDate";

/** What the server answers for a patient (PatientModal_patient), read into the form. */
export type PatientValues = Partial<Record<Exclude<keyof PatientDraft, "gender" | "birthDay" | "birthMonth" | "birthYear">, string | null>> & {
  gender?: PatientGender | "%future added value" | null;
  birthDate?: string | null;
};

export function patientDraftOf(patient: PatientValues | null, requirements: PatientRequirements): PatientDraft {
  const [year = "", month = "", day = ""] = patient?.birthDate ? patient.birthDate.split("-") : [];
  const gender = patient?.gender === "M" || patient?.gender === "F" || patient?.gender === "O" ? patient.gender : null;
  const text = (value: string | null | undefined) => value ?? "";
  const draft: PatientDraft = {
    gender,
    firstName: text(patient?.firstName),
    lastName: text(patient?.lastName),
    birthName: text(patient?.birthName),
    birthDay: day,
    birthMonth: month,
    birthYear: year,
    birthPlace: text(patient?.birthPlace),
    nir: text(patient?.nir),
    regime: text(patient?.regime),
    caisse: text(patient?.caisse),
    centre: text(patient?.centre),
    gestion: text(patient?.gestion),
    niss: text(patient?.niss),
    kvnr: text(patient?.kvnr),
    krankenkasse: text(patient?.krankenkasse),
    phone: text(patient?.phone),
    email: text(patient?.email),
    address: text(patient?.address),
  };
  if (!requirements.insurance) return draft;
  // Spec 2 §9: the values used when the insured person's are unknown, shown so they can be corrected.
  return {
    ...draft,
    regime: draft.regime || INSURANCE_DEFAULTS.regime,
    caisse: draft.caisse || INSURANCE_DEFAULTS.caisse,
    centre: draft.centre || INSURANCE_DEFAULTS.centre,
    gestion: draft.gestion || INSURANCE_DEFAULTS.gestion,
  };
}

/** "YYYY-MM-DD" when the three parts make a valid date, else null. */
export function birthDateOf(draft: PatientDraft, today: string): string | null {
  const checked = checkBirthDateParts({ day: draft.birthDay, month: draft.birthMonth, year: draft.birthYear }, today);
  return checked.ok ? checked.date : null;
}

/**
 * The mutation's input: blank fields as null so that clearing a field clears it on the server.
 * Only the insurance fields of the patient's country are sent (the server refuses another's).
 */
export function patientInputOf(draft: PatientDraft, today: string, country: PatientCountry = "FR") {
  const blank = (value: string) => (value.trim() === "" ? null : value.trim());
  const all = {
    gender: draft.gender,
    firstName: blank(draft.firstName),
    lastName: blank(draft.lastName),
    birthName: blank(draft.birthName),
    birthDate: birthDateOf(draft, today),
    birthPlace: blank(draft.birthPlace),
    nir: blank(draft.nir),
    regime: blank(draft.regime),
    caisse: blank(draft.caisse),
    centre: blank(draft.centre),
    gestion: blank(draft.gestion),
    niss: blank(draft.niss),
    kvnr: blank(draft.kvnr),
    krankenkasse: blank(draft.krankenkasse),
    phone: blank(draft.phone),
    email: blank(draft.email),
    address: blank(draft.address),
  };
  const own = new Set<string>(INSURANCE_FIELDS[country]);
  return Object.fromEntries(Object.entries(all).filter(([key]) => !(ALL_INSURANCE_FIELDS as readonly string[]).includes(key) || own.has(key))) as Partial<typeof all>;
}

const ITEM_FIELD: Record<string, PatientDraftField> = {
  gender: "gender",
  birth_date: "birthDate",
  first_name: "firstName",
  birth_name: "birthName",
  last_name: "lastName",
  birth_place: "birthPlace",
  nir: "nir",
  regime: "regime",
  caisse: "caisse",
  centre: "centre",
  niss: "niss",
  kvnr: "kvnr",
  krankenkasse: "krankenkasse",
  phone: "phone",
  email: "email",
  address: "address",
};

/**
 * The form's errors before saving, by field: an error code the form translates ("required",
 * a birth-date problem, a NIR problem). Same rules as the publish check (@rules/patient.ts).
 */
export function patientDraftErrors(draft: PatientDraft, requirements: PatientRequirements, today: string): Partial<Record<PatientDraftField, string>> {
  const errors: Partial<Record<PatientDraftField, string>> = {};
  const anyDatePart = draft.birthDay || draft.birthMonth || draft.birthYear;
  if (anyDatePart) {
    const checked = checkBirthDateParts({ day: draft.birthDay, month: draft.birthMonth, year: draft.birthYear }, today);
    if (!checked.ok) errors.birthDate = checked.problem;
  }
  const typed: [PatientDraftField, string, (value: string) => { ok: true } | { ok: false; problem: string }][] = [
    ["nir", draft.nir, checkNir],
    ["niss", draft.niss, checkNiss],
    ["kvnr", draft.kvnr, checkKvnr],
    ["krankenkasse", draft.krankenkasse, checkKrankenkasse],
  ];
  const own = new Set<string>(INSURANCE_FIELDS[requirements.country]);
  for (const [field, value, check] of typed) {
    if (!own.has(field) || !value.trim()) continue;
    const checked = check(value);
    if (!checked.ok) errors[field] = checked.problem;
  }
  const input = patientInputOf(draft, today, requirements.country);
  for (const item of missingPatientItems(input, requirements, today)) {
    const field = ITEM_FIELD[item];
    if (field && !errors[field]) errors[field] = "required";
  }
  return errors;
}

/** Today in the user's own calendar, "YYYY-MM-DD" (a birth date is compared with it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
