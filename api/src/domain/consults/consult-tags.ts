import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canEditTags } from "./capabilities.ts";
import { publishRequestChange } from "./events.ts";
import { loadStanding } from "./standing.ts";

export const updateConsultTagsInput = z.object({
  requestId: dbIdSchema,
  /** The whole new set: tags of the recipient group (spec 2 §6). */
  tagIds: z.array(dbIdSchema).max(100),
});
export type UpdateConsultTagsInput = z.input<typeof updateConsultTagsInput>;

/** Who may tag, and which tags: the set to write, or the refusal (nothing written). */
export async function checkConsultTags(deps: Deps, viewer: Viewer, raw: UpdateConsultTagsInput): Promise<{ requestId: number; tagIds: number[] }> {
  const input = parseInput(updateConsultTagsInput, raw);
  const { row, standing } = await loadStanding(deps.db, viewer, input.requestId);
  if (!canEditTags(standing) || row.recipientGroupId === null) throw new DomainError("not_group_member");
  const tagIds = [...new Set(input.tagIds)];
  const known = await deps.db.tag.count({ where: { id: { in: tagIds }, groupId: row.recipientGroupId } });
  if (known !== tagIds.length) throw new DomainError("validation_failed", "tags");
  return { requestId: input.requestId, tagIds };
}

export async function writeConsultTags(deps: Deps, checked: { requestId: number; tagIds: number[] }): Promise<void> {
  const { requestId, tagIds } = checked;
  await deps.db.$transaction(async (tx) => {
    const consult = await tx.consult.upsert({ where: { requestId }, create: { requestId }, update: {}, select: { id: true } });
    await tx.consultTag.deleteMany({ where: { consultId: consult.id, tagId: { notIn: tagIds } } });
    await tx.consultTag.createMany({ data: tagIds.map((tagId) => ({ consultId: consult.id, tagId })), skipDuplicates: true });
  });
  // Tags change no feed or count: only the open page refreshes.
  await publishRequestChange(deps, { requestId, kind: "consult" }, []);
}

/** Replaces the consult's tags; for members of the recipient group only. */
export async function updateConsultTags(deps: Deps, viewer: Viewer, raw: UpdateConsultTagsInput): Promise<{ requestId: number }> {
  const checked = await checkConsultTags(deps, viewer, raw);
  await writeConsultTags(deps, checked);
  return { requestId: checked.requestId };
}
