import { createClient, type Client } from "graphql-ws";
import { WebSocket } from "ws";
import { cookieNames } from "../../call/cookies.ts";
import type { App } from "../../http/app.ts";
import type { TestClient } from "../test-client.ts";
import { globalId, type ViewerKey, type World } from "./world.ts";

type SocketResult = { data?: unknown; errors?: readonly { extensions?: { code?: unknown } }[] };

/** Subscriptions: how to open each one, and the event that should reach an allowed caller. */
export const SUBSCRIPTION_PROBES = {
  requestUpdated: {
    query: "subscription($id: ID!) { requestUpdated(id: $id) { id } }",
    variables: (w: World) => ({ id: globalId("Request", w.rows.request) }),
    publish: (w: World) => w.app.deps.pubsub.publish("requestUpdated", w.rows.request, { requestId: w.rows.request, kind: "updated" }),
  },
  userValidated: {
    query: "subscription { userValidated { id } }",
    variables: () => ({}),
    // The visitor has no user to publish for: nothing can reach it, whatever it subscribed to.
    publish: (w: World, viewer: ViewerKey) => {
      const userId = w.userIds[viewer];
      if (userId !== null) w.app.deps.pubsub.publish("userValidated", userId, { userId, validated: false });
    },
  },
  requestEvent: {
    query: "subscription($id: ID!) { requestEvent(id: $id) { kind request { id } } }",
    variables: (w: World) => ({ id: globalId("Request", w.rows.request) }),
    publish: (w: World) => w.app.deps.pubsub.publish("requestUpdated", w.rows.request, { requestId: w.rows.request, kind: "message" }),
  },
  notificationCountsChanged: {
    query: "subscription { notificationCountsChanged { fromMe } }",
    variables: () => ({}),
    // The current counts come first anyway; the event is published for good measure.
    publish: (w: World, viewer: ViewerKey) => {
      const userId = w.userIds[viewer];
      if (userId !== null) w.app.deps.pubsub.publish("countsChanged", userId, { userId });
    },
  },
  membershipChanged: {
    query: "subscription($groupId: ID!) { membershipChanged(groupId: $groupId) { status membership { id } group { id } } }",
    variables: (w: World) => ({ groupId: globalId("Group", w.rows.group) }),
    // Keyed by the viewer's own user, as a command publishes for the member. None of the columns
    // is a member: the event names Bob's membership, which only the super user may read.
    publish: (w: World, viewer: ViewerKey) => {
      const userId = w.userIds[viewer];
      if (userId !== null) w.app.deps.pubsub.publish("membershipChanged", userId, { membershipId: w.rows.bobMembership, groupId: w.rows.group, status: "ONGOING" });
    },
  },
} satisfies Record<string, { query: string; variables: (w: World) => Record<string, unknown>; publish: (w: World, viewer: ViewerKey) => void }>;

export type SubscriptionProbe = (typeof SUBSCRIPTION_PROBES)[keyof typeof SUBSCRIPTION_PROBES];
export type SocketAnswer = "event" | "silent" | { denied: string } | { unexpected: unknown };

/** One graphql-ws client per column, riding on that caller's cookies like the web app. */
export function openSockets<K extends string>(app: App, url: string, clients: Record<K, TestClient>): Record<K, Client> {
  const names = cookieNames(app.deps.config.production);
  const socketOf = (client: TestClient): Client => {
    const cookie = [names.session, names.csrf].flatMap((name) => {
      const value = client.cookie(name);
      return value ? [`${name}=${value}`] : [];
    });
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie.length ? { cookie: cookie.join("; ") } : {} });
      }
    }
    const csrfToken = client.cookie(names.csrf);
    return createClient({ url: `${url.replace("http", "ws")}/graphql`, webSocketImpl: CookieWebSocket, connectionParams: csrfToken ? { csrfToken } : {}, lazy: true, retryAttempts: 0 });
  };
  return Object.fromEntries((Object.keys(clients) as K[]).map((viewer) => [viewer, socketOf(clients[viewer])])) as Record<K, Client>;
}

/** A query over the socket: its one result. */
export function socketQuery(socket: Client, query: string, variables: Record<string, unknown>): Promise<SocketResult> {
  return new Promise((resolve, reject) => {
    socket.subscribe<unknown>({ query, variables }, {
      next: (value) => resolve(value as SocketResult),
      error: (error) => (Array.isArray(error) ? resolve({ errors: error as SocketResult["errors"] }) : reject(error instanceof Error ? error : new Error(String(error)))),
      complete: () => undefined,
    });
  });
}

/**
 * Subscribes, then publishes the probe's event until something arrives (the subscription
 * registers asynchronously); "silent" when nothing came in about two seconds.
 */
export async function subscriptionAnswer(socket: Client, probe: SubscriptionProbe, w: World, viewer: ViewerKey): Promise<SocketAnswer> {
  // A holder, not a `let`: the callbacks fill it while the loop below polls it.
  const state: { answer: SocketAnswer | null } = { answer: null };
  const fromResult = (value: SocketResult): SocketAnswer => {
    const code = value.errors?.[0]?.extensions?.code;
    if (value.errors?.length) return typeof code === "string" ? { denied: code } : { unexpected: value };
    return value.data ? "event" : { unexpected: value };
  };
  const stop = socket.subscribe<unknown>({ query: probe.query, variables: probe.variables(w) }, {
    next: (value) => void (state.answer ??= fromResult(value as SocketResult)),
    error: (error) => void (state.answer ??= Array.isArray(error) ? fromResult({ errors: error as SocketResult["errors"] }) : { unexpected: String(error) }),
    complete: () => undefined,
  });
  for (let i = 0; i < 40 && state.answer === null; i++) {
    probe.publish(w, viewer);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop();
  return state.answer ?? "silent";
}
