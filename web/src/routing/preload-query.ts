import type { ConcreteRequest, OperationType } from "relay-runtime";

type Artifact = () => Promise<{ default: ConcreteRequest }>;

/**
 * Render as you fetch (issue 18): a route's loader starts its screen's query while react-router
 * fetches the screen's chunk, instead of the screen starting it once its chunk has run. The
 * screen keeps its useLazyLoadQuery, with usePreloadedFetchPolicy (./preloaded-queries.ts): Relay
 * joins the request in flight (it dedupes by operation and variables) or reads its answer from
 * the store. The artifact is a small chunk of its own, so the entry (and the login page) does not
 * carry every screen's query; Relay itself comes with it, beside the screen's chunk, for the
 * same reason.
 * A failure here is not the screen's: its own query then runs and reports it.
 */
export async function preloadQuery<T extends OperationType>(slot: string, artifact: Artifact, variables: T["variables"], fetchPolicy: "store-or-network" | "store-and-network" = "store-or-network"): Promise<null> {
  try {
    const [{ startPreloadedQuery }, { default: query }] = await Promise.all([import("./preloaded-queries.ts"), artifact()]);
    // Until the answer is in the store, or ANSWER_WAIT_MS: see preloaded-queries.ts why.
    await startPreloadedQuery<T>(slot, query, variables, fetchPolicy);
  } catch (error) {
    console.warn("[web] a screen's query could not be started early", error);
  }
  return null;
}
