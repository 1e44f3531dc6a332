import { useEffect, useState } from "react";
import type { ConcreteRequest, OperationType } from "relay-runtime";
import { fetchOperation } from "./fetch-operation.ts";

type State<T> = { key: string; data: T } | { key: string; error: unknown };

/**
 * A query of a page that runs without Relay, fetched from the network on mount and again when
 * `fetchKey` changes (QueryBoundary's retry key): null while it loads. A failed fetch throws
 * at render, so the surrounding QueryBoundary shows its error view and retry, as for a Relay query.
 */
export function useOperationQuery<T extends OperationType>(query: ConcreteRequest, variables: T["variables"], fetchKey: number): T["response"] | null {
  const variablesJson = JSON.stringify(variables);
  const key = `${fetchKey}\n${variablesJson}`;
  const [state, setState] = useState<State<T["response"]> | null>(null);
  useEffect(() => {
    let current = true;
    fetchOperation<T>(query, JSON.parse(variablesJson) as T["variables"]).then(
      (data) => {
        if (current) setState({ key, data });
      },
      (error: unknown) => {
        if (current) setState({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [query, key, variablesJson]);
  if (!state || state.key !== key) return null;
  if ("error" in state) throw state.error;
  return state.data;
}
