import { z } from "zod";
import { dbIdSchema } from "../rules/id.ts";

/** How many categories one period may name. */
export const PLANNING_TOPICS_MAX = 200;

/**
 * The period editor's values (spec 1 §2 "period editor", §5 "Planning event"). Every field is
 * optional here so that a missing one is refused with its own code (planning_expert_required...)
 * rather than a generic validation_failed: the editor shows each under its field.
 */
export const planningPeriodFields = {
  /** The expert's membership in the group. */
  membershipId: dbIdSchema.optional(),
  /** Always on duty (start and end left empty). */
  always: z.boolean().default(false),
  start: z.coerce.date().optional(),
  end: z.coerce.date().optional(),
  allTopics: z.boolean().default(true),
  topicIds: z.array(dbIdSchema).max(PLANNING_TOPICS_MAX).default([]),
};

export const createPlanningEventInput = z.object({ groupId: dbIdSchema, ...planningPeriodFields });
export const updatePlanningEventInput = z.object({ eventId: dbIdSchema, ...planningPeriodFields });
export const deletePlanningEventInput = z.object({ eventId: dbIdSchema });

export type PlanningPeriodValues = {
  membershipId?: number | undefined;
  always: boolean;
  start?: Date | undefined;
  end?: Date | undefined;
  allTopics: boolean;
  topicIds: number[];
};

export type PlanningPeriodError = "planning_expert_required" | "planning_period_required" | "planning_end_before_start" | "planning_topics_required";

/**
 * Spec 1 §5, the checks that need no database: an expert is chosen; always, or both start and
 * end; end not before start; all categories or at least one. The first failure with its field.
 */
export function periodShapeError(values: PlanningPeriodValues): { code: PlanningPeriodError; field: string } | null {
  if (values.membershipId === undefined) return { code: "planning_expert_required", field: "membershipId" };
  if (!values.always) {
    if (!values.start) return { code: "planning_period_required", field: "start" };
    if (!values.end) return { code: "planning_period_required", field: "end" };
    if (values.end.getTime() < values.start.getTime()) return { code: "planning_end_before_start", field: "end" };
  }
  if (!values.allTopics && values.topicIds.length === 0) return { code: "planning_topics_required", field: "topicIds" };
  return null;
}
