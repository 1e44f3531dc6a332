// French NIR (numéro de sécurité sociale), spec 2 §5 and ../shared/RULES.md §1: 15 characters,
// sex (1) · year (2) · month (2) · department (2, with 2A/2B) · commune (3) · serial (3) · key (2).
// Key = 97 − (N mod 97) over the 13-character body, Corsica 2A → 19 and 2B → 18 (CNAM
// assurance-maladie-digital/nir-validation NirKey.php; python-stdnum fr/nir.py). The spec wins
// over CNAM's grammar where they differ: only the 15-character form (with its key) is accepted.
// The web form imports this very file (through @rules) so the key check answers as the user types.

export type NirProblem =
  /** Not 15 characters once spaces, dots and dashes are removed. */
  | "nir_length"
  /** A character or a part in the wrong place (sex, month, department...). */
  | "nir_format"
  /** A provisional number (NNP, first digit 7 or 8): not a NIR (RULES.md §1). */
  | "nir_provisional"
  /** The last two digits do not match the body. */
  | "nir_key";

export type NirCheck = { ok: true; nir: string } | { ok: false; problem: NirProblem };

export const NIR_LENGTH = 15;

// Sex 1 or 2; month 01–12, or 20–99 for an unknown month (INSEE, quoted in CNAM's validator);
// department two digits (20 stays valid for Corsicans born before 1976), 2A or 2B.
const NIR_PATTERN = /^[12]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:\d{2}|2A|2B)\d{6}\d{2}$/;

/** Upper case, without the spaces, dots and dashes people type between the groups. */
export function normalizeNir(raw: string): string {
  return raw.replace(/[\s.\-_]/g, "").toUpperCase();
}

/** The key of a 13-character body (digits, with 2A or 2B as department). */
export function nirKey(body: string): number {
  const department = body.slice(5, 7);
  const numeric = `${body.slice(0, 5)}${department === "2A" ? "19" : department === "2B" ? "18" : department}${body.slice(7)}`;
  return 97 - Number(BigInt(numeric) % 97n);
}

/** Checks a typed NIR; on success gives its stored form (15 characters, no separators). */
export function checkNir(raw: string): NirCheck {
  const nir = normalizeNir(raw);
  if (nir.length !== NIR_LENGTH) return { ok: false, problem: "nir_length" };
  if (/^[78]\d{14}$/.test(nir)) return { ok: false, problem: "nir_provisional" };
  if (!NIR_PATTERN.test(nir)) return { ok: false, problem: "nir_format" };
  if (Number(nir.slice(13)) !== nirKey(nir.slice(0, 13))) return { ok: false, problem: "nir_key" };
  return { ok: true, nir };
}

export function isValidNir(raw: string): boolean {
  return checkNir(raw).ok;
}

export type NirMismatch = "nir_sex_mismatch" | "nir_birth_year_mismatch" | "nir_birth_month_mismatch";

/**
 * Where a valid NIR disagrees with the person's sex or birth date. RULES.md gives no official
 * source for rejecting on these, so they are warnings: the NIR may rightly be a parent's (an
 * insured person's NIR for a child under 16), or the person's sex may be recorded otherwise.
 * An unknown month (20–99) and an unknown gender ("O") are never a mismatch.
 */
export function nirMismatches(nir: string, person: { gender?: "M" | "F" | "O" | null; birthDate?: { year: number; month: number } | null }): NirMismatch[] {
  const found: NirMismatch[] = [];
  const sex = nir.charAt(0);
  if ((person.gender === "M" && sex !== "1") || (person.gender === "F" && sex !== "2")) found.push("nir_sex_mismatch");
  if (person.birthDate) {
    if (Number(nir.slice(1, 3)) !== person.birthDate.year % 100) found.push("nir_birth_year_mismatch");
    const month = Number(nir.slice(3, 5));
    if (month <= 12 && month !== person.birthDate.month) found.push("nir_birth_month_mismatch");
  }
  return found;
}

/** Adds the key to a 13-character body: for tests and demo data, never to "repair" a typed NIR. */
export function withNirKey(body: string): string {
  return `${body}${String(nirKey(body)).padStart(2, "0")}`;
}
