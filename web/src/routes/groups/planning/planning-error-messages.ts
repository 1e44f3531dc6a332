import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../../errors/error-messages-registry.ts";

// The codes only the planning tab meets: their texts load with it (groups catalogue).
export const PLANNING_ERROR_MESSAGES = {
  planning_expert_required: msg`Choisissez un expert du groupe.`,
  planning_period_required: msg`Choisissez « toujours », ou un début et une fin.`,
  planning_end_before_start: msg`La fin ne peut pas précéder le début.`,
  planning_topics_required: msg`Choisissez toutes les catégories, ou au moins une catégorie que l'expert traite.`,
  planning_range_invalid: msg`La période demandée est invalide (au plus 400 jours, la fin après le début).`,
};

registerErrorMessages(PLANNING_ERROR_MESSAGES);
