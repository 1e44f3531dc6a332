import type { Deps } from "../deps.ts";
import { isValidatedViewer } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/** Where the web app opens a sealed link (spec 1 §2 /authwall/{encryptedUrl}). */
export const AUTHWALL_PATH = "/authwall";

/**
 * Issue 24 item 3: the link our messages carry to one of our pages, sealed (LinkSealer): it
 * reveals nothing of the page, expires, and cannot be bent to lead anywhere else.
 */
export function authwallLink(deps: Pick<Deps, "publicUrl" | "links" | "now">, path: string): string {
  return `${deps.publicUrl}${AUTHWALL_PATH}/${deps.links.seal(path, deps.now)}`;
}

/**
 * Spec 1 §2 /authwall/{encryptedUrl}: the page a sealed link leads to, for a validated viewer
 * (the web app sends the others to the login or the unvalidated screen first); null for a
 * forged, damaged or expired link, which the web app answers by going home.
 */
export function openAuthwallLink(deps: Pick<Deps, "links" | "now">, viewer: Viewer | null, sealed: string): string | null {
  if (!isValidatedViewer(viewer)) return null;
  return deps.links.open(sealed, deps.now);
}
