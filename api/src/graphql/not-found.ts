import { GraphQLError } from "graphql";
import type { CallContext } from "../call/call-context.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";

/** A row the gate did not give back: missing or hidden, answered alike as not_found in the caller's language. */
export function foundOrNotFound<T>(row: T | null, context: CallContext): T {
  if (row === null) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
  return row;
}
