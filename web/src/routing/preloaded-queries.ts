import { useState } from "react";
import { loadQuery } from "react-relay/hooks";
import { createOperationDescriptor, getRequest, type ConcreteRequest, type FetchPolicy, type GraphQLTaggedNode, type OperationType } from "relay-runtime";
import { currentRelayEnvironment } from "../relay/environment.ts";

/** The preloaded query each route slot holds: its answer stays in the store until the slot's next load. */
const held = new Map<string, { dispose: () => void }>();
/** Operations a loader has just started, not yet picked up by their screen. */
const started = new Set<string>();

const identifierOf = (query: GraphQLTaggedNode, variables: OperationType["variables"]) => createOperationDescriptor(getRequest(query), variables).request.identifier;

/** The Relay half of ./preload-query.ts, loaded with Relay by the routes' loaders. */
export function startPreloadedQuery<T extends OperationType>(slot: string, query: ConcreteRequest, variables: T["variables"], fetchPolicy: "store-or-network" | "store-and-network"): void {
  const reference = loadQuery<T>(currentRelayEnvironment(), query, variables, { fetchPolicy });
  held.get(slot)?.dispose();
  held.set(slot, reference);
  started.add(identifierOf(query, variables));
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
  const [preloaded] = useState(() => (started.delete(identifier) ? current : null));
  return preloaded === current ? "store-or-network" : policy;
}
