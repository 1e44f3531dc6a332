import type { GroupMode } from "../../db/generated/prisma/enums.ts";
import type { ErrorCode } from "../error-registry.ts";
import type { GroupStanding } from "./standing.ts";

// The pure rules of memberships (spec 1 §4–§6), shared by the commands, the list and the web.

export type Capabilities = {
  canAdmin: boolean;
  canReply: boolean;
  canSendFromGroup: boolean;
  canSupport: boolean;
  canShadow: boolean;
  canAsk: boolean;
};

/** The capability columns of a membership row: every read of them (standing, lists, commands) selects these. */
export const capabilitiesSelect = {
  canAdmin: true,
  canReply: true,
  canAsk: true,
  canSendFromGroup: true,
  canSupport: true,
  canShadow: true,
} as const satisfies Record<keyof Capabilities, true>;

export const DISPLAYED_ROLES = ["ADMIN", "EXPERT", "REQUESTER", "SUPPORT", "SHADOW", "MEMBER"] as const;
export type DisplayedRole = (typeof DISPLAYED_ROLES)[number];

/**
 * Spec 1 §6 "Displayed precedence: admin, expert, requester, support, shadow, otherwise member".
 * can_ask counts as requester too: in a recipient group it is what lets a member send requests
 * to the group, the requester role of the welcome dialog.
 */
export function displayedRole(capabilities: Capabilities): DisplayedRole {
  if (capabilities.canAdmin) return "ADMIN";
  if (capabilities.canReply) return "EXPERT";
  if (capabilities.canSendFromGroup || capabilities.canAsk) return "REQUESTER";
  if (capabilities.canSupport) return "SUPPORT";
  if (capabilities.canShadow) return "SHADOW";
  return "MEMBER";
}

export type WelcomeRole = "EXPERT" | "REQUESTER" | "MEMBER";

/** Spec 1 §4: the welcome dialog's text by role (expert, requester, plain member). */
export function welcomeRole(capabilities: Capabilities): WelcomeRole {
  if (capabilities.canReply) return "EXPERT";
  if (capabilities.canSendFromGroup || capabilities.canAsk) return "REQUESTER";
  return "MEMBER";
}

/**
 * An insider belongs to the group's own team (spec 1 §6). Everyone in a sender group is; in a
 * recipient group, a member who only asks (can_ask) is an outside requester.
 */
export function isInsiderFor(mode: GroupMode, capabilities: Capabilities): boolean {
  if (mode === "SENDER") return true;
  return capabilities.canAdmin || capabilities.canReply || capabilities.canSupport || capabilities.canShadow;
}

/** What an application asks for: requester of a recipient group, sender of a sender group. */
export function applicantCapabilities(mode: GroupMode): Capabilities {
  return { canAdmin: false, canReply: false, canSupport: false, canShadow: false, canAsk: true, canSendFromGroup: mode === "SENDER" };
}

/** Whether one more insider fits: seats held by ongoing and invited insiders (spec 1 §5 max_seats). */
export function hasFreeSeat(maxSeats: number | null, seatsTaken: number): boolean {
  return maxSeats === null || seatsTaken < maxSeats;
}

type TopicHolder = { allTopics: boolean; topicIds: readonly number[] };

/** The topics a viewer administers in a group: all (super or all_topics admin), or their own. */
export function administers(standing: GroupStanding, topics: TopicHolder): boolean {
  if (standing.isSuper) return true;
  const own = standing.membership;
  if (own?.status !== "ONGOING" || !own.canAdmin) return false;
  if (own.allTopics) return true;
  if (topics.allTopics) return false;
  return topics.topicIds.every((topicId) => own.topicIds.includes(topicId));
}

/** The member's topics the viewer does not administer (kept as they are by an edit). */
export function foreignTopicIds(standing: GroupStanding, topicIds: readonly number[]): number[] {
  return topicIds.filter((topicId) => !administers(standing, { allTopics: false, topicIds: [topicId] }));
}

type AdminFacts = { status: "APPLYING" | "INVITED" | "ONGOING"; canAdmin: boolean };

/**
 * A group keeps at least one ongoing administrator (last_admin): this member is its last one when
 * `ongoingAdmins`, the group's ongoing administrators counted with the member, is one. Leaving,
 * removal and giving up the admin capability are then refused, to super users too: the rule
 * protects the group, not the viewer.
 */
export function isLastAdmin(member: AdminFacts, ongoingAdmins: number): boolean {
  return isOngoingAdmin(member) && ongoingAdmins <= 1;
}

export function isOngoingAdmin(member: AdminFacts): boolean {
  return member.status === "ONGOING" && member.canAdmin;
}

type DeletionTarget = TopicHolder & { isInsider: boolean };

/**
 * Spec 1 §6: a member who has categories the viewer does not administer cannot be deleted;
 * insiders of a group without seat limit cannot be deleted either (the support does it: in sender
 * groups the screen says "contact support"). Super users may. Null when the viewer may delete.
 */
export function deletionRefusal(standing: GroupStanding, target: DeletionTarget, group: { maxSeats: number | null }): ErrorCode | null {
  if (standing.isSuper) return null;
  if (!administers(standing, target)) return "topics_not_administered";
  if (target.isInsider && group.maxSeats === null) return "contact_support";
  return null;
}

/**
 * Why the viewer may not remove an ongoing member, in the order deleteMembership checks: the
 * rules of spec 1 §6 above, then the last administrator. Null when the viewer may.
 */
export function removalRefusal(standing: GroupStanding, target: DeletionTarget & AdminFacts, group: { maxSeats: number | null }, ongoingAdmins: number): ErrorCode | null {
  return deletionRefusal(standing, target, group) ?? (isLastAdmin(target, ongoingAdmins) ? "last_admin" : null);
}
