// How long the service keeps each kind of data about a professional, as the code does it (the
// "My data" screen and the download's about.json state the same numbers; issue 20 item 10).
// null days: no automatic deletion; kept while the account exists.

export type RetentionItem = {
  kind: "account" | "requests" | "sessions" | "codes" | "access_trail" | "data_export";
  /** Days after the event named by `from`; null: while the account exists. */
  days: number | null;
  /** What the days count from. */
  from: "account_closed" | "session_ended" | "code_expired" | "access" | "export_requested" | null;
  /** The rule in the code that deletes it. */
  source: string;
};

/** Sessions and remembered devices stay a week after they end (domain/housekeeping.ts). */
export const SESSION_KEEP_DAYS = 7;
/** Login and confirmation codes stay a day after they expire (domain/housekeeping.ts). */
export const CODE_KEEP_DAYS = 1;
/** The default of ACCESS_TRAIL_RETENTION_DAYS (api/src/config.ts); at least 183 days (HDS). */
export const ACCESS_TRAIL_DEFAULT_DAYS = 190;
/** A prepared download of one's data (domain/settings/data-export.ts DATA_EXPORT_KEEP_DAYS). */
export const DATA_EXPORT_DAYS = 7;

export const RETENTION: readonly RetentionItem[] = [
  { kind: "account", days: null, from: null, source: "profile, settings, billing numbers, memberships: kept while the account exists; closing an account goes through support" },
  { kind: "requests", days: null, from: null, source: "requests, messages and files are part of the patients' care shared with colleagues: no automatic deletion is scheduled" },
  { kind: "sessions", days: SESSION_KEEP_DAYS, from: "session_ended", source: "domain/housekeeping.ts pruneExpired" },
  { kind: "codes", days: CODE_KEEP_DAYS, from: "code_expired", source: "domain/housekeeping.ts pruneExpired" },
  { kind: "access_trail", days: ACCESS_TRAIL_DEFAULT_DAYS, from: "access", source: "ACCESS_TRAIL_RETENTION_DAYS (default 190, at least 183)" },
  { kind: "data_export", days: DATA_EXPORT_DAYS, from: "export_requested", source: "domain/settings/data-export.ts" },
];
