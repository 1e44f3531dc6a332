import { z } from "zod";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { PartyType } from "../../db/generated/prisma/enums.ts";
import type { Deps } from "../deps.ts";
import { storeReportCopy } from "../documents/report-copy.ts";
import { DomainError } from "../errors.ts";
import { copyStoredObjects, createCopiedFileRows, removeCopies, requestAttachmentsToCopy, type CopiedObject } from "../files/copy-files.ts";
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
 * with its content (description, form, a copy of the patient and of the request's attachments)
 * and/or its context (the same recipient), and/or its report (issue 22 item 4: the consult report's
 * PDF as a file of the new draft; only once the consult is completed, else report_not_available).
 * Each attachment is copied to a stored object of its
 * own, so that deleting either request's file never removes the other's bytes. All or nothing:
 * the objects are copied first, the rows then go in one transaction, and when either step fails
 * the copies are removed and no draft exists. The answer is the new draft.
 */
export async function transferRequest(deps: Deps, viewer: Viewer, raw: TransferRequestInput): Promise<{ requestId: number }> {
  const input = parseInput(transferRequestInput, raw);
  if (!input.withContent && !input.withContext && !input.withReport) throw new DomainError("validation_failed", "with_content");
  const { standing } = await loadStanding(deps.db, viewer, input.requestId);
  if (!canTransfer(standing)) throw new DomainError("transfer_not_allowed");
  const source = await deps.db.request.findUniqueOrThrow({
    where: { id: input.requestId },
    select: { description: true, formContent: true, patientId: true, recipientType: true, recipientProfessionalId: true, recipientGroupId: true, recipientTopicId: true },
  });
  // The report first: refused (consult not completed), nothing has been stored yet.
  const report = input.withReport ? [await storeReportCopy(deps, viewer, input.requestId)] : [];
  let copies: CopiedObject[];
  try {
    copies = [...report, ...(input.withContent ? await copyStoredObjects(deps, await requestAttachmentsToCopy(deps.db, input.requestId)) : [])];
  } catch (error) {
    await removeCopies(deps, report);
    throw error;
  }
  let requestId: number;
  try {
    requestId = await createTransferDraft(deps, viewer, input, source, copies);
  } catch (error) {
    await removeCopies(deps, copies);
    throw error;
  }
  await publishRequestChange(deps, { requestId, kind: "updated" }, [viewer.userId]);
  return { requestId };
}

type TransferSource = {
  description: string | null;
  formContent: Prisma.JsonValue;
  patientId: number | null;
  recipientType: PartyType;
  recipientProfessionalId: number | null;
  recipientGroupId: number | null;
  recipientTopicId: number | null;
};

async function createTransferDraft(deps: Deps, viewer: Viewer, input: z.output<typeof transferRequestInput>, source: TransferSource, copies: readonly CopiedObject[]): Promise<number> {
  return deps.db.$transaction(async (tx) => {
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
    await createCopiedFileRows(tx, copies, { requestId: created.id, userId: viewer.userId, now: deps.now });
    await refreshSearchText(tx, created.id);
    await syncParticipants(tx, created.id);
    return created.id;
  });
}
