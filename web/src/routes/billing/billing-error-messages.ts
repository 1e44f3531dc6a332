import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only the billing modal meets: their texts load with its catalogue (billing), not
// with every logged-in screen's (the request and consult pages' 250 KB budget).
export const BILLING_ERROR_MESSAGES = {
  billing_not_billable: msg`Cette consultation n'a pas d'acte à facturer de votre côté (non terminée, patient non éligible ou aucun acte).`,
  billing_auto: msg`Votre groupe facture cet acte automatiquement : ses données partent aux admissions, vous n'avez rien à faire.`,
  billing_transfer_not_configured: msg`L'envoi vers votre logiciel de facturation n'est pas configuré : choisissez votre logiciel dans les réglages, ou téléchargez le fichier.`,
};

registerErrorMessages(BILLING_ERROR_MESSAGES);
