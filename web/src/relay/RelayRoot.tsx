import { useSyncExternalStore, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { currentRelayEnvironment, subscribeRelayEnvironment } from "./environment.ts";

/**
 * Holds the Relay environment for the screens under it; a login, a logout or a language switch
 * (./relay-reset.ts) swaps it for an empty one. It wraps the routes that use Relay, not the whole
 * app: the login and password pages run without it and do not download Relay (issue 18).
 */
export function RelayRoot({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeRelayEnvironment, currentRelayEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
