import type { CodedError } from "./error-codes.ts";

/** A domain error as mutations answer it: `field` names the input at fault, in the API's words. */
export type FieldCodedError = CodedError & { field?: string | null };

/**
 * Splits a server error between the form's fields (react-aria `validationErrors`, keyed by the
 * inputs' `name`) and the form as a whole. `names` maps the API's field names to the form's.
 */
export function splitFieldError(
  error: FieldCodedError,
  text: string,
  names: Readonly<Record<string, string>>,
): { fields: Record<string, string>; general: string | null } {
  const name = error.field && Object.hasOwn(names, error.field) ? names[error.field] : undefined;
  return name ? { fields: { [name]: text }, general: null } : { fields: {}, general: text };
}
