// On-call planning (spec 1 §5 "Planning event"): why a duty period or a planning read is refused.
export const planningErrors = {
  /** Spec 1 §5: an expert is chosen, and it is an ongoing expert (can_reply) of the group. */
  planning_expert_required: { status: 422 },
  /** Spec 1 §5: the period is "always", or both start and end. */
  planning_period_required: { status: 422 },
  /** Spec 1 §5: the end is not before the start. */
  planning_end_before_start: { status: 422 },
  /** Spec 1 §5: all categories, or at least one category of the group (that the expert answers). */
  planning_topics_required: { status: 422 },
  /** A planning read covers a bounded range (to not before from, at most PLANNING_RANGE_MAX_DAYS days). */
  planning_range_invalid: { status: 422 },
} as const;
