import { z } from "zod";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canAddPlanning, canEditPlanningOf, planningGroupFor } from "./access.ts";

/** The longest range one read covers: a year and the calendar's padding on both sides. */
export const PLANNING_RANGE_MAX_DAYS = 400;
const DAY_MS = 86_400_000;

export const planningRangeInput = z.object({ groupId: dbIdSchema, from: z.coerce.date(), to: z.coerce.date() });

/** A duty period as the screens and the calls show it. start and end both null: always. */
export type PlanningEventView = {
  id: number;
  groupId: number;
  start: Date | null;
  end: Date | null;
  membershipId: number;
  professionalId: number;
  expertName: string;
  allTopics: boolean;
  topicIds: number[];
  viewerCanEdit: boolean;
};

export const planningEventSelect = {
  id: true,
  start: true,
  end: true,
  allTopics: true,
  membershipId: true,
  membership: { select: { groupId: true, professional: { select: { id: true, firstName: true, lastName: true } } } },
  topics: { select: { topicId: true }, orderBy: { topicId: "asc" } },
} satisfies Prisma.PlanningEventSelect;

type PlanningEventRow = Prisma.PlanningEventGetPayload<{ select: typeof planningEventSelect }>;

export function planningEventView(row: PlanningEventRow, canEdit: (membershipId: number) => boolean): PlanningEventView {
  const professional = row.membership.professional;
  return {
    id: row.id,
    groupId: row.membership.groupId,
    start: row.start,
    end: row.end,
    membershipId: row.membershipId,
    professionalId: professional.id,
    expertName: `${professional.firstName} ${professional.lastName}`.trim(),
    allTopics: row.allTopics,
    topicIds: row.topics.map((topic) => topic.topicId),
    viewerCanEdit: canEdit(row.membershipId),
  };
}

/**
 * The periods of a group that meet [from, to): those that start before `to` and end after `from`,
 * and every "always" period (spec 1 §3: both null). The range is bounded so that one call cannot
 * ask for the whole history.
 */
export function overlappingWhere(groupId: number, from: Date, to: Date): Prisma.PlanningEventWhereInput {
  return {
    membership: { groupId },
    OR: [{ start: null, end: null }, { start: { lt: to }, end: { gt: from } }],
  };
}

/** Spec 2 §7 GET planning (group_id, from, to): the duty periods the group's calendar shows. */
export async function readPlanning(deps: Deps, viewer: Viewer | null, raw: z.input<typeof planningRangeInput>): Promise<PlanningEventView[]> {
  const input = parseInput(planningRangeInput, raw);
  const { standing } = await planningGroupFor(deps.db, viewer, input.groupId);
  const days = (input.to.getTime() - input.from.getTime()) / DAY_MS;
  if (days < 0 || days > PLANNING_RANGE_MAX_DAYS) throw new DomainError("planning_range_invalid", "to");
  const rows = await deps.db.planningEvent.findMany({
    where: overlappingWhere(input.groupId, input.from, input.to),
    select: planningEventSelect,
    orderBy: [{ start: { sort: "asc", nulls: "first" } }, { id: "asc" }],
  });
  return rows.map((row) => planningEventView(row, (membershipId) => canEditPlanningOf(standing, membershipId)));
}

/** An expert the period editor offers: an ongoing expert of the group, with the topics they answer. */
export type PlanningExpert = { membershipId: number; professionalId: number; name: string; allTopics: boolean; topicIds: number[] };

/** What the period editor needs: the experts the viewer may plan, and whether they may add at all. */
export type PlanningEditorOptions = { canAdd: boolean; experts: PlanningExpert[] };

export const planningGroupInput = z.object({ groupId: dbIdSchema });

/** The experts of the period editor: every expert for an administrator, only themselves for an expert. */
export async function planningEditorOptions(deps: Deps, viewer: Viewer | null, raw: z.input<typeof planningGroupInput>): Promise<PlanningEditorOptions> {
  const input = parseInput(planningGroupInput, raw);
  const { standing } = await planningGroupFor(deps.db, viewer, input.groupId);
  if (!canAddPlanning(standing)) return { canAdd: false, experts: [] };
  const rows = await deps.db.membership.findMany({
    where: { groupId: input.groupId, status: "ONGOING", canReply: true },
    select: { id: true, allTopics: true, topics: { select: { topicId: true } }, professional: { select: { id: true, firstName: true, lastName: true } } },
    orderBy: [{ professional: { lastName: "asc" } }, { professional: { firstName: "asc" } }, { id: "asc" }],
  });
  const experts = rows
    .filter((row) => canEditPlanningOf(standing, row.id))
    .map((row) => ({
      membershipId: row.id,
      professionalId: row.professional.id,
      name: `${row.professional.firstName} ${row.professional.lastName}`.trim(),
      allTopics: row.allTopics,
      topicIds: row.topics.map((topic) => topic.topicId),
    }));
  return { canAdd: experts.length > 0, experts };
}
