import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/** How long a refused client may go on sending before its socket is destroyed. */
export const LINGER_MS = 2_000;

/**
 * Ends a socket after its answer and destroys it once the client closed its side, or after
 * `lingerMs` at the latest: closed fully, never left half-open. Destroying at once would reset
 * the connection while the client still sends (an unread body), and a reset can swallow the
 * answer in the client's kernel; what arrives meanwhile is read and thrown away
 * (Apache's and nginx's "lingering close").
 */
export function lingeringClose(socket: Duplex, lingerMs = LINGER_MS): void {
  if (socket.destroyed) return;
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  socket.once("end", () => socket.destroy());
  socket.once("error", () => socket.destroy());
  socket.end();
  socket.resume();
}

/** Writes a raw HTTP answer on a socket no request handler owns (parser errors, refused connections), then closes it fully. */
export function answerAndClose(socket: Duplex, status: string, body = "", extraHeaders: Record<string, string> = {}): void {
  if (socket.destroyed || !socket.writable) return void socket.destroy();
  const headers = { connection: "close", "content-type": "text/plain; charset=utf-8", "content-length": String(Buffer.byteLength(body)), ...extraHeaders };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  socket.write(`HTTP/1.1 ${status}\r\n${head}\r\n${body}`);
  lingeringClose(socket);
}

/**
 * Node's HTTP server destroys a socket as soon as an answer marked `connection: close` is
 * flushed (destroySoon); this socket lingers instead, so that an answer given before the body
 * was read reaches the client.
 */
export function lingerInsteadOfDestroy(socket: Socket): void {
  socket.destroySoon = () => lingeringClose(socket);
}
