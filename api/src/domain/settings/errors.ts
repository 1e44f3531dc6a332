// Settings (spec 2 §6 "Settings"): the refusals of the preferences call.
export const settingsErrors = {
  /**
   * Spec 2 §6: a preference the account does not have (the individual project and directory
   * visibility are for requestable users, out-of-network sending for group senders, text-message
   * alerts for accounts with the SMS feature). The screen never offers it; an API client may try.
   */
  setting_not_applicable: { status: 403 },
} as const;
