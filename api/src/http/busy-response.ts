import { negotiateLocale } from "../domain/i18n/locales.ts";
import { restError } from "../rest/errors.ts";

/** Seconds a client whose address has too many requests in flight should wait before retrying. */
const RETRY_AFTER_SECONDS = 1;

/**
 * The answer to a request over its address's in-flight cap: the REST error shape, in the
 * caller's language (Accept-Language only: the session is not read, that would cost the very
 * database work the cap protects).
 */
export function busyResponse(acceptLanguage: string | undefined): Response {
  const refusal = restError("rate_limited", negotiateLocale(acceptLanguage));
  return new Response(JSON.stringify(refusal.body), {
    status: refusal.status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "retry-after": String(RETRY_AFTER_SECONDS) },
  });
}
