// Accounts (login, sessions, signup, password): codes of spec 1 §5 with their HTTP status.
export const accountsErrors = {
  invalid_credentials: { status: 401 },
  unauthenticated: { status: 401 },
  session_expired: { status: 401 },
  mfa_required: { status: 401 },
  csrf_invalid: { status: 403 },
  invalid_email: { status: 422 },
  secure_messaging_unsupported: { status: 422 },
  invalid_phone: { status: 422 },
  password_too_short: { status: 422 },
  password_too_long: { status: 422 },
  already_exists: { status: 409 },
  invalid_code: { status: 422 },
  code_expired: { status: 422 },
  terms_required: { status: 422 },
  contact_phone_missing: { status: 422 },
  // Settings (issue 20): password, email and phone change.
  wrong_password: { status: 422 },
  passwords_do_not_match: { status: 422 },
  same_contact: { status: 422 },
} as const;
