// Registering requests to meetings (spec 2 §3 consult_meeting_id, §6 meeting edit): why a
// registration is refused. A meeting the viewer may not know answers not_found like a missing one.
export const registrationErrors = {
  /** The meeting belongs to another topic than the request's (or the request's topic is not a meeting topic). */
  meeting_of_other_topic: { status: 422 },
  /** The meeting has already started: requests are registered to upcoming meetings only. */
  meeting_already_past: { status: 422 },
  /** Spec 2 §6 meeting edit: the group's support, the recipient side, or the sender while the request is a draft or opened (not in delegate mode). */
  meeting_edit_forbidden: { status: 403 },
} as const;
