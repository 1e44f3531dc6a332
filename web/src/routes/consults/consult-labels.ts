import { useLingui } from "@lingui/react/macro";

export type ActCode = "TE1" | "TE2" | "EBM_01671" | "NONE";

/**
 * What each act means (spec 2 §3), in words a clinician recognises; the amounts come from the
 * act table (Request.completionActs, Consult.expertAct).
 */
export function useActCodeLabels(): Record<ActCode, { title: string; explanation: string }> {
  const { t } = useLingui();
  return {
    TE1: { title: t`TE1`, explanation: t`Avis donné sur dossier, à partir des éléments transmis, sans échange prolongé.` },
    TE2: { title: t`TE2`, explanation: t`Avis circonstancié demandant une étude approfondie de la situation clinique (analyse des pièces, échanges).` },
    EBM_01671: { title: t`01671`, explanation: t`Telekonsil : appréciation du dossier et rapport de consultation (au moins 10 minutes).` },
    NONE: { title: t`Sans acte`, explanation: t`Aucun acte de télé-expertise n'est enregistré (par exemple une question administrative).` },
  };
}

export type Eligibility = "ELIGIBLE" | "ALD" | "ZSD" | "RARE" | "EHPAD" | "DETENU" | "COVID_19" | "NONELIGIBLE";

/** Spec 2 §3 eligibility values as the aside shows them. */
export function useEligibilityLabels(): Record<Eligibility, string> {
  const { t } = useLingui();
  return {
    ELIGIBLE: t`Éligible`,
    ALD: t`Affection de longue durée`,
    ZSD: t`Zone sous-dotée`,
    RARE: t`Maladie rare`,
    EHPAD: t`Résident en EHPAD`,
    DETENU: t`Personne détenue`,
    COVID_19: t`Covid-19`,
    NONELIGIBLE: t`Non éligible`,
  };
}
