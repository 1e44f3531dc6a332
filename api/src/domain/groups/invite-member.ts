import { signupLink } from "../accounts/signup-link.ts";
import { authwallLink } from "../interop/sealed-links.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { isLocale } from "../i18n/locales.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { countryLocale, groupInvitationMessage } from "./invitation-message.ts";
import type { MembershipOutcome } from "./membership-commands.ts";
import { announceMembershipChange } from "./membership-events.ts";
import { inviteMemberInput, type InviteMemberInput } from "./membership-input.ts";
import { readCorrespondentContact, type CorrespondentContact } from "../rules/correspondent-contact.ts";
import { hasFreeSeat, isInsiderFor, type Capabilities } from "./membership-rules.ts";
import { loadGroupForMembership, seatsTaken } from "./membership-target.ts";
import { resolveMemberTopics } from "./member-topics.ts";
import { canAdminGroup } from "./standing.ts";

/**
 * An admin adds a professional to the group (spec 1 §4 "invited", §5 "Member add"): the
 * membership waits, INVITED, for the invitee's answer. A registered professional is told by
 * e-mail; one without an account is reached at the e-mail or mobile phone the admin gives, valid
 * for the group's country. An insider needs a free seat; a sender group's member at least one
 * category. A professional already in the group (applying, invited or member): already_member.
 */
export async function inviteMember(deps: Deps, viewer: Viewer, raw: InviteMemberInput): Promise<MembershipOutcome> {
  const input = parseInput(inviteMemberInput, raw);
  const result = await deps.db.$transaction(async (tx) => {
    const { group, standing } = await loadGroupForMembership(tx, viewer, input.groupId);
    if (!canAdminGroup(standing)) throw new DomainError("forbidden");
    const professional = await tx.professional.findUnique({
      where: { id: input.professionalId },
      select: { country: true, rpps: true, user: { select: { id: true, email: true, locale: true } }, memberships: { where: { groupId: group.id }, select: { id: true } } },
    });
    if (!professional || professional.country !== group.country) throw new DomainError("impossible_to_add", "professionalId");
    if (professional.memberships.length) throw new DomainError("already_member", "professionalId");

    // Spec 1 §5: 'invalid email or phone' for the group's country, the rule of the invite form.
    const contact: CorrespondentContact | null = professional.user ? { channel: "EMAIL", to: professional.user.email } : readCorrespondentContact(input.contact ?? "", group.country);
    if (!contact) throw new DomainError("invalid_contact", "contact");

    const capabilities: Capabilities = {
      canAdmin: input.canAdmin ?? false,
      canReply: input.canReply ?? group.mode === "RECIPIENT",
      canSendFromGroup: input.canSendFromGroup ?? group.mode === "SENDER",
      canSupport: input.canSupport ?? false,
      canShadow: input.canShadow ?? false,
      canAsk: input.canAsk ?? group.mode === "SENDER",
    };
    const topics = await resolveMemberTopics(tx, standing, group.id, { allTopics: false, topicIds: [] }, { allTopics: input.allTopics ?? false, topicIds: input.topicIds ?? [] });
    if (group.mode === "SENDER" && !topics.allTopics && topics.topicIds.length === 0) throw new DomainError("validation_failed", "topicIds");
    const isInsider = isInsiderFor(group.mode, capabilities);
    if (isInsider && !hasFreeSeat(group.maxSeats, await seatsTaken(tx, group.id))) throw new DomainError("no_licence_available");

    const created = await tx.membership.create({
      data: {
        groupId: group.id,
        professionalId: input.professionalId,
        status: "INVITED",
        title: input.title ?? null,
        isInsider,
        allTopics: topics.allTopics,
        ...capabilities,
        canIntegrateAct: input.canIntegrateAct ?? false,
        canIntegrateReport: input.canIntegrateReport ?? false,
        topics: { create: topics.topicIds.map((topicId) => ({ topicId })) },
      },
      select: { id: true },
    });
    await tx.invitation.create({ data: { invitedById: viewer.userId, invitedProfessionalId: input.professionalId, membershipId: created.id, contact: contact.to, createdAt: deps.now } });
    const userLocale = professional.user?.locale;
    const locale = userLocale && isLocale(userLocale) ? userLocale : countryLocale(group.country);
    return { membershipId: created.id, groupId: group.id, userId: professional.user?.id ?? null, contact, locale, groupName: group.name, country: group.country, rpps: professional.rpps };
  });

  // The invitee answers on the group's page; without an account, they first sign up (their
  // registration number prefilled) and land there afterwards.
  const groupPath = `/group/${result.groupId}`;
  const link = result.userId
    ? { registered: true, url: authwallLink(deps, groupPath) }
    : { registered: false, url: signupLink(deps.publicUrl, { country: result.country, locale: result.locale, rpps: result.rpps, redirectPath: groupPath }) };
  const message = groupInvitationMessage(result.locale, result.groupName, link);
  // The invitation stands even if the transport fails: the invitee also sees it on signing in.
  const send =
    result.contact.channel === "EMAIL"
      ? deps.messenger.sendEmail({ to: result.contact.to, subject: message.subject, text: message.text, locale: result.locale })
      : deps.messenger.sendSms({ to: result.contact.to, text: message.sms, locale: result.locale });
  await send.catch(() => undefined);

  announceMembershipChange(deps.pubsub, { userId: result.userId, membershipId: result.membershipId, groupId: result.groupId, status: "INVITED" });
  return { membershipId: result.membershipId, groupId: result.groupId, status: "INVITED" };
}
