// Consults (completion, survey, tags, participations, assignments, transfers): codes with their HTTP status.
export const consultsErrors = {
  consult_not_opened: { status: 409 },
  not_recipient: { status: 403 },
  participation_not_allowed: { status: 403 },
  already_participant: { status: 409 },
  participants_required: { status: 422 },
  not_group_member: { status: 403 },
  survey_invalid: { status: 422 },
  no_survey: { status: 409 },
  transfer_not_allowed: { status: 403 },
  not_available_yet: { status: 422 },
} as const;
