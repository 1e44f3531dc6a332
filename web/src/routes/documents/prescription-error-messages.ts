import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only the prescription modal meets: their texts load with its catalogue (documents),
// not with every logged-in screen's (the consult page's 250 KB budget).
export const PRESCRIPTION_ERROR_MESSAGES = {
  prescription_not_allowed: msg`Seuls les professionnels du côté de l'avis habilités à prescrire peuvent rédiger une ordonnance sur cette demande.`,
  prescription_template_unknown: msg`Modèle d'ordonnance inconnu.`,
  prescription_text_required: msg`Le texte de l'ordonnance est obligatoire.`,
  prescription_date_invalid: msg`Date invalide : saisissez-la au format JJMMAAAA (8 chiffres).`,
  prescription_field_required: msg`Ce champ du formulaire est obligatoire.`,
  prescription_billing_number_required: msg`Choisissez un numéro de facturation pour joindre l'ordonnance à la demande.`,
  prescription_billing_number_unknown: msg`Ce numéro de facturation ne figure pas parmi les vôtres.`,
};

registerErrorMessages(PRESCRIPTION_ERROR_MESSAGES);
