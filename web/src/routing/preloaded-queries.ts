import { useEffect, useState } from "react";
import { loadQuery } from "react-relay/hooks";
import { createOperationDescriptor, fetchQuery, getRequest, type ConcreteRequest, type Environment, type FetchPolicy, type GraphQLTaggedNode, type OperationType } from "relay-runtime";
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

/**
 * Resolves once a query the store lacked has its answer there (or failed: the screen's own query
 * then reports it); at once when the store already held it (a "store-and-network" refresh is not
 * waited for: the screen shows what the store has meanwhile). fetchQuery joins the request
 * loadQuery just started (Relay dedupes requests in flight by operation and variables), and still
 * hears its end when a later loader's loadQuery of the same query disposed the first reference.
 */
function answered(environment: Environment, query: ConcreteRequest, variables: OperationType["variables"], missing: boolean): Promise<void> {
  if (!missing) return Promise.resolve();
  return new Promise((resolve) => {
    fetchQuery(environment, query, variables, { fetchPolicy: "store-or-network" }).subscribe({ complete: () => resolve(), error: () => resolve(), unsubscribe: () => resolve() });
  });
}

/** Starts `query` (a no-op when the store holds it), answering when its data is in the store. */
function start<T extends OperationType>(slot: string, query: ConcreteRequest, variables: T["variables"], fetchPolicy: "store-or-network" | "store-and-network"): Promise<void> {
  const environment = currentRelayEnvironment();
  const missing = environment.check(createOperationDescriptor(query, variables)).status !== "available";
  if (slot === "layout" && missing && PRELOADING_SCREEN.test(window.location.pathname)) holdForCompanion(query.params.name, LAYOUT_HOLD_MS);
  hold(slot, loadQuery<T>(environment, query, variables, { fetchPolicy }));
  return answered(environment, query, variables, missing);
}

/**
 * How long a loader waits for its query's answer (issue 18). The screen then renders with its data
 * and never shows its loading fallback: React holds back the content that replaces a fallback
 * until 300 ms after the fallback appeared (its "fallback throttle"), which made every screen
 * show its rows some 300 ms after their data had arrived. Past this, the screen renders and waits
 * behind its fallback as before, so that a slow network still shows that something is loading.
 * (Here rather than in ./preload-query.ts, which the entry and the login page carry.)
 */
const ANSWER_WAIT_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The Relay half of ./preload-query.ts, loaded with Relay by the routes' loaders; answers when the
 * data the screen shows first is in the store, or after ANSWER_WAIT_MS.
 */
export function startPreloadedQuery<T extends OperationType>(slot: string, query: ConcreteRequest, variables: T["variables"], fetchPolicy: "store-or-network" | "store-and-network"): Promise<void> {
  // Every screen that preloads is under the logged-in layout (app/router.tsx). Its loader also
  // starts the layout's query, a no-op once the store holds it: on a first load, whichever of the
  // two loaders starts first, the layout's query and the screen's go out together.
  const layout = slot === "layout" ? Promise.resolve() : start("layout", layoutQuery, {}, "store-or-network");
  const screen = start<T>(slot, query, variables, fetchPolicy);
  started.set(identifierOf(query, variables), UNCLAIMED);
  return Promise.race([Promise.all([layout, screen]).then(() => undefined), delay(ANSWER_WAIT_MS)]);
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
