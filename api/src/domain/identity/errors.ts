// Identity (card upload, validation queue, Pro Santé Connect): codes with their HTTP status.
export const identityErrors = {
  unvalidated: { status: 403 },
  invalid_file: { status: 422 },
  file_too_large: { status: 413 },
  psc_unavailable: { status: 503 },
  psc_account_missing: { status: 404 },
  psc_credentials: { status: 403 },
  psc_failed: { status: 400 },
} as const;
