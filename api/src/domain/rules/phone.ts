export type PhoneCountry = "FR" | "BE" | "DE";

// Spec 1 §5: FR mobile 0 then 6 or 7 then 8 digits; BE 04 plus 8 digits; DE 0 then 15, 16
// or 17 plus 8 or 9 digits; 00 or + international forms accepted; BE and DE numbers are
// stored in +32 / +49 form, French ones in national form. Where RULES.md (libphonenumber)
// is stricter than the spec (070–072, 0639…), the spec wins: it is what users are told.
// The web form imports these very functions, so it answers before the round trip with the
// server's own rule.
const NATIONAL: Record<PhoneCountry, RegExp> = {
  FR: /^0[67]\d{8}$/,
  BE: /^04\d{8}$/,
  DE: /^01[567]\d{8,9}$/,
};
const CALLING_CODE: Record<PhoneCountry, string> = { FR: "33", BE: "32", DE: "49" };
const COUNTRIES: readonly PhoneCountry[] = ["FR", "BE", "DE"];
// E.164 allows 15 digits; a little slack keeps a mistyped number visible instead of cut.
const MAX_DIGITS = 16;

/** Digits only, with a leading + for international forms ("00" counts as "+"). */
export function cleanPhoneInput(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return `+${digits.slice(0, MAX_DIGITS)}`;
  if (digits.startsWith("00")) return `+${digits.slice(2, MAX_DIGITS + 2)}`;
  return digits.slice(0, MAX_DIGITS);
}

function splitInternational(cleaned: string): { country: PhoneCountry; national: string } | null {
  if (!cleaned.startsWith("+")) return null;
  const digits = cleaned.slice(1);
  const country = COUNTRIES.find((candidate) => digits.startsWith(CALLING_CODE[candidate]));
  return country ? { country, national: `0${digits.slice(CALLING_CODE[country].length)}` } : null;
}

/**
 * The stored form of a mobile number for a user of `country` ("0612345678", "+32470123456"),
 * or null when it is not a valid mobile number there. International forms of another of the
 * three countries are accepted.
 */
export function normalizeMobilePhone(raw: string, country: PhoneCountry): string | null {
  // Longer input is not a phone number; cleaning would cut it to something that might pass.
  if (raw.replace(/\D/g, "").length > MAX_DIGITS + 2) return null;
  const cleaned = cleanPhoneInput(raw);
  const parsed = splitInternational(cleaned) ?? (cleaned.startsWith("+") ? null : { country, national: cleaned });
  if (!parsed || !NATIONAL[parsed.country].test(parsed.national)) return null;
  if (parsed.country === "FR") return parsed.national;
  return `+${CALLING_CODE[parsed.country]}${parsed.national.slice(1)}`;
}

/** The country of a number in its stored form (normalizeMobilePhone): French numbers are national. */
export function countryOfStoredPhone(phone: string): PhoneCountry {
  const international = splitInternational(phone);
  return international ? international.country : "FR";
}

function pairs(digits: string): string {
  return digits.replace(/(\d{2})(?=\d)/g, "$1 ");
}

function formatInternational(cleaned: string): string {
  const digits = cleaned.slice(1);
  if (digits.startsWith("32") && digits.length > 2) {
    const rest = digits.slice(2);
    return `+32 ${rest.slice(0, 3)}${rest.length > 3 ? ` ${pairs(rest.slice(3))}` : ""}`;
  }
  if (digits.startsWith("49") && digits.length > 2) {
    const rest = digits.slice(2);
    return `+49 ${rest.slice(0, 3)}${rest.length > 3 ? ` ${rest.slice(3)}` : ""}`;
  }
  return cleaned;
}

/**
 * What the phone field shows while the user types (spec 1 §5 "normalised while typing"): French
 * numbers in national pairs ("06 12 34 56 78", +33 included); a complete Belgian or German
 * mobile number switches to its +32 / +49 form, the form it is stored in.
 */
export function formatPhoneWhileTyping(raw: string, country: PhoneCountry): string {
  const cleaned = cleanPhoneInput(raw);
  // "+33" alone stays: turning it into "0" under the user's fingers would look like a lost keystroke.
  if (cleaned.startsWith("+33") && cleaned.length > 3) return pairs(`0${cleaned.slice(3)}`.slice(0, 10));
  if (cleaned.startsWith("+")) return formatInternational(cleaned);
  if (country !== "FR" && NATIONAL[country].test(cleaned)) return formatInternational(`+${CALLING_CODE[country]}${cleaned.slice(1)}`);
  if (country === "FR") return pairs(cleaned.slice(0, 10));
  // Belgian and German habit: the 4-digit mobile prefix, then the rest.
  if (cleaned.length <= 4) return cleaned;
  return country === "BE" ? `${cleaned.slice(0, 4)} ${pairs(cleaned.slice(4))}` : `${cleaned.slice(0, 4)} ${cleaned.slice(4)}`;
}
