// Partners and interop (issue 24): why a link or a draft prepared by practice software is refused.
export const interopErrors = {
  /** The link names no recipient: recipient_rpps or recipient_id is required. */
  interop_recipient_missing: { status: 422 },
  /** No professional of the directory has the link's RPPS number. */
  interop_recipient_unknown: { status: 422 },
  /** A prepared draft is opened after its expiry (INTEROP_DRAFT_TTL_DAYS). */
  interop_draft_expired: { status: 410 },
  /** Issue 24: the OAuth client_id names no enabled partner application. */
  partner_application_unknown: { status: 404 },
  /** The application asks for no scope it was registered for. */
  partner_scope_invalid: { status: 422 },
  /** A partner's token was used outside the scopes the doctor granted. */
  insufficient_scope: { status: 403 },
  /** The authorization page was left open too long (10 minutes), or was already answered. */
  oauth_interaction_expired: { status: 410 },
} as const;
