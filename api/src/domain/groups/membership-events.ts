import type { Db } from "../../db/client.ts";
import type { PubSub } from "../ports.ts";
import { ongoingAdminWhere } from "./last-admin.ts";

export type MembershipChange = {
  userId: number | null;
  membershipId: number;
  groupId: number;
  status: "APPLYING" | "INVITED" | "ONGOING" | null;
  /** The group's set of ongoing administrators changed (one left, was removed, demoted, promoted or accepted). */
  adminsChanged?: boolean;
};

/**
 * After a membership transition commits: the member's own screens refresh (membershipChanged)
 * and so do their notification counts, whose group_invitations counts pending invitations
 * (spec 1 §4 realtime). A professional without an account has no screen to tell.
 */
export function announceMembershipChange(pubsub: PubSub, change: MembershipChange): void {
  if (change.userId === null) return;
  pubsub.publish("membershipChanged", change.userId, { membershipId: change.membershipId, groupId: change.groupId, status: change.status });
  pubsub.publish("countsChanged", change.userId, { userId: change.userId });
}

/**
 * The group's other ongoing administrators hear a change of the administrator set: whether each
 * is now the last one (Membership.isLastAdmin) decides which of their actions the group page
 * offers, so their open page refreshes without a reload. Each hears an event about their own
 * membership, the only kind the subscription delivers.
 */
export async function announceAdminsChange(deps: { db: Db; pubsub: PubSub }, change: MembershipChange): Promise<void> {
  if (!change.adminsChanged) return;
  try {
    const admins = await deps.db.membership.findMany({
      where: { groupId: change.groupId, ...ongoingAdminWhere, id: { not: change.membershipId } },
      select: { id: true, professional: { select: { user: { select: { id: true } } } } },
    });
    for (const admin of admins) {
      const userId = admin.professional.user?.id;
      if (userId !== undefined) deps.pubsub.publish("membershipChanged", userId, { membershipId: admin.id, groupId: change.groupId, status: "ONGOING" });
    }
  } catch (error: unknown) {
    // The change is committed; a missed refresh is corrected by the next reload.
    console.error("[groups] could not tell the administrators of a change", error);
  }
}
