import { useMemo, useSyncExternalStore } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useMembershipChangedSubscription as MembershipChangedSubscriptionType } from "../../../__generated__/useMembershipChangedSubscription.graphql";
import { reauthGate } from "../../../session/reauth-gate.ts";

// The group as the page reads it wherever the viewer's membership matters: the header's badge and
// buttons, the welcome dialog, the tabs and what the requests and parameters tabs show insiders.
const membershipChangedSubscription = graphql`
  subscription useMembershipChangedSubscription($groupId: ID!) {
    membershipChanged(groupId: $groupId) {
      status
      group {
        id
        tabs
        indexTab
        membershipStatus
        viewerMembership {
          role
        }
        viewerCanShare
        viewerCanDownloadData
        ...MembershipActions_group
        ...GroupRequestsTab_group
        ...GroupParamsTab_group
      }
    }
  }
`;

/**
 * Keeps the group page in step with the viewer's own membership (spec 1 §4): when an admin
 * answers in another browser, Relay merges the group by id, so the badge, the buttons and the
 * tabs change and, once accepted, the welcome dialog opens, without a reload.
 */
export function useMembershipChangedSubscription(groupId: string): void {
  // A subscription refused while the session was over is not retried by the socket: restart it
  // after the user logs in again.
  const epoch = useSyncExternalStore(reauthGate.subscribe, reauthGate.epoch);
  const config = useMemo<GraphQLSubscriptionConfig<MembershipChangedSubscriptionType>>(
    () => ({
      subscription: membershipChangedSubscription,
      variables: { groupId },
      // Live updates are a comfort: a reload still shows the membership as it is.
      onError: (error) => console.warn(`[web] live membership of group ${groupId} stopped (session ${epoch})`, error),
    }),
    [groupId, epoch],
  );
  useSubscription(config);
}
