import { errorMessage, type ErrorCode } from "../domain/i18n/error-messages.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import type { RestResult } from "./route.ts";

const statusOf: Record<ErrorCode, number> = {
  invalid_credentials: 401,
  validation_failed: 422,
  rate_limited: 429,
  unauthenticated: 401,
  session_expired: 401,
  csrf_invalid: 403,
  not_found: 404,
  forbidden: 403,
  unvalidated: 403,
  internal_error: 500,
  invalid_email: 422,
  secure_messaging_unsupported: 422,
  invalid_phone: 422,
  password_too_short: 422,
  password_too_long: 422,
  already_exists: 409,
  invalid_code: 422,
  code_expired: 422,
  mfa_required: 401,
  terms_required: 422,
  invalid_file: 422,
  file_too_large: 413,
  payload_too_large: 413,
  contact_phone_missing: 422,
  psc_unavailable: 503,
  psc_account_missing: 404,
  psc_credentials: 403,
  psc_failed: 400,
};

/** The one error body of the REST layer: `{ code, message, field? }`, message in the caller's language. */
export function restError(code: ErrorCode, locale: Locale, field?: string): RestResult {
  return { status: statusOf[code], body: { code, message: errorMessage(code, locale), ...(field ? { field } : {}) } };
}
