import { useCallback } from "react";
import { useMutation } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from "relay-runtime";
import type { CodedError } from "../errors/error-codes.ts";
import { GraphQLRequestError } from "./request-errors.ts";

export type MutationOutcome<T extends MutationParameters> = { ok: true; response: T["response"] } | { ok: false; error: CodedError };

type CommitOptions<T extends MutationParameters> = { updater?: SelectorStoreUpdater<T["response"]> };

/**
 * useMutation as a promise: screens await the answer and branch on it. A failed call (network,
 * masked server error, auth) comes back as a coded error like the domain's own errors.
 */
export function useMutationPromise<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T["variables"], options?: CommitOptions<T>) => Promise<MutationOutcome<T>>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T["variables"], options?: CommitOptions<T>) =>
      new Promise<MutationOutcome<T>>((resolve) => {
        commit({
          variables,
          updater: options?.updater,
          onCompleted: (response) => resolve({ ok: true, response }),
          onError: (error) => resolve({ ok: false, error: { code: error instanceof GraphQLRequestError && error.code ? error.code : "internal_error" } }),
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
