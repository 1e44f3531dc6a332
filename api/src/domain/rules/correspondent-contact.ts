import { emailProblem, normalizeEmail } from "./email.ts";
import { normalizeMobilePhone, type PhoneCountry } from "./phone.ts";

export type CorrespondentContact = { channel: "EMAIL" | "SMS"; to: string };

/**
 * Spec 1 §5 "Invite contact": an e-mail address, or a mobile number valid for the viewer's
 * country (the international form of another of our countries passes too), else null. The
 * invite form imports this rule too, so it answers 'invalid email or phone' before the round trip.
 */
export function readCorrespondentContact(raw: string, country: PhoneCountry): CorrespondentContact | null {
  const value = raw.trim();
  if (value.includes("@")) return emailProblem(value) === null ? { channel: "EMAIL", to: normalizeEmail(value) } : null;
  const phone = normalizeMobilePhone(value, country);
  return phone ? { channel: "SMS", to: phone } : null;
}
