import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import type { GroupStanding } from "../groups/standing.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { canEditPlanningOf, planningGroupFor } from "./access.ts";
import { createPlanningEventInput, deletePlanningEventInput, periodShapeError, updatePlanningEventInput, type PlanningPeriodValues } from "./planning-input.ts";
import { planningEventSelect, planningEventView, type PlanningEventView } from "./planning-read.ts";

type CheckedPeriod = { membershipId: number; start: Date | null; end: Date | null; allTopics: boolean; topicIds: number[] };

/**
 * Spec 1 §5 in full: the shape (periodShapeError), then the expert, an ongoing member of this group
 * who answers (can_reply) and whom the viewer may plan, and the categories, topics of this group
 * that the expert answers (all of them with all_topics).
 */
async function checkedPeriod(db: Db, groupId: number, standing: GroupStanding, values: PlanningPeriodValues): Promise<CheckedPeriod> {
  const shape = periodShapeError(values);
  if (shape) throw new DomainError(shape.code, shape.field);
  const membershipId = values.membershipId ?? 0;
  const expert = await db.membership.findFirst({
    where: { id: membershipId, groupId, status: "ONGOING", canReply: true },
    select: { id: true, allTopics: true, topics: { select: { topicId: true } } },
  });
  if (!expert) throw new DomainError("planning_expert_required", "membershipId");
  if (!canEditPlanningOf(standing, expert.id)) throw new DomainError("forbidden");
  const topicIds = values.allTopics ? [] : [...new Set(values.topicIds)];
  if (topicIds.length) {
    const known = await db.topic.count({ where: { id: { in: topicIds }, groupId } });
    const answered = new Set(expert.topics.map((topic) => topic.topicId));
    if (known !== topicIds.length || (!expert.allTopics && topicIds.some((id) => !answered.has(id)))) throw new DomainError("planning_topics_required", "topicIds");
  }
  return {
    membershipId: expert.id,
    start: values.always ? null : (values.start ?? null),
    end: values.always ? null : (values.end ?? null),
    allTopics: values.allTopics,
    topicIds,
  };
}

async function viewOf(db: Db, eventId: number, standing: GroupStanding): Promise<PlanningEventView> {
  const row = await db.planningEvent.findUniqueOrThrow({ where: { id: eventId }, select: planningEventSelect });
  return planningEventView(row, (membershipId) => canEditPlanningOf(standing, membershipId));
}

/** The period editor's "add": a duty period of an expert of the group. */
export async function createPlanningEvent(deps: Deps, viewer: Viewer, raw: z.input<typeof createPlanningEventInput>): Promise<PlanningEventView> {
  const input = parseInput(createPlanningEventInput, raw);
  const { group, standing } = await planningGroupFor(deps.db, viewer, input.groupId);
  const period = await checkedPeriod(deps.db, group.id, standing, input);
  const created = await deps.db.planningEvent.create({
    data: {
      membershipId: period.membershipId,
      start: period.start,
      end: period.end,
      allTopics: period.allTopics,
      topics: { create: period.topicIds.map((topicId) => ({ topicId })) },
    },
    select: { id: true },
  });
  return viewOf(deps.db, created.id, standing);
}

/**
 * A period the viewer reads through its group's planning, with their standing; one of a group
 * whose planning they may not see answers not_found, one they see but may not edit forbidden.
 */
async function editableEvent(db: Db, viewer: Viewer, eventId: number) {
  const row = await db.planningEvent.findUnique({ where: { id: eventId }, select: { id: true, membershipId: true, membership: { select: { groupId: true } } } });
  if (!row) throw new DomainError("not_found");
  const { group, standing } = await planningGroupFor(db, viewer, row.membership.groupId);
  if (!canEditPlanningOf(standing, row.membershipId)) throw new DomainError("forbidden");
  return { row, group, standing };
}

/** The period editor's "save" on an existing period: every value replaced, checked as a new one. */
export async function updatePlanningEvent(deps: Deps, viewer: Viewer, raw: z.input<typeof updatePlanningEventInput>): Promise<PlanningEventView> {
  const input = parseInput(updatePlanningEventInput, raw);
  const { row, group, standing } = await editableEvent(deps.db, viewer, input.eventId);
  const period = await checkedPeriod(deps.db, group.id, standing, input);
  await deps.db.$transaction([
    deps.db.planningEventTopic.deleteMany({ where: { planningEventId: row.id } }),
    deps.db.planningEvent.update({
      where: { id: row.id },
      data: {
        membershipId: period.membershipId,
        start: period.start,
        end: period.end,
        allTopics: period.allTopics,
        topics: { create: period.topicIds.map((topicId) => ({ topicId })) },
      },
    }),
  ]);
  return viewOf(deps.db, row.id, standing);
}

/** The period editor's "delete". */
export async function deletePlanningEvent(deps: Deps, viewer: Viewer, raw: z.input<typeof deletePlanningEventInput>): Promise<{ eventId: number; groupId: number }> {
  const input = parseInput(deletePlanningEventInput, raw);
  const { row, group } = await editableEvent(deps.db, viewer, input.eventId);
  await deps.db.planningEvent.delete({ where: { id: row.id } });
  return { eventId: row.id, groupId: group.id };
}
