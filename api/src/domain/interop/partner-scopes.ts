/**
 * Issue 24 item 1: what a partner application may do with a doctor's token, by area. A token
 * acts as the doctor through the same access gates; its scopes only narrow what it reaches.
 * The order is the consent screen's.
 */
export const PARTNER_SCOPES = ["profile:read", "requests:read", "requests:write", "directory:read", "billing:read"] as const;

export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** What each scope opens, for integrators (the OpenAPI document, the GraphQL schema, the partners' page). */
export const PARTNER_SCOPE_DESCRIPTIONS: Record<PartnerScope, string> = {
  "profile:read": "Read the doctor's own account, counters and settings.",
  "requests:read": "Read the requests, consults, messages, files and patients the doctor may read, and their live events.",
  "requests:write": "Prepare, send and answer requests, post messages, manage patients and documents, as the doctor could.",
  "directory:read": "Search the directory of professionals and groups; read the doctor's contacts and groups.",
  "billing:read": "Read the doctor's statement of acts and billing details.",
};

export function isPartnerScope(value: string): value is PartnerScope {
  return (PARTNER_SCOPES as readonly string[]).includes(value);
}

/** The scopes of an OAuth `scope` value that we know, in our order, without repeats. */
export function parseScopes(value: string | readonly string[]): PartnerScope[] {
  const words = new Set(typeof value === "string" ? value.split(" ") : value);
  return PARTNER_SCOPES.filter((scope) => words.has(scope));
}

/** What a consent grants: what the application asked, within what it was registered for. */
export function grantableScopes(requested: readonly string[], allowed: readonly string[]): PartnerScope[] {
  const allowedSet = new Set(allowed);
  return parseScopes(requested).filter((scope) => allowedSet.has(scope));
}

/** The scope a REST route needs: the area of its tag, read for GET, write otherwise; null: partners may not call it. */
export function restRouteScope(tag: string, method: string): PartnerScope | null {
  const reading = method === "GET";
  switch (tag) {
    case "requests":
    case "consults":
    case "messages":
    case "files":
    case "patients":
    case "documents":
    case "interop":
      return reading ? "requests:read" : "requests:write";
    case "realtime":
    case "notifications":
      return reading ? "requests:read" : null;
    case "directory":
    case "groups":
      return reading ? "directory:read" : null;
    case "billing":
      return reading ? "billing:read" : null;
    case "health":
      return reading ? "profile:read" : null;
    default:
      // Sessions, signup, identity, settings, meetings, planning, admin: the doctor's own hands only.
      return null;
  }
}
