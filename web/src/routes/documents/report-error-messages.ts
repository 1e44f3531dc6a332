import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only the report modal meets: their texts load with its catalogue (documents), not
// with every logged-in screen's (the request and consult pages' 250 KB budget).
export const REPORT_ERROR_MESSAGES = {
  report_not_available: msg`Le compte rendu n'existe qu'une fois l'avis terminé par le professionnel requis.`,
};

registerErrorMessages(REPORT_ERROR_MESSAGES);
