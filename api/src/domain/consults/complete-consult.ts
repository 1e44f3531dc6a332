import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { syncParticipants } from "../requests/participant-state.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { CONSULT_ACT_CODES } from "../billing/consult-act.ts";
import { completionFields, type CompletionFields } from "../billing/completion.ts";
import { canComplete } from "./capabilities.ts";
import { publishRequestChange } from "./events.ts";
import { loadStanding } from "./standing.ts";

export const ACT_CODES = CONSULT_ACT_CODES;

/** At most 3 supplements 01672 (RULES.md §9); the act table checks the exact maximum. */
export const actSupplementsSchema = z.number().int().min(0).max(3).default(0);

// Spec 2 §5 "Completion": required when the act needs one (checked against the act table and
// the expert's own numbers). An empty string from a legacy form means "none".
export const billingNumberSchema = z
  .string()
  .trim()
  .regex(/^(\w{9})?$/)
  .nullish()
  .transform((value) => value || null);

export const completeConsultInput = z.object({ requestId: dbIdSchema, actCode: z.enum(ACT_CODES), supplements: actSupplementsSchema, billingNumber: billingNumberSchema });
export type CompleteConsultInput = z.input<typeof completeConsultInput>;

export const rejectConsultInput = z.object({ requestId: dbIdSchema });
export type RejectConsultInput = z.input<typeof rejectConsultInput>;

/** Spec 2 §4: only a recipient-side participant, while the consult is opened; anyone else learns why. */
export function closingRefusal(standing: Parameters<typeof canComplete>[0]): DomainError | null {
  if (canComplete(standing)) return null;
  if (standing.side !== "RECIPIENT") return new DomainError("not_recipient");
  return new DomainError("consult_not_opened");
}

type Outcome = { requestId: number; userIds: number[] };

async function closeConsult(deps: Deps, viewer: Viewer, requestId: number, data: { status: "COMPLETED" | "CANCELLED"; act?: CompletionFields }): Promise<Outcome> {
  const { standing } = await loadStanding(deps.db, viewer, requestId);
  const refused = closingRefusal(standing);
  if (refused) throw refused;
  // Completed or rejected, the requester is told who closed the case and when (issue 19).
  const completion = { completedAt: deps.now, completedById: viewer.userId };
  const fields = { status: data.status, ...completion, ...(data.act ?? {}) };
  const userIds = await deps.db.$transaction(async (tx) => {
    // The status is checked again by the write itself: two experts completing at once, one wins.
    const existing = await tx.consult.findUnique({ where: { requestId }, select: { id: true } });
    if (existing) {
      const changed = await tx.consult.updateMany({ where: { requestId, status: "OPENED" }, data: fields });
      if (changed.count === 0) throw new DomainError("consult_not_opened");
    } else {
      await tx.consult.create({ data: { requestId, ...fields } });
    }
    return syncParticipants(tx, requestId, { activity: { at: deps.now, actorUserId: viewer.userId } });
  });
  return { requestId, userIds };
}

/**
 * Completes the consult with the act the table gives the expert today (issue 21), its amount and
 * the billing number it bills with; a refused act or a missing number changes nothing.
 */
export async function completeConsult(deps: Deps, viewer: Viewer, raw: CompleteConsultInput): Promise<{ requestId: number }> {
  const input = parseInput(completeConsultInput, raw);
  const { standing } = await loadStanding(deps.db, viewer, input.requestId);
  const refused = closingRefusal(standing);
  if (refused) throw refused;
  const act = await completionFields(deps.db, viewer, deps.now, { requestId: input.requestId, actCode: input.actCode, supplements: input.supplements, billingNumber: input.billingNumber });
  const outcome = await closeConsult(deps, viewer, input.requestId, { status: "COMPLETED", act });
  await publishRequestChange(deps, { requestId: outcome.requestId, kind: "consult", newStatus: "completed" }, outcome.userIds);
  return { requestId: outcome.requestId };
}

/** Rejects the consult: opened becomes cancelled (spec 2 §4). */
export async function rejectConsult(deps: Deps, viewer: Viewer, raw: RejectConsultInput): Promise<{ requestId: number }> {
  const input = parseInput(rejectConsultInput, raw);
  const outcome = await closeConsult(deps, viewer, input.requestId, { status: "CANCELLED" });
  await publishRequestChange(deps, { requestId: outcome.requestId, kind: "consult", newStatus: "cancelled" }, outcome.userIds);
  return { requestId: outcome.requestId };
}
