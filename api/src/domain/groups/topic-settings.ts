import { z } from "zod";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { awayColumnsOf, awayInput } from "./away-period.ts";
import { administeredGroup, editableTopic } from "./topic-access.ts";

/** Longest group or topic description, in characters. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/** Longest medical instructions, in characters. */
export const INSTRUCTIONS_MAX_LENGTH = 5_000;
/** How many specialty codes a topic may list. */
export const ACCEPTED_CODES_MAX = 500;

/** A description as typed: trimmed, and an empty one is no description. */
function descriptionOf(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export const groupDescriptionInput = z.object({ groupId: dbIdSchema, description: z.string().max(DESCRIPTION_MAX_LENGTH) });

/** Spec 1 §6: group admins edit the group's description. */
export async function updateGroupDescription(deps: Deps, viewer: Viewer, raw: z.input<typeof groupDescriptionInput>): Promise<{ groupId: number }> {
  const input = parseInput(groupDescriptionInput, raw);
  const group = await administeredGroup(deps.db, viewer, input.groupId);
  await deps.db.group.update({ where: { id: group.id }, data: { description: descriptionOf(input.description) } });
  return { groupId: group.id };
}

const instructionsPart = z.object({ active: z.boolean(), instructions: z.string().max(INSTRUCTIONS_MAX_LENGTH).optional() });
const professionsPart = z.object({ acceptsAll: z.boolean(), codes: z.array(z.string().trim().min(1).max(20)).max(ACCEPTED_CODES_MAX).optional() });

/**
 * Every setting of a topic at once (REST PUT /topics/{id}); each part left out is kept. All parts
 * are checked before anything is written, so a refusal changes nothing.
 */
export const topicSettingsInput = z.object({
  topicId: dbIdSchema,
  description: z.string().max(DESCRIPTION_MAX_LENGTH).optional(),
  instructions: instructionsPart.optional(),
  professions: professionsPart.optional(),
  away: awayInput.optional(),
});

export async function updateTopicSettings(deps: Deps, viewer: Viewer, raw: z.input<typeof topicSettingsInput>): Promise<{ topicId: number }> {
  const input = parseInput(topicSettingsInput, raw);
  const topic = await editableTopic(deps.db, viewer, input.topicId);
  const data: Prisma.TopicUpdateInput = {};
  if (input.description !== undefined) data.description = descriptionOf(input.description);
  // Spec 1 §5 medical instructions: on saves them trimmed, active only if something is left; off sets null.
  if (input.instructions) data.instructions = input.instructions.active ? descriptionOf(input.instructions.instructions ?? "") : null;
  if (input.professions) Object.assign(data, await professionsData(deps, input.professions));
  if (input.away) {
    const columns = awayColumnsOf(input.away);
    if (!columns) throw new DomainError("away_period_invalid", "lastDay");
    Object.assign(data, columns);
  }
  await deps.db.topic.update({ where: { id: topic.id }, data });
  return { topicId: topic.id };
}

/**
 * Spec 1 §5 accepted professions: the all-professions toggle, or a selection of specialty codes
 * (saving one turns accept-all off; none chosen is refused). Accept-all keeps the last selection
 * so that turning it off again offers it. Unknown codes are refused rather than stored.
 */
async function professionsData(deps: Deps, part: z.output<typeof professionsPart>): Promise<Prisma.TopicUpdateInput> {
  if (part.acceptsAll) return { acceptsAllSpecialties: true };
  const codes = [...new Set(part.codes ?? [])];
  if (codes.length === 0) throw new DomainError("specialties_required", "codes");
  const known = await deps.db.specialty.count({ where: { code: { in: codes } } });
  if (known !== codes.length) throw new DomainError("validation_failed", "codes");
  return { acceptsAllSpecialties: false, acceptedSpecialtyCodes: codes };
}

/** Spec 1 §6: admins, and members with all_topics or this topic, edit its description. */
export function updateTopicDescription(deps: Deps, viewer: Viewer, input: { topicId: number; description: string }) {
  return updateTopicSettings(deps, viewer, { topicId: input.topicId, description: input.description });
}

/** Spec 1 §5 medical instructions (toggle and dialog). */
export function setTopicInstructions(deps: Deps, viewer: Viewer, input: { topicId: number; active: boolean; instructions?: string }) {
  return updateTopicSettings(deps, viewer, { topicId: input.topicId, instructions: { active: input.active, instructions: input.instructions } });
}

/** Spec 1 §5 accepted professions (toggle and picker). */
export function setTopicAcceptedProfessions(deps: Deps, viewer: Viewer, input: { topicId: number; acceptsAll: boolean; codes?: string[] }) {
  return updateTopicSettings(deps, viewer, { topicId: input.topicId, professions: { acceptsAll: input.acceptsAll, codes: input.codes } });
}

/** Spec 1 §4 "Away message" of a topic: on with its period (the end stored as the last day plus one), or off. */
export function setTopicAway(deps: Deps, viewer: Viewer, input: { topicId: number; away: z.input<typeof awayInput> }) {
  return updateTopicSettings(deps, viewer, { topicId: input.topicId, away: input.away });
}
