import type { Country } from "../../db/generated/prisma/enums.ts";
import { DomainError } from "../errors.ts";
import { emailProblem, normalizeEmail } from "../rules/email.ts";
import { passwordProblem } from "../rules/password.ts";
import { normalizeMobilePhone } from "../rules/phone.ts";

/** Email as stored, or the spec's error on the `email` field. */
export function requireEmail(raw: string): string {
  const problem = emailProblem(raw);
  if (problem) throw new DomainError(problem, "email");
  return normalizeEmail(raw);
}

/** Mobile phone as stored for this country, or invalid_phone on the `phone` field. */
export function requirePhone(raw: string, country: Country): string {
  const phone = normalizeMobilePhone(raw, country);
  if (!phone) throw new DomainError("invalid_phone", "phone");
  return phone;
}

export function requirePassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new DomainError(problem, "password");
  return password;
}
