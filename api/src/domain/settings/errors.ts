// Settings (spec 2 §5 "MSS address"): an address that no MSSanté operator serves.
export const settingsErrors = {
  /** 'Adresse MSSanté invalide' */
  mss_address_invalid: { status: 422 },
} as const;
