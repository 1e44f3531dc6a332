import type { CodedError } from "../../../errors/error-codes.ts";
import { safeRedirectPath } from "@rules/redirect-path.ts";

export type PscAction = "login" | "validate";

const START_PATH = "/api/v1/pro-sante-connect/start";

/** The API page that sends the browser to Pro Santé Connect, coming back to `redirectPath`. */
export function pscStartUrl(action: PscAction, redirectPath: string | null): string {
  const query = new URLSearchParams({ action });
  const back = safeRedirectPath(redirectPath);
  if (back) query.set("redirect_url", back);
  return `${START_PATH}?${query}`;
}

export type PscProbe = { redirected: boolean; status: number; body: unknown };

/**
 * Reads a trial call of the start page (fetch with redirect: "manual"): a redirect means the
 * service is there and the browser may go; otherwise the JSON error (psc_unavailable when the
 * service is not configured) is shown on our page instead of a raw JSON page.
 */
export function pscProbeOutcome({ redirected, status, body }: PscProbe): { go: true } | { go: false; error: CodedError } {
  if (redirected || (status >= 300 && status < 400)) return { go: true };
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return {
    go: false,
    error: { code: typeof record.code === "string" ? record.code : "psc_unavailable", message: typeof record.message === "string" ? record.message : null },
  };
}
