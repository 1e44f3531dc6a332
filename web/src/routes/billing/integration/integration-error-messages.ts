import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../../errors/error-messages-registry.ts";

// The codes only the administrative data screens meet: their texts load with those screens'
// catalogue (billing), not with every logged-in screen's.
export const INTEGRATION_ERROR_MESSAGES = {
  iep_required: msg`Ce groupe collecte l'IEP (numéro de séjour) : saisissez-le avant d'archiver.`,
  ipp_required: msg`Ce groupe collecte l'IPP (identifiant patient de l'établissement) : saisissez-le avant d'archiver.`,
};

registerErrorMessages(INTEGRATION_ERROR_MESSAGES);
