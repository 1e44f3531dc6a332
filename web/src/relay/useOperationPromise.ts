import { useCallback, useState } from "react";
import type { ConcreteRequest, MutationParameters } from "relay-runtime";
import { fetchOperation } from "./fetch-operation.ts";
import { failedCall, type MutationOutcome } from "./mutation-outcome.ts";

/**
 * useMutationPromise for the pages that run without Relay (the login and password pages): the
 * same MutationOutcome, sent through the same GraphQL call, with no store to update (those pages
 * reset it when they open a session).
 */
export function useOperationPromise<T extends MutationParameters, D = void>(
  mutation: ConcreteRequest,
  read: (response: T["response"]) => MutationOutcome<D>,
): [(variables: T["variables"]) => Promise<MutationOutcome<D>>, boolean] {
  const [inFlight, setInFlight] = useState(0);
  const run = useCallback(
    async (variables: T["variables"]): Promise<MutationOutcome<D>> => {
      setInFlight((count) => count + 1);
      try {
        return read(await fetchOperation<T>(mutation, variables));
      } catch (error) {
        return failedCall(error);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    // `read` is a pure mapping of the response, written inline by each hook (useMutationPromise.ts).
    [mutation],
  );
  return [run, inFlight > 0];
}
