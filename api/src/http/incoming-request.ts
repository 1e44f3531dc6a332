import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";

// What the fetch `Request` constructor accepts; Node's parser lets through more (TRACE,
// CONNECT, PROPFIND...), and the constructor throws on those, so they are answered here.
const SUPPORTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

export type IncomingCheck = { ok: true; request: Request } | { ok: false; status: 400 | 501; reason: string };

/** The path and query of a request target: origin-form as is, absolute-form reduced to its path. */
function pathOfTarget(target: string): string | null {
  if (target.startsWith("/")) return target.startsWith("//") ? null : target;
  // RFC 9112 §3.2.2: a server accepts absolute-form; its authority is not ours to trust, so
  // only the path and query are kept (routing never depends on the host).
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  return null; // authority-form (CONNECT) and asterisk-form (OPTIONS *)
}

/**
 * Turns Node's request into a fetch `Request`, or says why it cannot be one. The URL is built
 * on a fixed origin: the Host header is attacker-controlled and nothing routes on it.
 */
export function toFetchRequest(req: IncomingMessage, signal: AbortSignal): IncomingCheck {
  const method = (req.method ?? "GET").toUpperCase();
  if (!SUPPORTED_METHODS.has(method)) return { ok: false, status: 501, reason: "Method not implemented" };
  const path = pathOfTarget(req.url ?? "/");
  if (path === null) return { ok: false, status: 400, reason: "Bad request target" };
  let url: URL;
  try {
    url = new URL(path, "http://localhost");
  } catch {
    return { ok: false, status: 400, reason: "Bad request target" };
  }
  const headers = new Headers();
  try {
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] ?? "", req.rawHeaders[i + 1] ?? "");
  } catch {
    return { ok: false, status: 400, reason: "Bad header" };
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal };
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  try {
    return { ok: true, request: new Request(url, init) };
  } catch {
    return { ok: false, status: 400, reason: "Bad request" };
  }
}

/** A Host header is a name or address with an optional port (RFC 9110 §7.2); absent is allowed (HTTP/1.0). */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})?)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  return match[2] === undefined || Number(match[2]) <= 65_535;
}
