import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only the meetings screens meet: their texts load with them (meetings catalogue).
export const MEETING_ERROR_MESSAGES = {
  meeting_topic_required: msg`Choisissez une catégorie de réunion du groupe.`,
  meeting_date_required: msg`Choisissez la date et l'heure de la réunion.`,
  meeting_link_invalid: msg`Veuillez saisir un lien valide.`,
  meeting_video_not_configured: msg`La visioconférence intégrée n'est pas configurée sur ce service : choisissez un lien externe ou une réunion en présentiel.`,
  meeting_topic_frozen: msg`La catégorie ne peut pas être modifiée tant que des demandes sont inscrites à la réunion.`,
  meeting_has_requests: msg`La réunion ne peut pas être supprimée tant que des demandes y sont inscrites.`,
  meeting_quorum_invalid: msg`Le quorum ne peut comprendre que des membres du groupe.`,
  meeting_no_video: msg`Cette réunion n'a pas de visioconférence.`,
};

registerErrorMessages(MEETING_ERROR_MESSAGES);
