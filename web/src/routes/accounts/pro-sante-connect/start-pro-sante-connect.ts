import type { CodedError } from "../../../errors/error-codes.ts";
import { pscProbeOutcome, pscStartUrl, type PscAction } from "./psc-start.ts";

const LAST_START_KEY = "consilium.psc-start";

type LastStart = { action: PscAction; redirectPath: string | null };

/** The last round trip started in this tab, so that the callback page can offer a retry. */
export function lastPscStart(): LastStart {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(LAST_START_KEY) ?? "null");
    if (typeof parsed === "object" && parsed !== null && "action" in parsed && (parsed.action === "login" || parsed.action === "validate")) {
      const redirectPath = "redirectPath" in parsed && typeof parsed.redirectPath === "string" ? parsed.redirectPath : null;
      return { action: parsed.action, redirectPath };
    }
  } catch {
    // Unreadable or disabled storage: a login retry is the safe default.
  }
  return { action: "login", redirectPath: null };
}

/**
 * Sends the browser to Pro Santé Connect, or answers the coded error when the service cannot
 * be reached (not configured: psc_unavailable) without leaving the page.
 */
export async function startProSanteConnect(action: PscAction, redirectPath: string | null): Promise<CodedError | null> {
  const url = pscStartUrl(action, redirectPath);
  let probe;
  try {
    const response = await fetch(url, { redirect: "manual", credentials: "same-origin", headers: { accept: "application/json" } });
    probe = { redirected: response.type === "opaqueredirect", status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { code: "psc_unavailable" };
  }
  const outcome = pscProbeOutcome(probe);
  if (!outcome.go) return outcome.error;
  try {
    window.sessionStorage.setItem(LAST_START_KEY, JSON.stringify({ action, redirectPath } satisfies LastStart));
  } catch {
    // The retry then defaults to a login.
  }
  // The trial call started a flow too; this navigation starts the one that counts.
  window.location.assign(url);
  return null;
}
