import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { syncParticipants } from "../requests/participant-state.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canComplete } from "./capabilities.ts";
import { publishRequestChange } from "./events.ts";
import { loadStanding } from "./standing.ts";

export const ACT_CODES = ["TE1", "TE2", "NONE"] as const;

// Kept for the billing issue: stored when given, required by nothing yet (spec 2 §5 "Completion").
// An empty string from a legacy form means "none".
export const billingNumberSchema = z
  .string()
  .trim()
  .regex(/^(\w{9})?$/)
  .nullish()
  .transform((value) => value || null);

export const completeConsultInput = z.object({ requestId: dbIdSchema, actCode: z.enum(ACT_CODES), billingNumber: billingNumberSchema });
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

async function closeConsult(deps: Deps, viewer: Viewer, requestId: number, data: { status: "COMPLETED" | "CANCELLED"; actCode?: "TE1" | "TE2" | "NONE"; billingNumber?: string | null }): Promise<Outcome> {
  const { standing } = await loadStanding(deps.db, viewer, requestId);
  const refused = closingRefusal(standing);
  if (refused) throw refused;
  // Completed or rejected, the requester is told who closed the case and when (issue 19).
  const completion = { completedAt: deps.now, completedById: viewer.userId };
  const fields = { status: data.status, ...completion, ...(data.actCode ? { actCode: data.actCode } : {}), ...(data.billingNumber ? { billingNumber: data.billingNumber } : {}) };
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

/** Completes the consult with its act code (TE1, TE2 or none). */
export async function completeConsult(deps: Deps, viewer: Viewer, raw: CompleteConsultInput): Promise<{ requestId: number }> {
  const input = parseInput(completeConsultInput, raw);
  const outcome = await closeConsult(deps, viewer, input.requestId, { status: "COMPLETED", actCode: input.actCode, billingNumber: input.billingNumber });
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
