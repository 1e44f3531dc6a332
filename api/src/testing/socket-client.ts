import { createClient, type Client } from "graphql-ws";
import { WebSocket } from "ws";
import type { TestClient } from "./test-client.ts";

/** A graphql-ws client on a running server, riding on a TestClient's cookies like the web app. */
export function socketFor(serverUrl: string, client: TestClient, options: { lazy?: boolean } = {}): Client {
  const cookie = ["consilium_session", "csrf_token"].flatMap((name) => {
    const value = client.cookie(name);
    return value ? [`${name}=${value}`] : [];
  });
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: cookie.join("; ") } });
    }
  }
  return createClient({ url: `${serverUrl.replace("http", "ws")}/graphql`, webSocketImpl: CookieWebSocket, connectionParams: { csrfToken: client.cookie("csrf_token") }, lazy: options.lazy ?? true, retryAttempts: 0 });
}

/** The first result of a subscription (data or errors). */
export function firstResult<T>(socket: Client, query: string, variables: Record<string, unknown> = {}): { result: Promise<{ data?: T; errors?: readonly { extensions?: { code?: string } }[] }>; stop: () => void } {
  let stop: () => void = () => undefined;
  const result = new Promise<{ data?: T; errors?: readonly { extensions?: { code?: string } }[] }>((resolve, reject) => {
    stop = socket.subscribe<T>(
      { query, variables },
      {
        next: (value) => resolve(value as { data?: T }),
        error: (error) => (Array.isArray(error) ? resolve({ errors: error as { extensions?: { code?: string } }[] }) : reject(error instanceof Error ? error : new Error(String(error)))),
        complete: () => undefined,
      },
    );
  });
  return { result, stop: () => stop() };
}
