// French billing number (numéro AM / numéro de facturation), spec 2 §3 "Billing info", §5 and
// ../shared/RULES.md §3: 9 characters, department (2, Corsica 2A or 2B) · category (1) · serial
// (5) · key (1). The key is standard Luhn over the 9 digits: the spec asks for "an external
// validity check" and RULES.md names Luhn as the usual one. How Corsica's letters enter the key is
// unresolved (RULES.md §3: no letter mapping checks out), so a 2A or 2B number is held to its
// format only, never refused for a key nobody can compute. The web form imports this very file.

export const BILLING_NUMBER_LENGTH = 9;

export type BillingNumberProblem =
  /** Not 9 characters once spaces are removed: 'Le numéro est composé de 9 caractères'. */
  | "billing_number_length"
  /** 9 characters, but not a billing number (a letter out of place, or the key): 'Ce numéro est invalide'. */
  | "billing_number_invalid";

/** Upper case, without the spaces people type between the groups (75 1 12345 6). */
export function normalizeBillingNumber(raw: string): string {
  return raw.replace(/\s/g, "").toUpperCase();
}

/** Luhn: from the right, every second digit doubled (minus 9 past 9); the total ends in 0. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function billingNumberProblem(raw: string): BillingNumberProblem | null {
  const number = normalizeBillingNumber(raw);
  if (number.length !== BILLING_NUMBER_LENGTH) return "billing_number_length";
  if (/^2[AB]\d{7}$/.test(number)) return null;
  if (!/^\d{9}$/.test(number) || !luhnValid(number)) return "billing_number_invalid";
  return null;
}
