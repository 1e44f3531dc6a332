// Issue 22 item 1 and 4: the consult report's refusals.
export const reportErrors = {
  /** The consult is not completed (or there is none yet): a report exists only once the expert has completed it. */
  report_not_available: { status: 422 },
} as const;
