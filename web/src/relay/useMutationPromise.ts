import { useCallback } from "react";
import { useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from "relay-runtime";
import { failedCall, type MutationOutcome } from "./mutation-outcome.ts";

export { failedWith, succeeded, type MutationOutcome } from "./mutation-outcome.ts";

type CommitOptions<T extends MutationParameters> = { updater?: SelectorStoreUpdater<T["response"]> };

/**
 * The one way the logged-in screens run a mutation: useMutation as a promise of a MutationOutcome.
 * `read` turns the response into the outcome (usually `succeeded(...)` or `failedWith(result)`).
 * The public pages that run without Relay use useOperationPromise, its twin (./useOperationPromise.ts).
 */
export function useMutationPromise<T extends MutationParameters, D = void>(
  mutation: GraphQLTaggedNode,
  read: (response: T["response"]) => MutationOutcome<D>,
): [(variables: T["variables"], options?: CommitOptions<T>) => Promise<MutationOutcome<D>>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T["variables"], options?: CommitOptions<T>) =>
      new Promise<MutationOutcome<D>>((resolve) => {
        commit({
          variables,
          updater: options?.updater,
          onCompleted: (response) => resolve(read(response)),
          onError: (error) => resolve(failedCall(error)),
        });
      }),
    // `read` must be a pure mapping of the response (each hook writes it inline, so it is a new
    // function at every render with the same meaning): the first one is as good as the last.
    [commit],
  );
  return [run, isInFlight];
}
