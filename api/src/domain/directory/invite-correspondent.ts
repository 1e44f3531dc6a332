import { z } from "zod";
import { signupLink } from "../accounts/signup-link.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import type { Locale } from "../i18n/locales.ts";
import { parseInput } from "../input.ts";
import { takeRateToken, RATE_RULES } from "../rate-limit.ts";
import { readCorrespondentContact, type CorrespondentContact } from "../rules/correspondent-contact.ts";
import { EMAIL_MAX_LENGTH } from "../rules/email.ts";
import { countryOfStoredPhone } from "../rules/phone.ts";
import type { Viewer } from "../viewer.ts";
import { invitationEmail, invitationSms } from "./invitation-messages.ts";

export const inviteCorrespondentInput = z.object({
  contact: z.string().max(EMAIL_MAX_LENGTH),
});
export type InviteCorrespondentInput = z.input<typeof inviteCorrespondentInput>;

/**
 * The invitee's language. A mobile number says its country: French for +33, German for +49,
 * for Belgium the viewer's Belgian language if they have one (a colleague in the same region)
 * else French. An address says nothing: the viewer's own language, the likeliest one shared
 * with a correspondent they know.
 */
export function inviteeLocale(contact: CorrespondentContact, viewerLocale: Locale): Locale {
  if (contact.channel === "EMAIL") return viewerLocale;
  if (contact.to.startsWith("+49")) return "de";
  if (contact.to.startsWith("+32")) return viewerLocale === "nl-BE" || viewerLocale === "fr-BE" ? viewerLocale : "fr-BE";
  return "fr";
}

/**
 * Invites a colleague who is not on the platform (spec 1 §2 directory, §4 invite form): one
 * message through the messenger in the invitee's language and an Invitation row that keeps the
 * contact. Rate-limited per viewer so that the form cannot be used to send spam.
 */
export async function inviteCorrespondent(deps: Deps, viewer: Viewer, raw: InviteCorrespondentInput): Promise<{ invitationId: number }> {
  const input = parseInput(inviteCorrespondentInput, raw);
  const inviter = await deps.db.user.findUnique({ where: { id: viewer.userId }, select: { firstName: true, lastName: true, country: true } });
  if (!inviter) throw new DomainError("not_found");
  const contact = readCorrespondentContact(input.contact, inviter.country);
  if (!contact) throw new DomainError("invalid_contact", "contact");
  if (!(await takeRateToken(deps.db, `invite:${viewer.userId}`, RATE_RULES.invitePerUser, deps.now))) throw new DomainError("rate_limited");
  const locale = inviteeLocale(contact, viewer.locale);
  const name = `${inviter.firstName} ${inviter.lastName}`;
  const invitation = await deps.db.invitation.create({ data: { invitedById: viewer.userId, contact: contact.to, createdAt: deps.now }, select: { id: true } });
  // A number says its country; an address does not: the inviter's, the likeliest one shared.
  const country = contact.channel === "SMS" ? countryOfStoredPhone(contact.to) : inviter.country;
  const link = signupLink(deps.publicUrl, { country, locale });
  if (contact.channel === "EMAIL") await deps.messenger.sendEmail({ to: contact.to, ...invitationEmail(name, locale, link), locale });
  else await deps.messenger.sendSms({ to: contact.to, text: invitationSms(name, locale, link), locale });
  return { invitationId: invitation.id };
}
