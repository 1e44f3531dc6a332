import { createContext, use, useCallback, useState, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createRelayEnvironment } from "./environment.ts";
import { restartSubscriptions } from "./subscriptions.ts";

const ResetContext = createContext<() => void>(() => {});

/** Holds the Relay environment; a login or logout swaps it for an empty one. */
export function RelayRoot({ children }: { children: ReactNode }) {
  const [environment, setEnvironment] = useState(createRelayEnvironment);
  const reset = useCallback(() => {
    restartSubscriptions();
    setEnvironment(createRelayEnvironment());
  }, []);
  return (
    <ResetContext value={reset}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </ResetContext>
  );
}

/** Drops every record of the previous session (patients included) from memory. */
export function useResetRelayEnvironment(): () => void {
  return use(ResetContext);
}
