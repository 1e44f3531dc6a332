import type { Country, GroupMode, MembershipStatus, RecipientProfessionalMode } from "../../db/generated/prisma/enums.ts";
import { acceptsSpecialty, isBlockingAway, topicAcceptsSpecialty, type AwayFacts, type SpecialtyRule } from "./specialty-gate.ts";

/**
 * Spec 1 §3 "Recipient context" status:
 * - available: the viewer may write to it now and it will be received once published;
 * - draftable: the viewer may write a draft, but something stands before it is received
 *   (an application or invitation not yet answered, a topic that needs a named expert, an
 *   expert whose account is not validated yet): the web shows an information step first;
 * - unavailable: a group the viewer must join first (the join-network panel);
 * - unaccepted: the recipient does not take this viewer's requests (see `reason`);
 * - unregistered: a professional of the directory without an account (notice + invite prompt).
 */
export type RecipientStatus = "available" | "draftable" | "unavailable" | "unaccepted" | "unregistered";

/** Why a context is not simply available, so the web can say it in words. */
export type RecipientReason =
  | "self"
  | "country"
  | "sender_individual_disabled"
  | "no_individual_requests"
  | "specialty"
  | "away"
  | "not_recipient_group"
  | "professional_prevented"
  | "not_an_expert"
  | "not_a_requester"
  | "not_member"
  | "application_pending"
  | "invitation_pending"
  | "professional_required"
  | "recipient_not_validated"
  | "no_account";

export type Verdict = { status: RecipientStatus; reason: RecipientReason | null };

/** What the rules need to know about the viewer as a sender. */
export type SenderProfile = {
  userId: number;
  professionalId: number | null;
  country: Country;
  specialtyCode: string | null;
  /** The viewer's "send outside my networks" setting (spec 2 §3 sends_individual_requests). */
  sendsIndividualRequests: boolean;
};

export type ProfessionalFacts = {
  id: number;
  country: Country;
  /** Null: in the directory but without an account. */
  user: (SpecialtyRule & AwayFacts & { validated: boolean; acceptsIndividualRequests: boolean }) | null;
};

export type GroupFacts = SpecialtyRule & {
  id: number;
  country: Country;
  mode: GroupMode;
  isPanel: boolean;
  /** The viewer's membership in the group, if any. */
  membership: { status: MembershipStatus; canAsk: boolean } | null;
};

export type TopicFacts = SpecialtyRule &
  AwayFacts & {
    id: number;
    recipientProfessionalMode: RecipientProfessionalMode;
    group: GroupFacts;
  };

const ok = (status: RecipientStatus = "available", reason: RecipientReason | null = null): Verdict => ({ status, reason });
const refused = (reason: RecipientReason): Verdict => ({ status: "unaccepted", reason });

/** The viewer may create a draft to a context with this status. */
export function isDraftable(status: RecipientStatus): boolean {
  return status === "available" || status === "draftable" || status === "unregistered";
}

/**
 * Which recipient groups a viewer must have joined before asking them. The spec is silent
 * (spec 1 §3 has no such flag): we chose that panels (closed expert panels, is_panel) take
 * requests only from their ongoing members with can_ask, while open networks take them from
 * every validated professional of their country. Change it here and nowhere else.
 */
export function groupRequiresMembership(group: Pick<GroupFacts, "isPanel">): boolean {
  return group.isPanel;
}

/** A request addressed to one professional, outside any group (spec 1 §4 "context selection"). */
export function professionalContextVerdict(sender: SenderProfile, professional: ProfessionalFacts, now: Date): Verdict {
  if (professional.id === sender.professionalId) return refused("self");
  // Spec 1 §6: only members of the viewer's own country can be asked for advice from a profile.
  if (professional.country !== sender.country) return refused("country");
  if (!sender.sendsIndividualRequests) return refused("sender_individual_disabled");
  const user = professional.user;
  if (!user) return ok("unregistered", "no_account");
  if (!user.acceptsIndividualRequests) return refused("no_individual_requests");
  if (!acceptsSpecialty(user, sender.specialtyCode)) return refused("specialty");
  if (isBlockingAway(user, now)) return refused("away");
  if (!user.validated) return ok("draftable", "recipient_not_validated");
  return ok();
}

/** The membership part of a group's verdict; null when the viewer may ask. */
function membershipVerdict(group: GroupFacts): Verdict | null {
  if (!groupRequiresMembership(group)) return null;
  const membership = group.membership;
  if (!membership) return { status: "unavailable", reason: "not_member" };
  if (membership.status === "APPLYING") return ok("draftable", "application_pending");
  if (membership.status === "INVITED") return ok("draftable", "invitation_pending");
  return membership.canAsk ? null : refused("not_a_requester");
}

/**
 * A request to a group topic, optionally naming one of its experts (recipient_professional_mode:
 * PREVENT refuses a named expert, REQUIRE needs one). A topic that requires an expert but has
 * none chosen yet is draftable: the expert is picked in the flow or later in the draft's
 * recipient step, and publishing checks it.
 */
export function topicContextVerdict(sender: SenderProfile, topic: TopicFacts, now: Date, expert?: { isExpert: boolean }): Verdict {
  const group = topic.group;
  if (group.mode !== "RECIPIENT") return refused("not_recipient_group");
  if (group.country !== sender.country) return refused("country");
  if (expert && topic.recipientProfessionalMode === "PREVENT") return refused("professional_prevented");
  if (expert && !expert.isExpert) return refused("not_an_expert");
  if (!topicAcceptsSpecialty(topic, group, sender.specialtyCode)) return refused("specialty");
  if (isBlockingAway(topic, now)) return refused("away");
  const membership = membershipVerdict(group);
  if (membership) return membership;
  if (!expert && topic.recipientProfessionalMode === "REQUIRE") return ok("draftable", "professional_required");
  return ok();
}
