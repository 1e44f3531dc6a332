import { useCallback } from "react";
import { useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from "relay-runtime";
import type { FieldCodedError } from "../errors/field-errors.ts";
import { GraphQLRequestError } from "./request-errors.ts";

/**
 * What every use<Verb><Noun>Mutation hook answers: the payload's useful part, or a coded error,
 * whether the server refused (a DomainError member of the result union) or the call failed
 * (network, masked server error, auth). Expected failures are data, never exceptions.
 */
export type MutationOutcome<T = void> = { ok: true; data: T } | { ok: false; error: FieldCodedError };

/** The DomainError member of a mutation's result union, as Relay types it. */
type DomainErrorResult = { readonly __typename: "DomainError"; readonly code: string; readonly message: string; readonly field?: string | null };

export function succeeded(): MutationOutcome;
export function succeeded<T>(data: T): MutationOutcome<T>;
export function succeeded<T>(data?: T): MutationOutcome<T | undefined> {
  return { ok: true, data };
}

/** The outcome of a result that is not the success member: its domain error, or an unexpected answer. */
export function failedWith(result: DomainErrorResult | { readonly __typename: "%other" }): { ok: false; error: FieldCodedError } {
  if (result.__typename !== "DomainError") return { ok: false, error: { code: "internal_error" } };
  return { ok: false, error: { code: result.code, message: result.message, field: result.field } };
}

type CommitOptions<T extends MutationParameters> = { updater?: SelectorStoreUpdater<T["response"]> };

/**
 * The one way the web runs a mutation: useMutation as a promise of a MutationOutcome. `read`
 * turns the response into the outcome (usually `succeeded(...)` or `failedWith(result)`).
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
          onError: (error) => resolve({ ok: false, error: { code: error instanceof GraphQLRequestError && error.code ? error.code : "internal_error" } }),
        });
      }),
    // `read` must be a pure mapping of the response (each hook writes it inline, so it is a new
    // function at every render with the same meaning): the first one is as good as the last.
    [commit],
  );
  return [run, isInFlight];
}
