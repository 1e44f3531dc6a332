// Notifications and the realtime channel: codes with their HTTP status.
export const notificationsErrors = {
  /** A plain GET on the realtime socket's address, without the WebSocket upgrade. */
  upgrade_required: { status: 426 },
} as const;
