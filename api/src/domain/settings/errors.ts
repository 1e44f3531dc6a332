// Settings (spec 2 §6 "Settings", §5 "MSS address"): the refusals of PUT users/{id}.
export const settingsErrors = {
  /**
   * Spec 2 §6: a preference the account does not have (the individual project and directory
   * visibility are for requestable users, out-of-network sending for group senders, text-message
   * alerts for accounts with the SMS feature). The screen never offers it; an API client may try.
   */
  setting_not_applicable: { status: 403 },
  /** 'Adresse MSSanté invalide': an address that no MSSanté operator serves. */
  mss_address_invalid: { status: 422 },
  /** Spec 2 §5 "Avatar": the crop holds no picture (one flat colour or fully transparent). */
  picture_empty: { status: 422 },
} as const;
