import { errorMessage } from "../domain/i18n/error-messages.ts";
import { negotiateLocale } from "../domain/i18n/locales.ts";

/** Seconds a client whose address has too many requests in flight should wait before retrying. */
const RETRY_AFTER_SECONDS = 1;

/**
 * The answer to a request over its address's in-flight cap: the REST error shape, in the
 * caller's language (Accept-Language only: the session is not read, that would cost the very
 * database work the cap protects).
 */
export function busyResponse(acceptLanguage: string | undefined): Response {
  const locale = negotiateLocale(acceptLanguage);
  const body = { code: "rate_limited", message: errorMessage("rate_limited", locale) };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "retry-after": String(RETRY_AFTER_SECONDS) },
  });
}
