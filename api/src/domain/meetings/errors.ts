// Meetings (spec 1 §4, §5 "Meeting"; spec 2 §7 video-call calls): why a meeting change or a join is refused.
export const meetingsErrors = {
  /** Spec 1 §5: the category is required, and it is a meeting topic of the group. */
  meeting_topic_required: { status: 422 },
  /** Spec 1 §5: the date and time are required. */
  meeting_date_required: { status: 422 },
  /** Spec 1 §5: an external video link must be a valid (http or https) address. */
  meeting_link_invalid: { status: 422 },
  /** Internal video needs a configured video service (VIDEO_BASE_URL). */
  meeting_video_not_configured: { status: 422 },
  /** Spec 1 §4: the category cannot change while requests are registered to the meeting. */
  meeting_topic_frozen: { status: 409 },
  /** Spec 1 §4: a meeting cannot be deleted while requests are registered to it. */
  meeting_has_requests: { status: 409 },
  /** The quorum names only ongoing members of the meeting's group. */
  meeting_quorum_invalid: { status: 422 },
  /** A video-call join on a meeting (or request) that has no video. */
  meeting_no_video: { status: 422 },
} as const;
