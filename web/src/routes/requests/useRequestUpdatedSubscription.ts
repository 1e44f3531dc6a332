import { useMemo, useRef, useSyncExternalStore } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type {
  useRequestUpdatedSubscription as RequestUpdatedSubscriptionType,
  useRequestUpdatedSubscription$data,
} from "../../__generated__/useRequestUpdatedSubscription.graphql";
import { reauthGate } from "../../session/reauth-gate.ts";

const requestUpdatedSubscription = graphql`
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

export type RequestEvent = NonNullable<useRequestUpdatedSubscription$data["requestEvent"]>;

/** Spec 2 §4 "Realtime events": an event refetches the open request unless its new status is opened. */
export function shouldRefetch(event: Pick<RequestEvent, "kind" | "newStatus">): boolean {
  return event.newStatus !== "OPENED" && event.kind !== "DELETED";
}

/**
 * Keeps an open request live (mount it in the request, consult and shadow pages). Each event
 * carries the request detail fragment, which Relay merges by id; a page that shows more than
 * that fragment passes `refetch`, called for every event that should refresh it. A deleted
 * request reaches `onDeleted` (e.g. go back to the list).
 */
export function useRequestUpdatedSubscription(id: string, options: { refetch?: () => void; onDeleted?: () => void } = {}): void {
  // A subscription refused while the session was over is not retried by the socket: restart it
  // after the user logs in again.
  const epoch = useSyncExternalStore(reauthGate.subscribe, reauthGate.epoch);
  // Latest callbacks without restarting the subscription when the page re-renders.
  const callbacks = useRef(options);
  callbacks.current = options;
  const config = useMemo<GraphQLSubscriptionConfig<RequestUpdatedSubscriptionType>>(
    () => ({
      subscription: requestUpdatedSubscription,
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
    [id, epoch],
  );
  useSubscription(config);
}
