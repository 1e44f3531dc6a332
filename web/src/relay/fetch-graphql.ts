import type { GraphQLResponse, PayloadData, PayloadError, RequestParameters, Variables } from "relay-runtime";
import { errorCodesOf, isAuthErrorCode } from "../errors/error-codes.ts";
import type { ReauthGate } from "../session/reauth-gate.ts";
import { csrfTokenFrom } from "./csrf.ts";
import { GraphQLRequestError, NetworkError } from "./request-errors.ts";

export type FetchGraphQLDeps = {
  fetch: typeof fetch;
  /** document.cookie, read at each call: login rotates the CSRF token. */
  cookies: () => string;
  /** The UI locale, so that server messages come back in it. */
  locale: () => string;
  gate: ReauthGate;
  /** Told when a call is refused because the account is not validated (spec 2 §6). */
  onUnvalidated?: () => void;
};

type WireResponse = { data?: PayloadData | null; errors?: PayloadError[] };

function isWireResponse(body: unknown): body is WireResponse {
  return typeof body === "object" && body !== null && ("data" in body || "errors" in body);
}

// A login that does not end the errors (a different account, a server bug) must not loop forever.
const MAX_RELOGINS = 2;

export function createFetchGraphQL(deps: FetchGraphQLDeps) {
  async function post(request: RequestParameters, variables: Variables): Promise<WireResponse> {
    let response: Response;
    try {
      response = await deps.fetch("/graphql", {
        method: "POST",
        credentials: "same-origin",
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
          "accept-language": deps.locale(),
          "x-csrf-token": csrfTokenFrom(deps.cookies()) ?? "",
          // Names the door in the server's access trail (api/src/call/access-door.ts).
          "x-consilium-client": "web",
        },
        body: JSON.stringify({ query: request.text, operationName: request.name, variables }),
      });
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : "fetch failed", null);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!isWireResponse(body)) throw new NetworkError(`HTTP ${response.status}`, response.status);
    return body;
  }

  return async function fetchGraphQL(request: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    for (let relogins = 0; ; relogins += 1) {
      const body = await post(request, variables);
      const codes = errorCodesOf(body.errors);
      if (codes.includes("unvalidated")) deps.onUnvalidated?.();
      if (codes.some(isAuthErrorCode) && relogins < MAX_RELOGINS) {
        const loggedIn = deps.gate.waitForLogin();
        if (loggedIn) {
          await loggedIn;
          continue;
        }
      }
      if (body.data) return body.errors?.length ? { data: body.data, errors: body.errors } : { data: body.data };
      const first = body.errors?.[0];
      throw new GraphQLRequestError(first?.message ?? "Empty GraphQL response", codes[0] ?? null);
    }
  };
}
