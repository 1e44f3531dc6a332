import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { planningGroupFor } from "./access.ts";
import { onDutyExperts, type OnDutyExpert } from "./on-duty.ts";
import { planningGroupInput } from "./planning-read.ts";

/** An expert on duty now as the group requests tab shows them: the topics by label too. */
export type OnDutyNowView = OnDutyExpert & { topics: { id: number; label: string }[] };

/**
 * Issue 23 item 6 "the group requests tab shows who is on duty now": the experts on duty in the
 * group at the call's instant, with their topics. Read through the planning's gate: the group's
 * insiders (not in panel groups unless super), not_found for anyone else.
 */
export async function readOnDutyNow(deps: Pick<Deps, "db" | "now">, viewer: Viewer | null, raw: z.input<typeof planningGroupInput>): Promise<OnDutyNowView[]> {
  const input = parseInput(planningGroupInput, raw);
  await planningGroupFor(deps.db, viewer, input.groupId);
  const experts = await onDutyExperts(deps.db, input.groupId, deps.now);
  const topicIds = [...new Set(experts.flatMap((expert) => expert.topicIds))];
  const topics = topicIds.length
    ? await deps.db.topic.findMany({ where: { id: { in: topicIds }, groupId: input.groupId }, select: { id: true, label: true }, orderBy: [{ position: "asc" }, { id: "asc" }] })
    : [];
  return experts.map((expert) => ({ ...expert, topics: topics.filter((topic) => expert.topicIds.includes(topic.id)) }));
}

/** The same for a field of a group: null (not an error) when the viewer may not see the planning. */
export async function onDutyNowOrNull(deps: Pick<Deps, "db" | "now">, viewer: Viewer | null, groupId: number): Promise<OnDutyNowView[] | null> {
  try {
    return await readOnDutyNow(deps, viewer, { groupId });
  } catch (error: unknown) {
    if (error instanceof DomainError && error.code === "not_found") return null;
    throw error;
  }
}
