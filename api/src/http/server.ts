import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { App } from "./app.ts";
import { clientAddress } from "./client-ip.ts";
import { isValidHost, toFetchRequest } from "./incoming-request.ts";
import { attachGraphQLWebSocket } from "./websocket.ts";

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
  }
  res.end();
  // An answer given before the body was read (a refusal, a limit): the rest is not read
  // (backpressure holds the client) and the socket goes once the client had time to read the
  // answer. Not "connection: close", which resets at once and can swallow the answer.
  if (!req.complete) setTimeout(() => req.socket.destroy(), UNREAD_BODY_GRACE_MS).unref();
}

const UNREAD_BODY_GRACE_MS = 2_000;

export type RunningServer = { server: Server; url: string; close(): Promise<void> };

/** One Node HTTP server: the fetch handler for HTTP, graphql-ws for upgrades. */
export async function listen(app: App, port: number, host = "0.0.0.0"): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const controller = new AbortController();
    // Abort the handler only when the client went away before the answer was complete.
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const refuse = (status: number, reason: string) => {
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      res.end(reason);
    };
    if (!isValidHost(req.headers.host)) return refuse(400, "Bad Host header");
    const incoming = toFetchRequest(req, controller.signal);
    if (!incoming.ok) return refuse(incoming.status, incoming.reason);
    const forwardedFor = req.headers["x-forwarded-for"];
    const ip = clientAddress(req.socket.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, app.deps.config.trustProxy);
    app
      .fetch(incoming.request, ip)
      .then((response) => send(req, res, response))
      .catch((error: unknown) => {
        console.error("[http] failed to answer", error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  // This is no forward proxy: CONNECT gets an answer rather than a silently dropped socket.
  server.on("connect", (_req, socket) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
  });
  // Anything the parser rejects (bad request line, header overflow) is a 400, never a crash.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n");
    else socket.destroy();
  });
  server.keepAliveTimeout = 65_000;
  const closeWebSocket = attachGraphQLWebSocket(server, app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    server,
    url: `http://localhost:${actualPort}`,
    async close() {
      await closeWebSocket();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
