import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only practice-software links meet: their texts load with the interop screens.
export const INTEROP_ERROR_MESSAGES = {
  interop_recipient_missing: msg`Le lien de votre logiciel ne désigne aucun destinataire (numéro RPPS ou identifiant).`,
  interop_recipient_unknown: msg`Aucun professionnel de l'annuaire ne porte le numéro indiqué par votre logiciel.`,
  interop_draft_expired: msg`Cette demande préparée par votre logiciel a expiré : préparez-la à nouveau depuis votre logiciel.`,
  partner_application_unknown: msg`Ce logiciel n'est pas (ou plus) autorisé à se connecter à Consilium.`,
  partner_scope_invalid: msg`Ce logiciel demande des droits qui ne lui sont pas accordés.`,
  insufficient_scope: msg`Vous n'avez pas autorisé ce logiciel à faire cela.`,
  oauth_interaction_expired: msg`Cette demande d'autorisation a expiré : relancez la connexion depuis votre logiciel.`,
};

registerErrorMessages(INTEROP_ERROR_MESSAGES);
