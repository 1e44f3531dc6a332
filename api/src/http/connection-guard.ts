import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionLimits } from "../config.ts";
import { isTrustedProxy, type TrustProxy } from "./client-ip.ts";
import { lingerInsteadOfDestroy, lingeringClose } from "./lingering-close.ts";

/** The answer to a socket over its address's connection cap, built once. */
const TOO_MANY_CONNECTIONS_BODY = "Too many connections from this address\n";
const TOO_MANY_CONNECTIONS = Buffer.from(
  `HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(TOO_MANY_CONNECTIONS_BODY)}\r\nretry-after: 1\r\n\r\n${TOO_MANY_CONNECTIONS_BODY}`,
);

/** Counts by key; a key whose count falls to zero is forgotten, so the map stays as small as the live set. */
function createCounter() {
  const counts = new Map<string, number>();
  return {
    add(key: string): number {
      const next = (counts.get(key) ?? 0) + 1;
      counts.set(key, next);
      return next;
    },
    remove(key: string): void {
      const next = (counts.get(key) ?? 0) - 1;
      if (next > 0) counts.set(key, next);
      else counts.delete(key);
    },
  };
}

type BodyWatch = { req: IncomingMessage; res: ServerResponse; startedAt: number; bytesAtStart: number };

export type ConnectionGuard = {
  /**
   * Takes a slot for one request of this client address; false when the address already has
   * `maxRequestsPerAddress` requests in flight ("busy"), or "closing" when its socket is already
   * gone (sockets refused by the connection cap never reach the HTTP layer). The slot is given back when the answer ends.
   */
  admitRequest(address: string | null, res: ServerResponse): "admitted" | "busy" | "closing";
  /** Cuts the request if its body arrives slower than the configured minimum rate. */
  watchBody(req: IncomingMessage, res: ServerResponse): void;
  stop(): void;
};

/**
 * The per-address caps and the slow-body deadline of one HTTP server (issue 17, M1). One client
 * holding thousands of trickling bodies used to exhaust the process's open files; now it holds at
 * most `maxConnectionsPerAddress` sockets, each for `bodyTimeoutMs` plus what its bytes earn.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, trustProxy: TrustProxy): ConnectionGuard {
  const sockets = createCounter();
  // The socket's peer, before any request is read: behind a trusted proxy every socket comes from
  // the proxy, which caps its clients itself, so only the request cap (trusted address) applies.
  // Node's HTTP layer sets every new socket up (parser, timers) in its own "connection" listener.
  // A socket past the cap never reaches it: during a flood of thousands of connections that setup
  // was most of the work done before a well-behaved client's connection, queued behind them, got
  // its turn (issue 17: the health check during a 2,000-socket flood).
  const httpSetup = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress ?? "unknown";
    if (!isTrustedProxy(trustProxy, peer)) {
      const count = sockets.add(peer);
      socket.once("close", () => sockets.remove(peer));
      if (count > limits.maxConnectionsPerAddress) {
        socket.on("error", () => socket.destroy());
        socket.write(TOO_MANY_CONNECTIONS);
        lingeringClose(socket);
        return;
      }
    }
    for (const setup of httpSetup) setup.call(server, socket);
  });

  const requests = createCounter();
  const watched = new Set<BodyWatch>();
  const everyMs = Math.max(50, Math.min(1_000, Math.floor(limits.bodyTimeoutMs / 4)));
  const timer = setInterval(() => {
    const now = Date.now();
    for (const watch of watched) {
      const { req, res } = watch;
      if (req.complete || res.writableEnded || req.socket.destroyed) {
        watched.delete(watch);
        continue;
      }
      const received = req.socket.bytesRead - watch.bytesAtStart;
      const deadline = watch.startedAt + limits.bodyTimeoutMs + (received / limits.bodyMinBytesPerSecond) * 1_000;
      if (now < deadline) continue;
      watched.delete(watch);
      cutSlowBody(req, res);
    }
  }, everyMs);
  timer.unref();

  return {
    admitRequest(address, res) {
      if (!res.socket) return "closing";
      const key = address ?? "unknown";
      const count = requests.add(key);
      res.once("close", () => requests.remove(key));
      return count <= limits.maxRequestsPerAddress ? "admitted" : "busy";
    },
    watchBody(req, res) {
      if (req.complete) return;
      watched.add({ req, res, startedAt: Date.now(), bytesAtStart: req.socket.bytesRead });
    },
    stop() {
      clearInterval(timer);
      watched.clear();
    },
  };
}

/** 408 when nothing was answered yet (the socket then closes fully), else the socket goes. */
function cutSlowBody(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return void req.socket.destroy();
  lingerInsteadOfDestroy(req.socket);
  res.writeHead(408, { "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end("Request body too slow\n");
}
