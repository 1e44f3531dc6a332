// Spec 2 §9 "Billing software families supported": the practice software a professional bills
// from, chosen in the settings (spec 2 §7 PUT users/{id} billing_software). Shared with the web
// app (the settings select) so that both read one list.

export const BILLING_SOFTWARE_FAMILIES = ["weda", "intellio", "intellio_next", "premier", "magicmed", "hellodoc", "medoc", "stellair", "crossway", "drsante", "acteur"] as const;

export type BillingSoftware = (typeof BILLING_SOFTWARE_FAMILIES)[number];

/** Each family as its vendor names it (a brand, the same in every language). */
export const BILLING_SOFTWARE_NAMES: Record<BillingSoftware, string> = {
  weda: "Weda",
  intellio: "Intellio",
  intellio_next: "Intellio Next",
  premier: "Gamme Premier",
  magicmed: "MagicMed",
  hellodoc: "HelloDoc",
  medoc: "Médoc",
  stellair: "Stellair",
  crossway: "Crossway",
  drsante: "Dr Santé",
  acteur: "Acteur",
};

export function isBillingSoftware(value: string): value is BillingSoftware {
  return (BILLING_SOFTWARE_FAMILIES as readonly string[]).includes(value);
}
