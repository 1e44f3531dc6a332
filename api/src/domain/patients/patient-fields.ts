import { DomainError } from "../errors.ts";
import { emailProblem, normalizeEmail } from "../rules/email.ts";
import { checkNir } from "../rules/nir.ts";
import { checkKrankenkasse } from "../rules/krankenkasse.ts";
import { checkKvnr } from "../rules/kvnr.ts";
import { checkNiss } from "../rules/niss.ts";
import { checkBirthDate, foreignInsuranceFields, type PatientCountry } from "../rules/patient.ts";
import type { ParsedPatientInput } from "./patient-input.ts";

/** The columns a patient command writes; undefined leaves a column as it is. */
export type PatientData = {
  firstName?: string | null;
  lastName?: string | null;
  birthName?: string | null;
  birthDate?: Date | null;
  birthPlace?: string | null;
  birthOrder?: number | null;
  gender?: "M" | "F" | "O" | null;
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

// Insurance codes are digits of a fixed length (spec 2 §9 defaults: regime 01, caisse 999,
// centre 9999, gestion 10); a commune code is 5 characters, Corsica's with 2A/2B.
const DIGITS = { regime: /^\d{2}$/, caisse: /^\d{3}$/, centre: /^\d{4}$/, gestion: /^\d{2}$/ } as const;
const COMMUNE_CODE = /^(?:\d{5}|2[AB]\d{3})$/;
const PHONE = /^\+?[\d\s.()-]{6,30}$/;

/** The calendar day of `now` where our users live (FR, BE and DE share one time zone). */
export function todayOf(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Trimmed, with blank as null; undefined (absent) stays undefined. */
function clean(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

function checked(value: string | null | undefined, pattern: RegExp, field: string): string | null | undefined {
  if (value && !pattern.test(value)) throw new DomainError("validation_failed", field);
  return value;
}

/** A typed number checked by its rule: its stored form, null when cleared, undefined when absent. */
function checkedNumber(raw: string | null | undefined, check: (value: string) => { ok: true; value: string } | { ok: false }, code: "invalid_nir" | "invalid_niss" | "invalid_kvnr" | "invalid_krankenkasse", field: string): string | null | undefined {
  const value = clean(raw);
  if (!value) return value;
  const result = check(value);
  if (!result.ok) throw new DomainError(code, field);
  return result.value;
}

/**
 * The input as columns, each checked with its code (invalid_nir, invalid_birth_date, ...).
 * `country` is the patient's insurance country: another country's insurance field is refused
 * (insurance_field_of_other_country, naming the field) rather than stored where nobody reads it.
 */
export function patientData(input: ParsedPatientInput, now: Date, country: PatientCountry): PatientData {
  const foreign = foreignInsuranceFields(country, input);
  if (foreign.length > 0) throw new DomainError("insurance_field_of_other_country", foreign[0]);
  const birthDate = clean(input.birthDate);
  let birthDay: Date | null | undefined = birthDate === undefined ? undefined : null;
  if (birthDate) {
    if (!checkBirthDate(birthDate, todayOf(now)).ok) throw new DomainError("invalid_birth_date", "birthDate");
    birthDay = new Date(`${birthDate}T00:00:00Z`);
  }
  const nir = checkedNumber(input.nir, (value) => { const r = checkNir(value); return r.ok ? { ok: true, value: r.nir } : r; }, "invalid_nir", "nir");
  const email = clean(input.email);
  if (email && emailProblem(email) === "invalid_email") throw new DomainError("invalid_email", "email");
  const birthPlace = clean(input.birthPlace)?.toUpperCase();
  return {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    birthName: clean(input.birthName),
    birthDate: birthDay,
    birthPlace: checked(birthPlace, COMMUNE_CODE, "birthPlace"),
    birthOrder: input.birthOrder,
    gender: input.gender,
    nir,
    regime: checked(clean(input.regime), DIGITS.regime, "regime"),
    caisse: checked(clean(input.caisse), DIGITS.caisse, "caisse"),
    centre: checked(clean(input.centre), DIGITS.centre, "centre"),
    gestion: checked(clean(input.gestion), DIGITS.gestion, "gestion"),
    niss: checkedNumber(input.niss, (value) => { const r = checkNiss(value); return r.ok ? { ok: true, value: r.niss } : r; }, "invalid_niss", "niss"),
    kvnr: checkedNumber(input.kvnr, (value) => { const r = checkKvnr(value); return r.ok ? { ok: true, value: r.kvnr } : r; }, "invalid_kvnr", "kvnr"),
    krankenkasse: checkedNumber(input.krankenkasse, checkKrankenkasse, "invalid_krankenkasse", "krankenkasse"),
    phone: checked(clean(input.phone), PHONE, "phone"),
    email: email ? normalizeEmail(email) : email,
    address: clean(input.address),
  };
}

/**
 * Spec 2 §5: a patient always has a gender, a birth date, a first name and a birth name (NIR,
 * regime and the group's extra fields depend on the request and are checked at publishing).
 */
export function requireTraits(patient: Pick<PatientData, "gender" | "birthDate" | "firstName" | "birthName">): void {
  if (!patient.gender) throw new DomainError("validation_failed", "gender");
  if (!patient.birthDate) throw new DomainError("validation_failed", "birthDate");
  if (!patient.firstName) throw new DomainError("validation_failed", "firstName");
  if (!patient.birthName) throw new DomainError("validation_failed", "birthName");
}
