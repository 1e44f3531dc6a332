import { withKvnrCheck } from "../../api/src/domain/rules/kvnr.ts";
import { withNissCheck } from "../../api/src/domain/rules/niss.ts";
import type { Random } from "./random.ts";

// Generators and checks for the identifiers of RULES.md. The checks live here until the
// domain layer has its own validators; the tests prove every generated number passes them.

/** Luhn over all digits (RULES.md §3: FINESS, assumed for billing numbers). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function luhnKey(body: string): string {
  for (let key = 0; key <= 9; key++) if (luhnValid(`${body}${key}`)) return String(key);
  throw new Error(`no Luhn key for ${body}`);
}

/** RPPS: 11 digits starting with 10; no checksum is enforced (RULES.md §3). */
export function isValidRpps(value: string): boolean {
  return /^10\d{9}$/.test(value);
}

export function makeRpps(serial: number): string {
  return `10${String(serial).padStart(9, "0")}`;
}

/** INAMI: profession (1) + serial (5) | 97 − (first 6 mod 97) (2) | qualification (3). */
export function isValidInami(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  return Number(value.slice(6, 8)) === inamiCheck(value.slice(0, 6));
}

function inamiCheck(first6: string): number {
  return 97 - (Number(first6) % 97);
}

export function makeInami(professionDigit: number, serial: number, qualification: string): string {
  const first6 = `${professionDigit}${String(serial).padStart(5, "0")}`;
  return `${first6}${String(inamiCheck(first6)).padStart(2, "0")}${qualification.padStart(3, "0")}`;
}

const LANR_WEIGHTS = [4, 9, 4, 9, 4, 9];

function lanrCheck(id6: string): number {
  const sum = LANR_WEIGHTS.reduce((total, weight, i) => total + Number(id6[i]) * weight, 0);
  return (10 - (sum % 10)) % 10;
}

/** LANR: 6-digit id + check digit (weights 4,9,4,9,4,9) + 2-digit Fachgruppe (RULES.md §5). */
export function isValidLanr(value: string): boolean {
  return /^\d{9}$/.test(value) && Number(value[6]) === lanrCheck(value.slice(0, 6));
}

export function makeLanr(serial: number, fachgruppe: string): string {
  const id6 = String(serial).padStart(6, "0");
  return `${id6}${lanrCheck(id6)}${fachgruppe.padStart(2, "0")}`;
}

/** NIR: 13-character body + key 97 − (N mod 97), Corsica 2A→19, 2B→18 (RULES.md §1). */
export function isValidNir(value: string): boolean {
  const match = /^([12]\d{4}(?:\d{2}|2A|2B)\d{6})(\d{2})$/.exec(value);
  if (!match?.[1] || !match[2]) return false;
  return Number(match[2]) === nirKey(match[1]);
}

export function nirKey(body: string): number {
  const numeric = body.replace("2A", "19").replace("2B", "18");
  return 97 - Number(BigInt(numeric) % 97n);
}

export type NirParts = { sex: 1 | 2; birthDate: Date; department: string; commune: string; serial: number };

export function makeNir(parts: NirParts): string {
  const yy = String(parts.birthDate.getUTCFullYear() % 100).padStart(2, "0");
  const mm = String(parts.birthDate.getUTCMonth() + 1).padStart(2, "0");
  const body = `${parts.sex}${yy}${mm}${parts.department}${parts.commune}${String(parts.serial).padStart(3, "0")}`;
  return `${body}${String(nirKey(body)).padStart(2, "0")}`;
}

/** FINESS: 2-character department + 6 digits + Luhn key over the 9 digits. */
export function isValidFiness(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnValid(value);
}

export function makeFiness(department: string, rng: Random): string {
  const body = `${department}${rng.digits(6)}`;
  return `${body}${luhnKey(body)}`;
}

/** Billing number (numéro AM): department (2) + category (1) + serial (5) + Luhn key. */
export function isValidBillingNumber(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnValid(value);
}

export function makeBillingNumber(department: string, category: number, rng: Random): string {
  const body = `${department}${category}${rng.digits(5)}`;
  return `${body}${luhnKey(body)}`;
}

/** Numeric department for keys (Corsica has none that Luhn accepts, RULES.md §3). */
export function numericDepartment(postalCode: string): string {
  const department = postalCode.slice(0, 2);
  return department === "20" ? "20" : department;
}

// Mobile patterns of RULES.md §6 (libphonenumber), stricter than the spec's own regexes.
const MOBILE_E164: Record<"FR" | "BE" | "DE", RegExp> = {
  FR: /^\+33(?:6(?:[0-24-8]\d|3[0-8]|9[589])|7[3-9]\d)\d{6}$/,
  BE: /^\+324[5-9]\d{7}$/,
  DE: /^\+49(?:16[023]\d{7,8}|1(?:5310|7[0-57-9]\d)\d{6}|1(?:5[0-25-9]|76)\d{8})$/,
};

export function isValidMobileE164(value: string, country: "FR" | "BE" | "DE"): boolean {
  return MOBILE_E164[country].test(value);
}

export function makeMobileE164(country: "FR" | "BE" | "DE", rng: Random): string {
  if (country === "FR") return `+33${rng.pick(["60", "61", "62", "64", "65", "66", "67", "68", "75", "76", "77", "78"])}${rng.digits(7)}`;
  if (country === "BE") return `+324${rng.pick(["7", "8", "9", "5", "6"])}${rng.digits(7)}`;
  return `+49${rng.pick(["151", "152", "157", "176"])}${rng.digits(8)}`;
}

/**
 * A Belgian national register number (RULES.md §4) for a birth date and sex: serial odd for a
 * man, even for a woman; check digits by the domain's own rule (2000+ births included).
 */
export function makeNiss(birthDate: Date, gender: "M" | "F" | "O", serialSeed: number): string {
  const yy = String(birthDate.getUTCFullYear() % 100).padStart(2, "0");
  const mm = String(birthDate.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(birthDate.getUTCDate()).padStart(2, "0");
  const base = (serialSeed % 499) * 2 + 1;
  const serial = gender === "F" ? base + 1 : base;
  return withNissCheck(`${yy}${mm}${dd}${String(serial).padStart(3, "0")}`, birthDate.getUTCFullYear() >= 2000 ? 2000 : 1900);
}

/** A German KVNR (RULES.md §5): a letter (the surname's initial) and 8 digits, then its check digit. */
export function makeKvnr(lastName: string, digits: number): string {
  const initial = /^[A-Z]$/.test(lastName.charAt(0).toUpperCase()) ? lastName.charAt(0).toUpperCase() : "K";
  return withKvnrCheck(`${initial}${String(digits % 100_000_000).padStart(8, "0")}`);
}

/** Statutory health insurers with their IK, for German demo patients (named, or by IK). */
export const KRANKENKASSEN = ["AOK Bayern", "Techniker Krankenkasse", "BARMER", "DAK-Gesundheit", "108310400", "101575519"] as const;
