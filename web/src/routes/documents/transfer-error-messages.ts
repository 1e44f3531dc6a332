import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only the report modal's MSSanté section meets: their texts load with its catalogue
// (documents), not with every logged-in screen's (the request and consult pages' 250 KB budget).
export const TRANSFER_ERROR_MESSAGES = {
  report_transfer_not_configured: msg`L'envoi par messagerie sécurisée (MSSanté) n'est pas configuré sur ce service : téléchargez le compte rendu.`,
  report_transfer_address_invalid: msg`Email invalide : vérifiez l'adresse ; une adresse MSSanté se termine par .mssante.fr.`,
  report_transfer_no_address: msg`Le demandeur n'a pas d'adresse MSSanté : saisissez l'adresse du destinataire.`,
};

registerErrorMessages(TRANSFER_ERROR_MESSAGES);
