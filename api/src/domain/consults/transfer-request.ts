import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { syncParticipants, type Tx } from "../requests/participant-state.ts";
import { refreshSearchText } from "../requests/search-text.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canTransfer } from "./capabilities.ts";
import { publishRequestChange } from "./events.ts";
import { loadStanding } from "./standing.ts";

export const transferRequestInput = z.object({
  requestId: dbIdSchema,
  withContent: z.boolean().default(false),
  withContext: z.boolean().default(false),
  withReport: z.boolean().default(false),
});
export type TransferRequestInput = z.input<typeof transferRequestInput>;

/**
 * The patient is copied rather than shared: the new draft's patient form is edited freely
 * without changing the record of the request it came from.
 */
async function copyPatient(tx: Tx, patientId: number, viewer: Viewer): Promise<number | null> {
  const patient = await tx.patient.findUnique({ where: { id: patientId }, omit: { id: true, createdAt: true, updatedAt: true, createdById: true } });
  if (!patient) return null;
  const copy = await tx.patient.create({ data: { ...patient, insResponse: patient.insResponse ?? undefined, createdById: viewer.userId }, select: { id: true } });
  return copy.id;
}

/**
 * A new draft by the viewer from a published request they take part in (spec 2 §7 transfer):
 * with its content (description, form, a copy of the patient) and/or its context (the same
 * recipient). Attachments are not carried over: the requester attaches them again, so that
 * deleting either request never removes the other's files. The answer is the new draft.
 */
export async function transferRequest(deps: Deps, viewer: Viewer, raw: TransferRequestInput): Promise<{ requestId: number }> {
  const input = parseInput(transferRequestInput, raw);
  if (input.withReport) throw new DomainError("not_available_yet", "with_report");
  if (!input.withContent && !input.withContext) throw new DomainError("validation_failed", "with_content");
  const { standing } = await loadStanding(deps.db, viewer, input.requestId);
  if (!canTransfer(standing)) throw new DomainError("transfer_not_allowed");
  const source = await deps.db.request.findUniqueOrThrow({
    where: { id: input.requestId },
    select: { description: true, formContent: true, patientId: true, recipientType: true, recipientProfessionalId: true, recipientGroupId: true, recipientTopicId: true },
  });
  const requestId = await deps.db.$transaction(async (tx) => {
    const content = input.withContent
      ? {
          description: source.description,
          formContent: source.formContent ?? undefined,
          patientId: source.patientId === null ? null : await copyPatient(tx, source.patientId, viewer),
        }
      : {};
    const context = input.withContext
      ? { recipientType: source.recipientType, recipientProfessionalId: source.recipientProfessionalId, recipientGroupId: source.recipientGroupId, recipientTopicId: source.recipientTopicId }
      : // No recipient yet: the draft opens on the recipient step.
        { recipientType: source.recipientType };
    const created = await tx.request.create({
      data: {
        ...content,
        ...context,
        status: "DRAFT",
        authorId: viewer.userId,
        transferredFromId: input.requestId,
        lastEditedById: viewer.userId,
        lastEditedAt: deps.now,
        lastActivityDate: deps.now,
        participants: { create: [{ userId: viewer.userId, professionalId: viewer.professionalId, side: "SENDER", lastActivityDate: deps.now }] },
      },
      select: { id: true },
    });
    await refreshSearchText(tx, created.id);
    await syncParticipants(tx, created.id);
    return created.id;
  });
  publishRequestChange(deps.pubsub, { requestId, kind: "updated" }, [viewer.userId]);
  return { requestId };
}
