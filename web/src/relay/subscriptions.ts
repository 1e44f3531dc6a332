import { createClient, type Client, type FormattedExecutionResult } from "graphql-ws";
import { Observable, type GraphQLResponse, type PayloadData, type PayloadError, type RequestParameters, type Variables } from "relay-runtime";
import { csrfTokenFrom } from "./csrf.ts";
import { reconnectDelayMs } from "./reconnect.ts";

let client: Client | null = null;

function socketClient(): Client {
  client ??= createClient({
    url: () => `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/graphql`,
    // The server builds the socket's session from the upgrade's cookies and checks this token.
    connectionParams: () => ({ csrfToken: csrfTokenFrom(document.cookie) ?? "" }),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
  });
  return client;
}

/**
 * The socket keeps the session it opened with; after a login or logout it must reconnect.
 * terminate() closes it with 4499, which graphql-ws retries, re-sending the live subscriptions.
 */
export function restartSubscriptions(): void {
  client?.terminate();
}

function toRelayResponse(result: FormattedExecutionResult<Record<string, unknown>, unknown>): GraphQLResponse {
  const errors: PayloadError[] = (result.errors ?? []).map((error) => ({ message: error.message, path: error.path ? [...error.path] : undefined }));
  const data: PayloadData | null | undefined = result.data;
  if (data) return errors.length ? { data, errors } : { data };
  return { errors: errors.length ? errors : [{ message: "Empty subscription payload" }] };
}

export function subscribeGraphQL(request: RequestParameters, variables: Variables) {
  return Observable.create<GraphQLResponse>((sink) => {
    if (!request.text) {
      sink.error(new Error(`Subscription ${request.name} has no text`));
      return;
    }
    return socketClient().subscribe(
      { operationName: request.name, query: request.text, variables },
      {
        next: (result) => sink.next(toRelayResponse(result)),
        error: (error) => sink.error(error instanceof Error ? error : new Error(`Subscription ${request.name} failed`)),
        complete: () => sink.complete(),
      },
    );
  });
}
