// German health insurance number (Krankenversichertennummer, the unchangeable part of the
// eGK's KVNR): one capital letter and 9 digits, the last a check digit. ../shared/RULES.md §5,
// after gematik's e-prescription service (erp-processing-context Kvnr.cxx and Mod10.hxx): the
// letter becomes its number 01–26, followed by digits 1–8; weights 1,2,1,2,… from the left; each
// product replaced by its digit sum; check = sum mod 10 (no complement step).
// The web form imports this very file (through @rules) so the check answers as the user types.

export type KvnrProblem =
  /** Not 10 characters once spaces are removed. */
  | "kvnr_length"
  /** Not one letter followed by 9 digits. */
  | "kvnr_format"
  /** The last digit does not match. */
  | "kvnr_check";

export type KvnrCheck = { ok: true; kvnr: string } | { ok: false; problem: KvnrProblem };

export const KVNR_LENGTH = 10;

export function normalizeKvnr(raw: string): string {
  return raw.replace(/[\s.\-_]/g, "").toUpperCase();
}

/** The check digit of a letter and 8 digits. */
export function kvnrCheckDigit(body: string): number {
  const digits = `${String(body.charCodeAt(0) - 64).padStart(2, "0")}${body.slice(1, 9)}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 10;
}

export function checkKvnr(raw: string): KvnrCheck {
  const kvnr = normalizeKvnr(raw);
  if (kvnr.length !== KVNR_LENGTH) return { ok: false, problem: "kvnr_length" };
  if (!/^[A-Z]\d{9}$/.test(kvnr)) return { ok: false, problem: "kvnr_format" };
  if (Number(kvnr[9]) !== kvnrCheckDigit(kvnr.slice(0, 9))) return { ok: false, problem: "kvnr_check" };
  return { ok: true, kvnr };
}

export function isValidKvnr(raw: string): boolean {
  return checkKvnr(raw).ok;
}

/** Adds the check digit to a letter and 8 digits: for tests and demo data. */
export function withKvnrCheck(body: string): string {
  return `${body}${kvnrCheckDigit(body)}`;
}
