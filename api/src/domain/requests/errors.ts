// Recipient selection and request creation (spec 1 §4 "Recipient selection", spec 2 §7 POST
// requests): why a chosen recipient cannot receive a draft from this viewer.
export const requestsErrors = {
  /** A group the viewer has not joined (spec 1 §4: the join-network panel). */
  recipient_unavailable: { status: 403 },
  /**
   * The recipient does not take this request: specialty not accepted, no individual requests,
   * away with blocking, nominative requests prevented, another country, oneself.
   */
  recipient_unaccepted: { status: 403 },
  /** The chosen sender group or topic is not one of the viewer's sender contexts. */
  sender_unavailable: { status: 403 },
} as const;
