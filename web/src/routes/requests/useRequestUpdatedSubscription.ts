import { useMemo, useRef, useSyncExternalStore } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useRequestUpdatedSubscription as RequestUpdatedSubscriptionType } from "../../__generated__/useRequestUpdatedSubscription.graphql";
import { reauthGate } from "../../session/reauth-gate.ts";
import { shouldRefetch } from "./request-event-refetch.ts";

// One document per page: each event carries exactly what that page shows, which Relay merges by id.
const requestSideSubscription = graphql`
  subscription useRequestUpdatedSubscription($id: ID!) {
    requestEvent(id: $id) {
      kind
      newStatus
      # Null when the request was just sent (the sender's own action) or deleted.
      request {
        ...RequestDetail_request
      }
    }
  }
`;

const consultSideSubscription = graphql`
  subscription useRequestUpdatedSubscriptionConsultSubscription($id: ID!) {
    requestEvent(id: $id) {
      kind
      newStatus
      request {
        ...ConsultDetail_request
      }
    }
  }
`;

/**
 * Keeps an open request live (mount it in the request, consult and shadow pages, naming the
 * page's side). Each event carries that page's detail fragment, which Relay merges by id; a
 * page that shows more than it passes `refetch`, called for every event that should refresh
 * it. A deleted request reaches `onDeleted` (e.g. go back to the list).
 */
export function useRequestUpdatedSubscription(
  id: string,
  side: "request" | "consult",
  options: { refetch?: () => void; onDeleted?: () => void } = {},
): void {
  // A subscription refused while the session was over is not retried by the socket: restart it
  // after the user logs in again.
  const epoch = useSyncExternalStore(reauthGate.subscribe, reauthGate.epoch);
  // Latest callbacks without restarting the subscription when the page re-renders.
  const callbacks = useRef(options);
  callbacks.current = options;
  const config = useMemo<GraphQLSubscriptionConfig<RequestUpdatedSubscriptionType>>(
    () => ({
      // Both documents answer the same event shape; only the carried fragment differs.
      subscription: side === "request" ? requestSideSubscription : consultSideSubscription,
      variables: { id },
      onNext: (response) => {
        const event = response?.requestEvent;
        if (!event) return;
        if (event.kind === "DELETED") callbacks.current.onDeleted?.();
        else if (shouldRefetch(event)) callbacks.current.refetch?.();
      },
      // Live updates are a comfort: the page stays correct (if not live) without them.
      onError: (error) => console.warn(`[web] live updates for request ${id} stopped (session ${epoch})`, error),
    }),
    [id, side, epoch],
  );
  useSubscription(config);
}
