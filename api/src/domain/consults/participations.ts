import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { syncParticipants } from "../requests/participant-state.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canAddParticipant, canCreateSelfParticipation } from "./capabilities.ts";
import { publishRequestChange } from "./events.ts";
import { loadStanding, standingOf, standingSelect } from "./standing.ts";
import { isValidatedViewer } from "../access.ts";
import type { Db } from "../../db/client.ts";
import type { ConsultStanding } from "./capabilities.ts";
import { canShadow } from "./capabilities.ts";

export const joinRequestInput = z.object({ requestId: dbIdSchema });
export type JoinRequestInput = z.input<typeof joinRequestInput>;

export const assignRequestInput = z.object({
  requestId: dbIdSchema,
  // Spec 2 §5 "Add participants": at least one selected.
  userIds: z.array(dbIdSchema).max(100),
});
export type AssignRequestInput = z.input<typeof assignRequestInput>;

/**
 * Where the viewer stands on a request they want to join. An expert of the recipient topic who
 * takes no part yet cannot read the request (issue 17: the group's requests tab shows them its
 * summary only), but may take it: the standing is read without the readability filter, and a
 * request the viewer may neither read nor join answers not_found, like a missing one.
 */
async function joinStanding(db: Db, viewer: Viewer, requestId: number): Promise<ConsultStanding> {
  const row = isValidatedViewer(viewer) ? await db.request.findUnique({ where: { id: requestId }, select: standingSelect(viewer) }) : null;
  const standing = row ? standingOf(row, viewer) : null;
  if (!standing || (standing.side === null && !canShadow(standing) && !canCreateSelfParticipation(standing))) throw new DomainError("not_found");
  return standing;
}

/** Of these requests, those the viewer may take (joinRequest would succeed): one query for a page of the group's requests. */
export async function joinableRequestIds(db: Db, viewer: Viewer, ids: number[]): Promise<Set<number>> {
  if (!ids.length || !isValidatedViewer(viewer)) return new Set();
  const rows = await db.request.findMany({ where: { id: { in: ids } }, select: standingSelect(viewer) });
  return new Set(rows.filter((row) => canCreateSelfParticipation(standingOf(row, viewer))).map((row) => row.id));
}

/** POST participations: the viewer takes part on the recipient side (from the shadow view, or as an expert of the topic). */
export async function joinRequest(deps: Deps, viewer: Viewer, raw: JoinRequestInput): Promise<{ requestId: number }> {
  const input = parseInput(joinRequestInput, raw);
  const standing = await joinStanding(deps.db, viewer, input.requestId);
  if (standing.side !== null) throw new DomainError("already_participant");
  if (!canCreateSelfParticipation(standing)) throw new DomainError("participation_not_allowed");
  const userIds = await deps.db.$transaction(async (tx) => {
    await tx.participant.createMany({
      data: [{ requestId: input.requestId, userId: viewer.userId, professionalId: viewer.professionalId, side: "RECIPIENT" }],
      skipDuplicates: true,
    });
    return syncParticipants(tx, input.requestId);
  });
  await publishRequestChange(deps, { requestId: input.requestId, kind: "participants" }, userIds);
  return { requestId: input.requestId };
}

/** POST request-assignments: ongoing members of the recipient group join the recipient side. */
export async function assignRequest(deps: Deps, viewer: Viewer, raw: AssignRequestInput): Promise<{ requestId: number; added: number }> {
  const input = parseInput(assignRequestInput, raw);
  const wanted = [...new Set(input.userIds)];
  const { row, standing } = await loadStanding(deps.db, viewer, input.requestId);
  if (!canAddParticipant(standing) || row.recipientGroupId === null) throw new DomainError("forbidden");
  if (wanted.length === 0) throw new DomainError("participants_required", "userIds");
  const members = await deps.db.user.findMany({
    where: { id: { in: wanted }, validationStatus: "VALIDATED", professional: { memberships: { some: { groupId: row.recipientGroupId, status: "ONGOING" } } } },
    select: { id: true, professionalId: true },
  });
  if (members.length !== wanted.length) throw new DomainError("validation_failed", "userIds");
  const { added, userIds } = await deps.db.$transaction(async (tx) => {
    // New participants find the request unread in their consults.
    const created = await tx.participant.createMany({
      data: members.map((member) => ({ requestId: input.requestId, userId: member.id, professionalId: member.professionalId, side: "RECIPIENT" as const, unread: member.id !== viewer.userId })),
      skipDuplicates: true,
    });
    return { added: created.count, userIds: await syncParticipants(tx, input.requestId) };
  });
  await publishRequestChange(deps, { requestId: input.requestId, kind: "participants" }, userIds);
  return { requestId: input.requestId, added };
}
