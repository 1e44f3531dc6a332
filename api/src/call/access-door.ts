import type { AccessDoor } from "../domain/ports.ts";

/** The header the web app's Relay network layer sends (web/src/relay/fetch-graphql.ts). */
export const WEB_CLIENT_HEADER = "x-consilium-client";

/**
 * Which door of the access trail a call came through. The header is a label, not a credential:
 * it sorts the trail's entries, it grants nothing. A socket opened with an Origin header is a
 * browser's (other clients send none), and the socket layer lets only the site's own origins
 * (and ALLOWED_ORIGINS) in, so it is the web app's.
 */
export function accessDoorOf(request: Request): AccessDoor {
  const path = new URL(request.url).pathname;
  if (path === "/api/v1" || path.startsWith("/api/v1/")) return "rest";
  if (request.headers.get(WEB_CLIENT_HEADER) === "web") return "web";
  if (request.headers.get("upgrade")?.toLowerCase() === "websocket" && request.headers.has("origin")) return "web";
  return "graphql";
}
