import { useMemo, useRef, useSyncExternalStore } from "react";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useRequestUpdatedSubscription as RequestUpdatedSubscriptionType } from "../../__generated__/useRequestUpdatedSubscription.graphql";
import { useLazySubscription } from "../../relay/useLazySubscription.ts";
import { reauthGate } from "../../session/reauth-gate.ts";
import { shouldRefetch } from "./request-event-refetch.ts";

const loadRequestSide = () => import("./useRequestUpdatedSubscription.documents.ts").then((documents) => documents.requestSideSubscription);
const loadConsultSide = () => import("./useRequestUpdatedSubscription.documents.ts").then((documents) => documents.consultSideSubscription);

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
  const config = useMemo<Omit<GraphQLSubscriptionConfig<RequestUpdatedSubscriptionType>, "subscription">>(
    () => ({
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
  // Both documents answer the same event shape; only the carried fragment differs.
  useLazySubscription(side === "request" ? loadRequestSide : loadConsultSide, config);
}
