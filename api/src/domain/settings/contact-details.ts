import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { emailProblem, normalizeEmail, EMAIL_MAX_LENGTH } from "../rules/email.ts";
import { normalizeMobilePhone } from "../rules/phone.ts";
import type { Viewer } from "../viewer.ts";

// Absent: unchanged; empty: removed (colleagues then see nothing but the platform's messaging).
export const contactDetailsInput = z.object({
  contactEmail: z.string().max(EMAIL_MAX_LENGTH).optional(),
  contactPhone: z.string().max(40).optional(),
});
export type ContactDetailsInput = z.input<typeof contactDetailsInput>;

export type ContactDetails = { contactEmail: string | null; contactPhone: string | null };

/**
 * Settings, professional contact email and phone (spec 2 §2 modals): what colleagues see to
 * reach the professional outside the platform, distinct from the login email and mobile phone
 * (which stay private and change only with codes). Groups that call requesters back read the
 * phone (contact_phone_missing at publish).
 */
export async function setContactDetails(deps: Pick<Deps, "db">, viewer: Viewer, raw: ContactDetailsInput): Promise<ContactDetails> {
  const input = parseInput(contactDetailsInput, raw);
  const data: Partial<ContactDetails> = {};
  if (input.contactEmail !== undefined) {
    const value = input.contactEmail.trim();
    const problem = value ? emailProblem(value) : null;
    if (problem) throw new DomainError(problem, "contactEmail");
    data.contactEmail = value ? normalizeEmail(value) : null;
  }
  if (input.contactPhone !== undefined) {
    const value = input.contactPhone.trim();
    if (value) {
      const { country } = await deps.db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { country: true } });
      const phone = normalizeMobilePhone(value, country);
      if (!phone) throw new DomainError("invalid_phone", "contactPhone");
      data.contactPhone = phone;
    } else data.contactPhone = null;
  }
  return deps.db.user.update({ where: { id: viewer.userId }, data, select: { contactEmail: true, contactPhone: true } });
}
