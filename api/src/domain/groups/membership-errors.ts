// Memberships (spec 1 §4–§6, §8): why joining, adding, accepting or removing a member is refused.
export const membershipErrors = {
  /** Spec 1 §8: "This professional is already member of this group". */
  already_member: { status: 409 },
  /** Spec 1 §8: "Impossible to add this member" (unknown professional, another country...). */
  impossible_to_add: { status: 422 },
  /** Spec 1 §5: the group's max_seats is reached ("no licence available"). */
  no_licence_available: { status: 409 },
  /** Spec 1 §6: the member has categories the viewer does not administer. */
  topics_not_administered: { status: 403 },
  /** Spec 1 §6: an insider of a group without seat limit is removed by the support only. */
  contact_support: { status: 403 },
  /** Someone else answered first: the membership is no longer in the state the action expects. */
  membership_changed: { status: 409 },
  /** A group keeps at least one ongoing administrator (leaving, deleting or demoting the last one). */
  last_admin: { status: 409 },
} as const;
