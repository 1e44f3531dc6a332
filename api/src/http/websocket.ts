import type { IncomingMessage, Server } from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { withoutClientProtocolErrors } from "./socket-errors.ts";
import { getOperationAST, GraphQLError, type DocumentNode } from "graphql";
import type { Config } from "../config.ts";
import { liveSessionIds } from "../domain/accounts/sessions.ts";
import { admitPartnerCall } from "../domain/interop/partner-authorizations.ts";
import { sameToken } from "../domain/accounts/tokens.ts";
import type { PubSub, SessionsEndedEvent } from "../domain/ports.ts";
import type { App } from "./app.ts";
import { clientAddress } from "./client-ip.ts";
import { isValidHost } from "./incoming-request.ts";
import type { CallContext } from "../call/call-context.ts";
import { createLegacyRealtime, LEGACY_REALTIME_PATH } from "./legacy-realtime.ts";
import { createOperationCaps, newBucket, takeToken, TOO_MANY_REFUSALS_CLOSE, type OperationBucket } from "./socket-limits.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import { keepingUp } from "./socket-backlog.ts";
import { negotiateLocale } from "../domain/i18n/locales.ts";
import { createSocketSessionCache } from "./socket-session-cache.ts";
import { expandingSharedData, sharedDataReplacer } from "./shared-payload-json.ts";
import type { ErrorCode } from "../domain/error-registry.ts";

type Enveloped = ReturnType<App["yoga"]["getEnveloped"]>;
type EnvelopedRoot = { enveloped: Enveloped; socket: WebSocket; behindCloseMs: number };

// The recipe from yoga's docs: onSubscribe runs yoga's envelop (plugins, context, masking),
// and hands its execute/subscribe to graphql-ws through rootValue.
function envelopedOf(rootValue: unknown): Enveloped {
  return (rootValue as EnvelopedRoot).enveloped;
}

/** A subscription's results, kept up with whatever the socket's pace (socket-backlog.ts). */
async function subscribeKeepingUp(args: Parameters<Enveloped["subscribe"]>[0]) {
  const root = args.rootValue as EnvelopedRoot;
  const result = await root.enveloped.subscribe(args);
  return Symbol.asyncIterator in result ? keepingUp(result, root.socket, root.behindCloseMs) : result;
}

/** The session a socket was opened on; null when it was opened by a visitor. */
type SocketSession = { userId: number; sessionId: number };

type WsExtra = {
  /** Set once connected. */
  session?: SocketSession | null;
  /** An operation found the connect-time session gone: answer it, then close. */
  sessionEnded?: boolean;
  /** Operations this socket may still start this second (socket-limits.ts). */
  bucket?: OperationBucket;
  /**
   * Refused operations: all of them on a socket without a session, those since the last accepted
   * one on a signed-in socket; past the cap, the socket is closed.
   */
  refusals?: number;
};

/** How often open sockets have their sessions checked, so an idle socket still dies at expiry. */
const SWEEP_EVERY_MS = 30_000;

function toFetchRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  // A fixed origin, as for HTTP calls: the Host header is the caller's to choose.
  return new Request(new URL(request.url ?? "/", "http://localhost"), { headers });
}

/** scheme://host[:port] of an http(s) URL, normalised; null for anything else. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A browser on another site must not open a socket riding on our cookies. The whole origin
 * counts, scheme included: an http page must not speak for the https site.
 */
function originAllowed(request: IncomingMessage, config: Config): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser (integrators, tests)
  const claimed = originOf(origin); // "null" (sandboxed or file pages) and garbage fail here
  if (!claimed) return false;
  const host = request.headers.host;
  const own = [config.publicUrl, ...(host ? [`${config.production ? "https" : "http"}://${host}`] : []), ...config.allowedOrigins];
  return own.some((candidate) => originOf(candidate) === claimed);
}

function closeUnauthorized(socket: WebSocket): void {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(CloseCode.Unauthorized, "Unauthorized");
}

type SessionSocket = SocketSession & { socket: WebSocket };

/**
 * The open sockets of logged-in viewers, by user. While a user has a socket here, this
 * instance listens to that user's sessionsEnded events (published by any instance).
 */
function createSocketRegistry(pubsub: PubSub, onEnded: (socket: WebSocket) => void) {
  const byUser = new Map<number, { sockets: Set<SessionSocket>; stop: () => void }>();

  function endSessions(event: SessionsEndedEvent): void {
    for (const entry of byUser.get(event.userId)?.sockets ?? []) {
      if (event.sessionIds === "all" || event.sessionIds.includes(entry.sessionId)) {
        onEnded(entry.socket);
        closeUnauthorized(entry.socket);
      }
    }
  }

  function listen(userId: number): () => void {
    // The listener is attached synchronously by the first next(), before any later publish.
    const events = pubsub.subscribe("sessionsEnded", userId);
    void (async () => {
      for await (const event of events) endSessions(event);
    })().catch((error: unknown) => console.error("[ws] sessionsEnded listener failed", error));
    return () => void events.return(undefined);
  }

  function remove(entry: SessionSocket): void {
    const user = byUser.get(entry.userId);
    if (!user) return;
    user.sockets.delete(entry);
    if (user.sockets.size === 0) {
      user.stop();
      byUser.delete(entry.userId);
    }
  }

  return {
    add(entry: SessionSocket): void {
      if (entry.socket.readyState === entry.socket.CLOSED) return;
      let user = byUser.get(entry.userId);
      if (!user) {
        user = { sockets: new Set(), stop: listen(entry.userId) };
        byUser.set(entry.userId, user);
      }
      user.sockets.add(entry);
      entry.socket.once("close", () => remove(entry));
    },
    entries: (): SessionSocket[] => [...byUser.values()].flatMap((user) => [...user.sockets]),
    close(): void {
      for (const user of byUser.values()) user.stop();
      byUser.clear();
    },
  };
}

type SocketRegistry = ReturnType<typeof createSocketRegistry>;

/** Closes the sockets whose session expired (or was revoked without an event reaching us). */
function startSessionSweep(app: App, registry: SocketRegistry, everyMs: number): () => void {
  let running = false;
  const sweep = async () => {
    const entries = registry.entries();
    if (entries.length === 0) return;
    const live = await liveSessionIds(app.deps.database.prisma, [...new Set(entries.map((e) => e.sessionId))], app.deps.now());
    for (const entry of entries) if (!live.has(entry.sessionId)) closeUnauthorized(entry.socket);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => console.error("[ws] session sweep failed", error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

function watchPartnerSocket(socket: WebSocket, contextNow: () => Promise<CallContext>, everyMs: number): void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    contextNow()
      .then((context) => {
        if (!context.partner) closeUnauthorized(socket);
      })
      .catch((error: unknown) => console.error("[ws] partner token check failed", error))
      .finally(() => (checking = false));
  }, everyMs);
  timer.unref();
  socket.once("close", () => clearInterval(timer));
}

/** A single result carrying errors (graphql-ws hands over the awaited value, whatever its type says). */
function isRefusedResult(result: unknown): boolean {
  if (typeof result !== "object" || result === null || Symbol.asyncIterator in result) return false;
  return "errors" in result && Array.isArray(result.errors) && result.errors.length > 0;
}

export type WebSocketOptions = { sessionSweepMs?: number };

/** graphql-ws on /graphql, sharing yoga's schema, plugins and per-call context. */
export function attachGraphQLWebSocket(server: Server, app: App, options: WebSocketOptions = {}): () => Promise<void> {
  // One message per turn of the event loop: thousands of frames in one TCP read would otherwise
  // be handled in one go, and every other request would wait for them (issue 17, M2).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024, allowSynchronousEvents: false });
  server.on("upgrade", (request, socket, head) => {
    // Node stops listening for this socket's errors once it hands it over for an upgrade: a client
    // that resets the connection meanwhile (while its session is read, or as it is refused) made
    // the socket throw ECONNRESET and ended the process. A network error is the client's; ws
    // listens for its own once it takes the socket.
    socket.on("error", () => undefined);
    const path = (request.url ?? "").split("?")[0];
    if (!isValidHost(request.headers.host)) {
      socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n");
      return;
    }
    if ((path !== "/graphql" && path !== LEGACY_REALTIME_PATH) || !originAllowed(request, app.deps.config)) {
      socket.write("HTTP/1.1 403 Forbidden\r\n\r\n");
      socket.destroy();
      return;
    }
    // The legacy clients' channel shares the origin check, the session registry and the sweep.
    if (path === LEGACY_REALTIME_PATH) return legacy.handleUpgrade(request, socket, head);
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", withoutClientProtocolErrors(ws), request));
  });

  const sessions = createSocketSessionCache(app.deps.now);
  const registry = createSocketRegistry(app.deps.pubsub, (socket) => sessions.forget(socket));
  const sweepEveryMs = options.sessionSweepMs ?? SWEEP_EVERY_MS;
  const stopSweep = startSessionSweep(app, registry, sweepEveryMs);

  // Built for every operation from the cookies of the upgrade request. The session lookup is
  // read afresh unless `socket` is given and its cached lookup still holds (socket-session-cache.ts):
  // a session revoked, expired or ended by a password change since connect gives a null viewer.
  async function callContext(request: IncomingMessage, connectionParams: Readonly<Record<string, unknown>> | undefined, socket?: WebSocket): Promise<CallContext> {
    const forwardedFor = request.headers["x-forwarded-for"];
    const ip = clientAddress(request.socket.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, app.deps.config.trustProxy);
    const fetchRequest = toFetchRequest(request);
    // A partner's token (issue 24) in the connection's parameters, since a browser's socket
    // cannot send headers: `{ "authorization": "Bearer <token>" }`.
    const authorization = connectionParams?.["authorization"];
    if (typeof authorization === "string") fetchRequest.headers.set("authorization", authorization.slice(0, 300));
    let lookup = socket ? sessions.get(socket) : undefined;
    if (!lookup) {
      lookup = await app.lookupSession(fetchRequest);
      if (socket) sessions.set(socket, lookup);
    }
    const context = await app.buildContext(fetchRequest, ip, lookup);
    const csrf = connectionParams?.["csrfToken"];
    context.csrfOk = typeof csrf === "string" && sameToken(csrf, context.csrfToken);
    return context;
  }

  const legacy = createLegacyRealtime(app, {
    contextOf: (request) => callContext(request, undefined),
    register: (entry) => (entry.partner ? watchPartnerSocket(entry.socket, () => callContext(entry.request, undefined), sweepEveryMs) : registry.add(entry)),
  });

  const closeIfEnded = (extra: WsExtra & { socket: WebSocket }) => {
    // Deferred so the answer (sent right after this hook) leaves before the close frame.
    if (extra.sessionEnded) setImmediate(() => closeUnauthorized(extra.socket));
  };

  const limits = app.deps.config.sockets;
  const caps = createOperationCaps(limits);
  /** A refusal decided before any database work, in the language of the upgrade request. */
  const refusal = (request: IncomingMessage, code: ErrorCode) => [new GraphQLError(errorMessage(code, negotiateLocale(request.headers["accept-language"])), { extensions: { code } })];
  // An anonymous socket can do nothing but be refused; one that keeps trying is closed rather
  // than answered 50,000 times (issue 17, M2). A signed-in client that goes on after hundreds of
  // refusals in a row is not the web app (it backs off): each refusal is a frame queued for it,
  // and one that sends without reading would have them pile up in memory without end.
  const countRefusal = (extra: WsExtra & { socket: WebSocket }) => {
    extra.refusals = (extra.refusals ?? 0) + 1;
    const cap = extra.session ? limits.maxRefusalsInARow : limits.maxAnonymousRefusals;
    // At once: operations already received on this socket are then refused unanswered.
    if (extra.refusals > cap) extra.socket.close(TOO_MANY_REFUSALS_CLOSE, "rate_limited");
  };

  const dispose = useServer<Record<string, unknown> | undefined, WsExtra>(
    {
      // An event's payload shared by many sockets is serialised once (shared-payload-json.ts).
      jsonMessageReplacer: sharedDataReplacer,
      onConnect: async (ctx) => {
        expandingSharedData(ctx.extra.socket);
        const connected = await callContext(ctx.extra.request, ctx.connectionParams, ctx.extra.socket);
        const viewer = connected.viewer;
        ctx.extra.session = viewer ? { userId: viewer.userId, sessionId: viewer.sessionId } : null;
        ctx.extra.bucket = newBucket(limits);
        if (connected.partner) {
          // A partner's socket has no web session for the sweep to follow: its token is checked
          // again on the sweep's beat, and the socket closes once it is revoked or expired.
          watchPartnerSocket(ctx.extra.socket, () => callContext(ctx.extra.request, ctx.connectionParams), sweepEveryMs);
          if (ctx.extra.socket.readyState !== ctx.extra.socket.CLOSED) ctx.extra.socket.once("close", caps.add(connected.partner.viewer.userId, ctx));
        } else if (viewer) {
          registry.add({ userId: viewer.userId, sessionId: viewer.sessionId, socket: ctx.extra.socket });
          // Closed while the session was read: never counted, so nothing to forget.
          if (ctx.extra.socket.readyState !== ctx.extra.socket.CLOSED) ctx.extra.socket.once("close", caps.add(viewer.userId, ctx));
        }
        return true;
      },
      execute: (args) => envelopedOf(args.rootValue).execute(args),
      subscribe: subscribeKeepingUp,
      onSubscribe: async (ctx, _id, params) => {
        const session = ctx.extra.session;
        if (session === undefined || !ctx.extra.bucket) return [new GraphQLError("not connected")];
        // Closed by a cap: what is still queued on it is not worth a database call.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return refusal(ctx.extra.request, "rate_limited");
        // Before the session is read: a flood must cost no database work.
        if (!takeToken(ctx.extra.bucket, limits) || (session && !caps.takeUserToken(session.userId))) return refusal(ctx.extra.request, "rate_limited");
        const over = caps.refusal(ctx, session?.userId ?? null);
        if (over) return refusal(ctx.extra.request, over);
        const context = await callContext(ctx.extra.request, ctx.connectionParams, ctx.extra.socket);
        if (context.partner && !(await admitPartnerCall(context.prisma, context.partner, { door: "socket", operation: `graphql ${params.operationName ?? ""}`.trim() }, app.deps.now()))) {
          return refusal(ctx.extra.request, "rate_limited");
        }
        const enveloped = app.yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.request.socket,
          params,
          appContext: context,
        });
        let document: DocumentNode;
        try {
          document = enveloped.parse(params.query);
        } catch (error) {
          // A syntax error or a document over the size limit: the caller's input, answered as such.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        // A write reads the session afresh: a revocation no event told us about must stop it.
        if (getOperationAST(document, params.operationName)?.operation === "mutation") {
          sessions.forget(ctx.extra.socket);
          Object.assign(context, await callContext(ctx.extra.request, ctx.connectionParams, ctx.extra.socket));
        }
        if (session && context.viewer?.sessionId !== session.sessionId) ctx.extra.sessionEnded = true;
        const args = {
          schema: enveloped.schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { enveloped, socket: ctx.extra.socket, behindCloseMs: limits.behindCloseMs } satisfies EnvelopedRoot,
        };
        const errors = enveloped.validate(args.schema, args.document);
        // Errors returned here reach onError, which closes an ended session's socket.
        return errors.length ? errors : args;
      },
      onOperation: (ctx, _id, _params, _args, result) => {
        // A refusal by the schema (auth scopes) is a result with errors, not a stream.
        if (isRefusedResult(result)) countRefusal(ctx.extra);
        else if (ctx.extra.session) ctx.extra.refusals = 0;
      },
      onError: (ctx) => {
        countRefusal(ctx.extra);
        closeIfEnded(ctx.extra);
      },
      onComplete: (ctx) => closeIfEnded(ctx.extra),
    },
    wss,
  );

  return async () => {
    stopSweep();
    registry.close();
    legacy.close();
    await dispose.dispose();
    wss.close();
  };
}
