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
} as const;
