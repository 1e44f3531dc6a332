import { errorMessage } from "../domain/i18n/error-messages.ts";
import { httpStatusOf, type ErrorCode } from "../domain/error-registry.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import type { RestResult } from "./route.ts";

/** The one error body of the REST layer: `{ code, message, field? }`, message in the caller's language. */
export function restError(code: ErrorCode, locale: Locale, field?: string): RestResult {
  return { status: httpStatusOf(code), body: { code, message: errorMessage(code, locale), ...(field ? { field } : {}) } };
}
