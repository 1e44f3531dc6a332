import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { App } from "./app.ts";
import { clientAddress } from "./client-ip.ts";
import { guardConnections } from "./connection-guard.ts";
import { isValidHost, toFetchRequest } from "./incoming-request.ts";
import { answerAndClose, lingerInsteadOfDestroy } from "./lingering-close.ts";
import { busyResponse } from "./busy-response.ts";
import { attachGraphQLWebSocket } from "./websocket.ts";
import { OAUTH_PATH } from "../services/oauth-server.ts";
import { answerConsent, consentUidOf } from "./partner-consent.ts";

/**
 * A body still unread when the answer goes: a small declared rest is read and thrown away by
 * Node, and the connection stays usable for the next request; a larger or chunked one is not
 * read (backpressure holds the client), the answer says `connection: close` and the socket
 * closes fully once the client had time to read it.
 */
const DRAIN_MAX_BYTES = 64 * 1024;

/** Answers up to this size are read whole and written at once. */
const SMALL_BODY_BYTES = 256 * 1024;

/** No body, or a small declared one (a request is not complete yet while its headers are handled). */
function drainable(req: IncomingMessage): boolean {
  const declared = Number(req.headers["content-length"] ?? 0);
  return req.headers["transfer-encoding"] === undefined && Number.isFinite(declared) && declared <= DRAIN_MAX_BYTES;
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response, drainMs: number): Promise<void> {
  // Cut meanwhile (a body too slow) or the client went away: nothing more to say.
  if (res.headersSent || res.destroyed) return void (await response.body?.cancel());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  const unread = !req.complete;
  if (unread && !drainable(req)) {
    headers["connection"] = "close";
    lingerInsteadOfDestroy(req.socket);
  }
  // A small answer of known length (every JSON answer of GraphQL and REST) goes out in one write,
  // headers and body together, rather than through the body's stream chunk by chunk.
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  if (response.body && Number.isInteger(length) && length <= SMALL_BODY_BYTES) {
    const body = new Uint8Array(await response.arrayBuffer());
    if (res.destroyed) return;
    res.writeHead(response.status, headers);
    res.end(body);
    if (unread && drainable(req)) setTimeout(() => req.complete || req.socket.destroy(), drainMs).unref();
    return;
  }
  res.writeHead(response.status, headers);
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
    if (res.write(chunk)) continue;
    // A socket destroyed while full (a slow body cut, a client gone) never drains: stop there, and
    // leaving the loop cancels the body, which closes the file stream behind a download.
    if ((await drainedOrClosed(res)) === "closed") return;
  }
  res.end();
  // A small rest that never comes: the client stalls, and its socket goes.
  if (unread && drainable(req)) setTimeout(() => req.complete || req.socket.destroy(), drainMs).unref();
}

const DRAIN_GRACE_MS = 2_000;

function drainedOrClosed(res: ServerResponse): Promise<"drained" | "closed"> {
  if (res.destroyed) return Promise.resolve("closed");
  return new Promise((resolve) => {
    const drained = () => {
      res.off("close", closed);
      resolve("drained");
    };
    const closed = () => {
      res.off("drain", drained);
      resolve("closed");
    };
    res.once("drain", drained);
    res.once("close", closed);
  });
}

export type RunningServer = { server: Server; url: string; close(): Promise<void> };

/** One Node HTTP server: the fetch handler for HTTP, graphql-ws for upgrades. */
/** The accept queue asked of the kernel (capped by net.core.somaxconn, 4096 on current Linux). */
const LISTEN_BACKLOG = 4096;

export async function listen(app: App, port: number, host = "0.0.0.0"): Promise<RunningServer> {
  const { connections: limits, trustProxy } = app.deps.config;
  const server = createServer({
    // Slow headers are cut after headersTimeout (408); bodies by the guard's minimum rate, so
    // Node's whole-request timeout (300 s by default) would only cut slow but honest uploads.
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: 0,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node checks the headers deadline on this beat (30 s by default, far past a short timeout).
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
  });
  const guard = guardConnections(server, limits, trustProxy);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const forwardedFor = req.headers["x-forwarded-for"];
    const ip = clientAddress(req.socket.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, trustProxy);
    const admission = guard.admitRequest(ip, res);
    if (admission === "closing") return;
    const controller = new AbortController();
    // Abort the handler only when the client went away before the answer was complete.
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const refuse = (status: number, reason: string) => {
      lingerInsteadOfDestroy(req.socket);
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      res.end(reason);
    };
    if (!isValidHost(req.headers.host)) return refuse(400, "Bad Host header");
    if (admission === "busy") return void send(req, res, busyResponse(req.headers["accept-language"]), DRAIN_GRACE_MS);
    // The partner authorization server (issue 24) is a Koa application: Node's request as is.
    const target = req.url ?? "/";
    if (target === OAUTH_PATH || target.startsWith(`${OAUTH_PATH}/`) || target.startsWith(`${OAUTH_PATH}?`)) {
      guard.watchBody(req, res);
      return app.deps.oauth.handle(req, res);
    }
    const incoming = toFetchRequest(req, controller.signal);
    if (!incoming.ok) return refuse(incoming.status, incoming.reason);
    guard.watchBody(req, res);
    const consentUid = consentUidOf(incoming.request.method, new URL(incoming.request.url).pathname);
    if (consentUid) {
      answerConsent(app, app.deps.oauth, req, res, incoming.request, ip, consentUid)
        .then((response) => send(req, res, response, DRAIN_GRACE_MS))
        .catch((error: unknown) => {
          console.error("[oauth] consent failed", error);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      return;
    }
    app
      .fetch(incoming.request, ip)
      .then((response) => send(req, res, response, DRAIN_GRACE_MS))
      .catch((error: unknown) => {
        console.error("[http] failed to answer", error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  // This is no forward proxy: CONNECT gets an answer rather than a silently dropped socket.
  server.on("connect", (_req, socket) => answerAndClose(socket, "405 Method Not Allowed"));
  // Anything the parser rejects (bad request line, header overflow) is a 4xx, never a crash;
  // headers that took longer than headersTimeout are a 408.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout" : error.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
    answerAndClose(socket, status);
  });
  const closeWebSocket = attachGraphQLWebSocket(server, app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // A flood of connects from one address fills Node's default accept queue (511) while the
    // per-address cap is still refusing them; a legitimate connect that finds it full is dropped
    // and retried by TCP a second later. The kernel caps the queue at net.core.somaxconn.
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    server,
    url: `http://localhost:${actualPort}`,
    async close() {
      guard.stop();
      await closeWebSocket();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
