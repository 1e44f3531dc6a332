import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only practice-software links meet: their texts load with the interop screens.
export const INTEROP_ERROR_MESSAGES = {
  interop_recipient_missing: msg`Le lien de votre logiciel ne désigne aucun destinataire (numéro RPPS ou identifiant).`,
  interop_recipient_unknown: msg`Aucun professionnel de l'annuaire ne porte le numéro indiqué par votre logiciel.`,
  interop_draft_expired: msg`Cette demande préparée par votre logiciel a expiré : préparez-la à nouveau depuis votre logiciel.`,
};

registerErrorMessages(INTEROP_ERROR_MESSAGES);
