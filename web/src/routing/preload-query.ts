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
export async function preloadQuery<T extends OperationType>(
  slot: string,
  artifact: Artifact,
  variables: T["variables"],
  fetchPolicy: "store-or-network" | "store-and-network" = "store-or-network",
  waitMs: number = ANSWER_WAIT_MS,
): Promise<null> {
  try {
    const [{ startPreloadedQuery }, { default: query }] = await Promise.all([import("./preloaded-queries.ts"), artifact()]);
    await Promise.race([startPreloadedQuery<T>(slot, query, variables, fetchPolicy), delay(waitMs)]);
  } catch (error) {
    console.warn("[web] a screen's query could not be started early", error);
  }
  return null;
}

/**
 * How long a loader waits for its query's answer (issue 18). The screen then renders with its data
 * and never shows its loading fallback: React holds back the content that replaces a fallback
 * until 300 ms after the fallback appeared (its "fallback throttle"), which made every screen
 * show its rows some 300 ms after their data had arrived. Past this, the screen renders and waits
 * behind its fallback as before, so that a slow network still shows that something is loading.
 */
export const ANSWER_WAIT_MS = 1_000;

/**
 * The data of a query a loader preloaded (and waited for), to start a second query that depends on
 * it; null when the store lacks it (the loader's wait ran out, or the query failed).
 */
export async function storedQuery<T extends OperationType>(artifact: Artifact, variables: T["variables"]): Promise<T["response"] | null> {
  try {
    const [{ readStoredQuery }, { default: query }] = await Promise.all([import("./preloaded-queries.ts"), artifact()]);
    return readStoredQuery<T>(query, variables);
  } catch {
    return null;
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
