// Drafts (spec 2 §4, §5, §8): editing, publishing and deleting a request on the sender side.
export const draftErrors = {
  /** Someone saved the draft since the caller loaded it: the caller reloads and reapplies. */
  version_conflict: { status: 409 },
  /** Only drafts are editable, and only on the sender side (spec 2 §4). */
  request_not_editable: { status: 409 },
  /** Publishing with a required step missing; `field` names the first missing item. */
  publish_incomplete: { status: 422 },
  /** Spec 2 §8: the recipient group collects the requester's e-mail (collect modal). */
  contact_email_missing: { status: 422 },
  /** Spec 2 §8: the recipient group collects the hospital stay (collect modal). */
  hospitalization_missing: { status: 422 },
  /** A draft is deleted only while no recipient-side participant exists (spec 2 §4). */
  delete_forbidden: { status: 409 },
} as const;
