// Messages, read marks and notifications (spec 2 §3, §4, §6): codes with their HTTP status.
export const messagesErrors = {
  /** Spec 2 §5 "Messages": Send is disabled when empty; the server refuses it too (after trimming). */
  message_empty: { status: 422 },
  /** Only drafts are edited: a published message stays as the other participants read it. */
  message_not_editable: { status: 409 },
  /** A draft request takes no messages and cannot be marked unread (spec 2 §6 "non-draft"); nor a cancelled one messages. */
  message_request_not_published: { status: 409 },
  /** The viewer may read the request (shadow view) but takes no part in it: join first (POST participations). */
  participation_required: { status: 403 },
} as const;
