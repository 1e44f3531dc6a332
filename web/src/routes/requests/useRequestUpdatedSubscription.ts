import { useMemo, useSyncExternalStore } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useRequestUpdatedSubscription as RequestUpdatedSubscriptionType } from "../../__generated__/useRequestUpdatedSubscription.graphql";
import { reauthGate } from "../../session/reauth-gate.ts";

const requestUpdatedSubscription = graphql`
  subscription useRequestUpdatedSubscription($id: ID!) {
    requestUpdated(id: $id) {
      ...RequestDetail_request
    }
  }
`;

/** Keeps an open request live: each event carries the whole detail fragment, which Relay merges by id. */
export function useRequestUpdatedSubscription(id: string): void {
  // A subscription refused while the session was over is not retried by the socket: restart it
  // after the user logs in again.
  const epoch = useSyncExternalStore(reauthGate.subscribe, reauthGate.epoch);
  const config = useMemo<GraphQLSubscriptionConfig<RequestUpdatedSubscriptionType>>(
    () => ({
      subscription: requestUpdatedSubscription,
      variables: { id },
      // Live updates are a comfort: the page stays correct (if not live) without them.
      onError: (error) => console.warn(`[web] live updates for request ${id} stopped (session ${epoch})`, error),
    }),
    [id, epoch],
  );
  useSubscription(config);
}
