// Failures any area can answer: each code with the HTTP status REST gives it. The message
// is keyed by the code in domain/i18n/error-messages.ts (and translated again by the web).
export const commonErrors = {
  validation_failed: { status: 422 },
  payload_too_large: { status: 413 },
  rate_limited: { status: 429 },
  not_found: { status: 404 },
  method_not_allowed: { status: 405 },
  forbidden: { status: 403 },
  internal_error: { status: 500 },
} as const;
