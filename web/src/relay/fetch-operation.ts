import type { ConcreteRequest, OperationType } from "relay-runtime";
import { fetchGraphQL } from "./graphql-client.ts";
import { GraphQLRequestError } from "./request-errors.ts";

/**
 * The graphql tag of the pages that run without Relay (issue 18: the login page within its
 * budget). The Relay compiler checks and compiles these documents like any other, and
 * babel-plugin-relay (which matches the tag by its name) replaces each with its generated
 * artifact, so this function never runs in a build; importing it instead of react-relay's keeps
 * Relay out of the page. Documents written with it must not spread fragments: nothing masks them.
 */
export function graphql(strings: TemplateStringsArray): ConcreteRequest {
  throw new Error(`graphql\`${strings.join("")}\` was not compiled by babel-plugin-relay`);
}

/** Runs a query or a mutation outside Relay's store: the payload's data, or the call's error. */
export async function fetchOperation<T extends OperationType>(operation: ConcreteRequest, variables: T["variables"]): Promise<T["response"]> {
  const response = await fetchGraphQL(operation.params, variables);
  // fetchGraphQL answers one payload with data, or throws (Relay's type also allows batches).
  if (Array.isArray(response) || !("data" in response) || !response.data) throw new GraphQLRequestError("Empty GraphQL response", null);
  return response.data as T["response"];
}
