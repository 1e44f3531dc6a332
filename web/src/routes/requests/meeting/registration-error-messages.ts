import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../../errors/error-messages-registry.ts";

// The codes only the meeting picker meets: their texts load with it (app catalogue).
export const REGISTRATION_ERROR_MESSAGES = {
  meeting_of_other_topic: msg`Cette réunion n'appartient pas à la catégorie de la demande : choisissez une réunion de sa catégorie.`,
  meeting_already_past: msg`Cette réunion a déjà eu lieu : choisissez une réunion à venir.`,
  meeting_edit_forbidden: msg`Vous ne pouvez pas modifier la réunion de cette demande.`,
};

registerErrorMessages(REGISTRATION_ERROR_MESSAGES);
