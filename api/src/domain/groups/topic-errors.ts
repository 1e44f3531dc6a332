// Topic settings and response templates (spec 1 §4 "Away message", §5 away modal, professions
// picker): the refusals the screens explain in words rather than as a generic invalid value.
export const topicErrors = {
  /** Spec 1 §5 away modal: both dates are required and the end is not before the start. */
  away_period_invalid: { status: 422 },
  /** Spec 1 §5 professions picker: accept-all off needs at least one chosen code. */
  specialties_required: { status: 422 },
} as const;
