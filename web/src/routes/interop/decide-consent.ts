import { csrfTokenFrom } from "../../relay/csrf.ts";

export type ConsentDecision = { ok: true; redirectTo: string } | { ok: false; code: string };

/**
 * The doctor's answer to an authorization request (issue 24). It goes to the consent screen's own
 * address, where the authorization server's cookie (bound to this browser) comes along, and the
 * answer names where the browser goes next: back to the authorization server, then to the software.
 */
export async function decideConsent(uid: string, approve: boolean): Promise<ConsentDecision> {
  let response: Response;
  try {
    response = await fetch(`/partners/consent/${encodeURIComponent(uid)}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-csrf-token": csrfTokenFrom(document.cookie) ?? "" },
      body: JSON.stringify({ approve }),
    });
  } catch {
    return { ok: false, code: "network_error" };
  }
  const body = (await response.json().catch(() => null)) as { redirect_to?: unknown; code?: unknown } | null;
  const next = response.ok && typeof body?.redirect_to === "string" ? sameSiteOAuthAddress(body.redirect_to) : null;
  if (next) return { ok: true, redirectTo: next };
  return { ok: false, code: typeof body?.code === "string" ? body.code : "internal_error" };
}

/** The authorization server's address to go back to: on this site, under /oauth/, nothing else. */
export function sameSiteOAuthAddress(value: string, origin: string = window.location.origin): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin && url.pathname.startsWith("/oauth/") ? url.href : null;
}
