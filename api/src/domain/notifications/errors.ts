// Notifications and the realtime channel: codes with their HTTP status.
export const notificationsErrors = {
  /** A plain GET on the realtime socket's address, without the WebSocket upgrade. */
  upgrade_required: { status: 426 },
  /** A socket or a user holds as many operations as allowed (subscriptions included). */
  too_many_subscriptions: { status: 429 },
} as const;
