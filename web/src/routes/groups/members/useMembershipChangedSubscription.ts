import { useMemo, useSyncExternalStore } from "react";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useMembershipChangedSubscription as MembershipChangedSubscriptionType } from "../../../__generated__/useMembershipChangedSubscription.graphql";
import { useLazySubscription } from "../../../relay/useLazySubscription.ts";
import { reauthGate } from "../../../session/reauth-gate.ts";

const loadDocument = () => import("./useMembershipChangedSubscription.documents.ts").then((documents) => documents.membershipChangedSubscription);

/**
 * Keeps the group page in step with the viewer's own membership (spec 1 §4): when an admin
 * answers in another browser, Relay merges the group by id, so the badge, the buttons and the
 * tabs change and, once accepted, the welcome dialog opens, without a reload.
 */
export function useMembershipChangedSubscription(groupId: string): void {
  // A subscription refused while the session was over is not retried by the socket: restart it
  // after the user logs in again.
  const epoch = useSyncExternalStore(reauthGate.subscribe, reauthGate.epoch);
  const config = useMemo<Omit<GraphQLSubscriptionConfig<MembershipChangedSubscriptionType>, "subscription">>(
    () => ({
      variables: { groupId },
      // Live updates are a comfort: a reload still shows the membership as it is.
      onError: (error) => console.warn(`[web] live membership of group ${groupId} stopped (session ${epoch})`, error),
    }),
    [groupId, epoch],
  );
  useLazySubscription(loadDocument, config);
}
