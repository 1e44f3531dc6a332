import { isIP } from "node:net";

// Proxies add one of these; a call that passed through one is not a local developer's, even
// when the proxy itself runs on this machine and connects from 127.0.0.1.
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "x-forwarded-host", "via"];

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith("127.");
  const lower = address.toLowerCase();
  return lower === "::1" || lower.startsWith("::ffff:127.");
}

/**
 * The development outbox shows every login and reset code: it answers only to a browser on
 * this very machine, never through a proxy, so `npm start` on a shared network leaks nothing.
 */
export function isLocalCall(request: Request, clientIp: string | null): boolean {
  if (!clientIp || !isLoopback(clientIp)) return false;
  return PROXY_HEADERS.every((name) => !request.headers.has(name));
}
