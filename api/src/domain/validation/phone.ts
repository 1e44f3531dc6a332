export type PhoneCountry = "FR" | "BE" | "DE";

// Spec 1 §5: FR mobile 0 then 6 or 7 then 8 digits; BE 04 plus 8 digits; DE 0 then 15, 16
// or 17 plus 8 or 9 digits; 00 or + international forms accepted; BE and DE numbers are
// stored in +32 / +49 form, French ones in national form. Where RULES.md (libphonenumber)
// is stricter than the spec (070–072, 0639…), the spec wins: it is what users are told.
const national: Record<PhoneCountry, RegExp> = {
  FR: /^0[67]\d{8}$/,
  BE: /^04\d{8}$/,
  DE: /^01[567]\d{8,9}$/,
};
const callingCode: Record<PhoneCountry, string> = { FR: "33", BE: "32", DE: "49" };

/** Keeps digits and a leading +, as the field does while the user types. */
export function cleanPhoneInput(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") ? `+${digits}` : digits;
}

function toNational(cleaned: string): { country: PhoneCountry; national: string } | null {
  const international = cleaned.startsWith("+") ? cleaned.slice(1) : cleaned.startsWith("00") ? cleaned.slice(2) : null;
  if (international === null) return null;
  for (const country of ["FR", "BE", "DE"] as const) {
    const code = callingCode[country];
    if (international.startsWith(code)) return { country, national: `0${international.slice(code.length)}` };
  }
  return null;
}

/**
 * The stored form of a mobile number for a user of `country`, or null when it is not a valid
 * mobile number there. International forms of another of the three countries are accepted.
 */
export function normalizeMobilePhone(raw: string, country: PhoneCountry): string | null {
  const cleaned = cleanPhoneInput(raw);
  if (cleaned.length > 20) return null;
  const parsed = toNational(cleaned) ?? { country, national: cleaned };
  if (!national[parsed.country].test(parsed.national)) return null;
  if (parsed.country === "FR") return parsed.national;
  return `+${callingCode[parsed.country]}${parsed.national.slice(1)}`;
}

/** What the field shows while typing: digits grouped, nothing dropped or invented. */
export function formatPhoneWhileTyping(raw: string): string {
  const cleaned = cleanPhoneInput(raw).slice(0, 16);
  if (cleaned.startsWith("+")) return cleaned;
  return cleaned.replace(/(\d{2})(?=\d)/g, "$1 ").trim();
}
