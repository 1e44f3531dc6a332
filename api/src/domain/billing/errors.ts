// Billing numbers (spec 2 §5 "Billing number (settings)"): the three refusals the spec words
// itself, and the country rule (billing numbers are French only, spec 2 §6).
export const billingErrors = {
  /** 'Vous devez entrer un libellé pour ce numéro' */
  billing_label_required: { status: 422 },
  /** 'Le numéro est composé de 9 caractères' */
  billing_number_length: { status: 422 },
  /** 'Ce numéro est invalide' */
  billing_number_invalid: { status: 422 },
  /** Spec 2 §6: billing numbers and the secure messaging address are for accounts in France. */
  france_only: { status: 403 },
  /** Issue 21: the act is not one the table gives this expert on this date (spec 2 §5 "Completion"). */
  act_not_applicable: { status: 422 },
  /** Spec 2 §5 "Completion: billing number mandatory when the act needs it." */
  billing_number_required: { status: 422 },
  /** RULES.md §8: "max 4/yr per patient per doctor" (2 for midwives): the act beyond the yearly cap is not paid. */
  yearly_cap_reached: { status: 422 },
  /** Issue 21 item 5: the consult bills nothing for the viewer's side (not completed, non-eligible, no act, Belgium). */
  billing_not_billable: { status: 422 },
  /** Spec 2 §4 Billability: the viewer's group bills automatically (its admissions receive the act). */
  billing_auto: { status: 422 },
  /** Spec 2 §7 billing_transfer: no address for the viewer's billing software here (or no software chosen). */
  billing_transfer_not_configured: { status: 422 },
  /** Spec 2 §7 PUT users/{id} billing_software: not one of spec 2 §9's families. */
  billing_software_invalid: { status: 422 },
} as const;
