import { useEffect } from "react";
import { requestSubscription, useRelayEnvironment } from "react-relay/hooks";
import type { Disposable, GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from "relay-runtime";
import { loadModule } from "../errors/load-error.ts";

/**
 * react-relay's useSubscription, with a document that loads once the screen has rendered: a
 * subscription carrying a page's whole detail weighs as much as the page's query, and live
 * updates need not delay its first paint (issue 18). `load` must be stable (a module-level
 * function) and `config` memoized, as useSubscription asks.
 */
export function useLazySubscription<T extends OperationType>(load: () => Promise<GraphQLTaggedNode>, config: Omit<GraphQLSubscriptionConfig<T>, "subscription">): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    let subscription: Disposable | null = null;
    let stopped = false;
    loadModule(load).then(
      (document) => {
        if (!stopped) subscription = requestSubscription<T>(environment, { ...config, subscription: document });
      },
      (error: unknown) => config.onError?.(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      stopped = true;
      subscription?.dispose();
    };
  }, [environment, load, config]);
}
