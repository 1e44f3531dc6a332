import type { Client, FormattedExecutionResult } from "graphql-ws";
import { Observable, type GraphQLResponse, type PayloadData, type PayloadError, type RequestParameters, type Variables } from "relay-runtime";
import { loadModule } from "../errors/load-error.ts";
import { csrfTokenFrom } from "./csrf.ts";
import { reconnectDelayMs } from "./reconnect.ts";

// The socket client is loaded with the first subscription: visitors (the login page) never need it.
let client: Promise<Client> | null = null;

function socketClient(): Promise<Client> {
  client ??= loadModule(() => import("graphql-ws")).then(
    ({ createClient }) =>
      createClient({
        url: () => `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/graphql`,
        // The server builds the socket's session from the upgrade's cookies and checks this token.
        connectionParams: () => ({ csrfToken: csrfTokenFrom(document.cookie) ?? "" }),
        lazy: true,
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
      }),
    (error: unknown) => {
      // The next subscription tries to load it again.
      client = null;
      throw error;
    },
  );
  return client;
}

/**
 * The socket keeps the session it opened with; after a login or logout it must reconnect.
 * terminate() closes it with 4499, which graphql-ws retries, re-sending the live subscriptions.
 */
export function restartSubscriptions(): void {
  void client?.then(
    (socket) => socket.terminate(),
    () => undefined,
  );
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
    const query = request.text;
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    socketClient().then(
      (socket) => {
        if (closed) return;
        unsubscribe = socket.subscribe(
          { operationName: request.name, query, variables },
          {
            next: (result) => sink.next(toRelayResponse(result)),
            error: (error) => sink.error(error instanceof Error ? error : new Error(`Subscription ${request.name} failed`)),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });
}
