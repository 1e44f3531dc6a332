import type { PubSub } from "../ports.ts";

export type MembershipChange = { userId: number | null; membershipId: number; groupId: number; status: "APPLYING" | "INVITED" | "ONGOING" | null };

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
