import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { batchingFetch } from "./batching-fetch.ts";
import { onRelayReset } from "./relay-reset.ts";
import { restartSubscriptions, subscribeGraphQL } from "./subscriptions.ts";

/** A fresh store: created at start and after every login or logout, so no data outlives its session. */
export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(batchingFetch, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

let current: Environment | null = null;
const listeners = new Set<() => void>();

/** The environment the app renders with: route loaders start their screens' queries in it. */
export function currentRelayEnvironment(): Environment {
  current ??= createRelayEnvironment();
  return current;
}

/** Swaps in an empty environment (login, logout, language switch) before the next navigation's loaders run. */
export function replaceRelayEnvironment(): Environment {
  current = createRelayEnvironment();
  for (const listener of listeners) listener();
  return current;
}

/** Told when the environment is swapped (RelayRoot renders with the new one). */
export function subscribeRelayEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A login, a logout or a language switch, asked from anywhere (./relay-reset.ts): the socket
// reconnects with the new session and the next screens read an empty store.
onRelayReset(() => {
  restartSubscriptions();
  replaceRelayEnvironment();
});
