import { useMemo, useRef, useState, useSyncExternalStore } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useNotificationCountsSubscription as NotificationCountsSubscriptionType } from "../../__generated__/useNotificationCountsSubscription.graphql";
import { reauthGate } from "../../session/reauth-gate.ts";
import { useHiddenTabMarker } from "../useHiddenTabMarker.ts";
import { feedVersion } from "../../routes/requests/feed-version.ts";
import { countsRose, type MenuCounts } from "./notification-counts.ts";

const notificationCountsSubscription = graphql`
  subscription useNotificationCountsSubscription {
    notificationCountsChanged {
      fromMe
      toMe
      inactivePending
      groupInvitations
      groupCounters {
        groupDatabaseId
        available
      }
    }
  }
`;

/**
 * The menu's counts, live. The server sends the current counts when the subscription starts,
 * and the socket re-subscribes after every reconnection: a reconnect is a refetch. A count that
 * rises while the tab is hidden marks the title (spec 2 §4). Null until the first counts.
 */
export function useNotificationCounts(): MenuCounts | null {
  const [counts, setCounts] = useState<MenuCounts | null>(null);
  const previous = useRef<MenuCounts | null>(null);
  const mark = useHiddenTabMarker();
  // A subscription refused while the session was over is not retried by the socket: restart it
  // after the user logs in again.
  const epoch = useSyncExternalStore(reauthGate.subscribe, reauthGate.epoch);
  const config = useMemo<GraphQLSubscriptionConfig<NotificationCountsSubscriptionType>>(
    () => ({
      subscription: notificationCountsSubscription,
      variables: {},
      onNext: (response) => {
        const next = response?.notificationCountsChanged;
        if (!next) return;
        if (countsRose(previous.current, next)) mark();
        if (previous.current && (previous.current.fromMe !== next.fromMe || previous.current.toMe !== next.toMe)) feedVersion.bump();
        previous.current = next;
        setCounts(next);
      },
      // The badges are a comfort: the lists stay right without them.
      onError: (error) => console.warn(`[web] live notification counts stopped (session ${epoch})`, error),
    }),
    [epoch, mark],
  );
  useSubscription(config);
  return counts;
}
