// Belgian national number (NISS / numéro de registre national / rijksregisternummer), and the
// BIS number given to people outside the national register. ../shared/RULES.md §4, after
// python-stdnum be/nn.py and be/bis.py: YYMMDD · serial (3; odd male, even female) · check (2).
// Check = 97 − (first 9 digits mod 97); for births from 2000 on the 9 digits are prefixed by 2
// (2 000 000 000 added). A BIS number adds 20 (sex unknown) or 40 (sex known) to the month.
// Month or day 00 stand for a date the register does not know (stdnum accepts them too).
// The web form imports this very file (through @rules) so the check answers as the user types.

export type NissProblem =
  /** Not 11 digits once spaces, dots and dashes are removed. */
  | "niss_length"
  /** Not a date of birth (month or day out of range, BIS offsets included). */
  | "niss_format"
  /** The last two digits do not match the first nine, in either century. */
  | "niss_check";

export type NissCheck = { ok: true; niss: string; bis: boolean; century: 1900 | 2000 } | { ok: false; problem: NissProblem };

export const NISS_LENGTH = 11;

/** Digits only: people type 85.07.30-033.28 or 85073003328. */
export function normalizeNiss(raw: string): string {
  return raw.replace(/[\s.\-_/]/g, "");
}

/** The check digits of the first nine, for a birth in the 1900s or from 2000 on. */
export function nissCheckDigits(body: string, century: 1900 | 2000): number {
  const base = BigInt(body) + (century === 2000 ? 2_000_000_000n : 0n);
  return 97 - Number(base % 97n);
}

/** Checks a typed NISS or BIS number; on success gives its stored form (11 digits). */
export function checkNiss(raw: string): NissCheck {
  const niss = normalizeNiss(raw);
  if (!/^\d+$/.test(niss) || niss.length !== NISS_LENGTH) return { ok: false, problem: niss.length !== NISS_LENGTH ? "niss_length" : "niss_format" };
  const rawMonth = Number(niss.slice(2, 4));
  const bis = rawMonth >= 20;
  const month = rawMonth >= 40 ? rawMonth - 40 : rawMonth >= 20 ? rawMonth - 20 : rawMonth;
  const day = Number(niss.slice(4, 6));
  if (month > 12 || day > 31) return { ok: false, problem: "niss_format" };
  const body = niss.slice(0, 9);
  const check = Number(niss.slice(9));
  if (check === nissCheckDigits(body, 1900)) return { ok: true, niss, bis, century: 1900 };
  if (check === nissCheckDigits(body, 2000)) return { ok: true, niss, bis, century: 2000 };
  return { ok: false, problem: "niss_check" };
}

export function isValidNiss(raw: string): boolean {
  return checkNiss(raw).ok;
}

/** Adds the check digits to nine digits: for tests and demo data, never to "repair" a typed number. */
export function withNissCheck(body: string, century: 1900 | 2000): string {
  return `${body}${String(nissCheckDigits(body, century)).padStart(2, "0")}`;
}
