import type { FieldCodedError } from "../errors/field-errors.ts";
import { GraphQLRequestError } from "./request-errors.ts";

// Kept apart from useMutationPromise.ts (which needs react-relay) so that the public pages that
// run without Relay (issue 18: the login page's budget) answer in the same shape.

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

/** The outcome of a call that failed as a whole (network, masked server error, auth). */
export function failedCall(error: unknown): { ok: false; error: FieldCodedError } {
  return { ok: false, error: { code: error instanceof GraphQLRequestError && error.code ? error.code : "internal_error" } };
}
