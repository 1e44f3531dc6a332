import { useEffect, useState } from "react";
import { loadQuery } from "react-relay/hooks";
import { createOperationDescriptor, getRequest, type ConcreteRequest, type FetchPolicy, type GraphQLTaggedNode, type OperationType } from "relay-runtime";
import layoutQuery from "../__generated__/AuthGuardQuery.graphql.ts";
import { holdForCompanion } from "../relay/batching-fetch.ts";
import { currentRelayEnvironment } from "../relay/environment.ts";

/** The preloaded query each route slot holds: its answer stays in the store until the slot's next load. */
const held = new Map<string, { dispose: () => void }>();
/**
 * Operations a loader has just started, not yet shown by their screen: unclaimed, or claimed by a
 * screen's render with its fetchKey. A screen's first render suspends while the answer is on its
 * way, and React throws that render's state away: the claim outlives it until the screen commits,
 * or the retried render would fetch the same data again (it did, on a reload with warm chunks).
 */
const UNCLAIMED = Symbol("unclaimed");
const started = new Map<string, string | number | typeof UNCLAIMED>();

const identifierOf = (query: GraphQLTaggedNode, variables: OperationType["variables"]) => createOperationDescriptor(getRequest(query), variables).request.identifier;

/**
 * The addresses whose route starts a screen's query in its loader (the callers of
 * ./preload-query.ts). On a first load there, the layout's query waits for the screen's, so that
 * both go out in one request (../relay/batching-fetch.ts); elsewhere it goes at once. An address
 * missing here costs a second request, not a wrong answer.
 */
const PRELOADING_SCREEN = /^\/(?:(?:request|consult)\/?|(?:request|consult|shadow)\/\d+\/?|discover\/[^/]+\/?|(?:group\/\d+\/)?statement\/?)$/;
/** How long the layout's query waits for the screen's at most (a screen's loader that starts nothing). */
const LAYOUT_HOLD_MS = 150;

function hold(slot: string, reference: { dispose: () => void }): void {
  held.get(slot)?.dispose();
  held.set(slot, reference);
}

/** The Relay half of ./preload-query.ts, loaded with Relay by the routes' loaders. */
export function startPreloadedQuery<T extends OperationType>(slot: string, query: ConcreteRequest, variables: T["variables"], fetchPolicy: "store-or-network" | "store-and-network"): void {
  const environment = currentRelayEnvironment();
  if (slot === "layout") {
    const missing = environment.check(createOperationDescriptor(query, variables)).status !== "available";
    if (missing && PRELOADING_SCREEN.test(window.location.pathname)) holdForCompanion(query.params.name, LAYOUT_HOLD_MS);
  } else {
    // Every screen that preloads is under the logged-in layout (app/router.tsx). Its loader also
    // starts the layout's query, a no-op once the store holds it: on a first load, whichever of the
    // two loaders starts first, the layout's query and the screen's go out together.
    hold("layout", loadQuery(environment, layoutQuery, {}, { fetchPolicy: "store-or-network" }));
  }
  hold(slot, loadQuery<T>(environment, query, variables, { fetchPolicy }));
  started.set(identifierOf(query, variables), UNCLAIMED);
}

/**
 * The fetch policy of a screen whose loader may have just fetched its data: "store-or-network"
 * while it shows the loader's variables with its first fetchKey (the answer is there or on its way; fetching
 * again would send the same request twice), else the screen's own policy.
 */
export function usePreloadedFetchPolicy(query: GraphQLTaggedNode, variables: OperationType["variables"], fetchKey: string | number, policy: FetchPolicy): FetchPolicy {
  const identifier = identifierOf(query, variables);
  // A later fetchKey (retry, newer feed version) asks for the network again: the screen's policy.
  const current = `${identifier}\n${fetchKey}`;
  const [preloaded] = useState(() => {
    const claim = started.get(identifier);
    if (claim === UNCLAIMED) started.set(identifier, fetchKey);
    return claim === UNCLAIMED || claim === fetchKey ? current : null;
  });
  // Shown: the claim has served (this screen's state keeps it from now on).
  useEffect(() => {
    if (preloaded) started.delete(identifier);
  }, [preloaded, identifier]);
  return preloaded === current ? "store-or-network" : policy;
}
