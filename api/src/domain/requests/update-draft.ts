import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { participatingRequestWhere } from "./access.ts";
import { updateDraftInput, type UpdateDraftInput } from "./draft-input.ts";
import { draftFormContent } from "./form-content.ts";
import { announceRequestChange } from "./request-events.ts";
import { refreshSearchText } from "./search-text.ts";

/**
 * Saves a draft's edits (spec 2 §4 "Autosave"): only drafts, only on the sender side. The write
 * is guarded by the version the editor loaded, so of two people editing at once the second
 * save is refused (version_conflict) instead of silently overwriting the first.
 */
export async function updateDraft(deps: Deps, viewer: Viewer, raw: UpdateDraftInput): Promise<{ requestId: number; version: number }> {
  const input = parseInput(updateDraftInput, raw);
  const result = await deps.db.$transaction(async (tx) => {
    const request = await tx.request.findFirst({
      where: { id: input.requestId, ...participatingRequestWhere(viewer, "SENDER") },
      select: { status: true, version: true, recipientTopic: { select: { formSchema: true } } },
    });
    if (!request) throw new DomainError("not_found");
    if (request.status !== "DRAFT") throw new DomainError("request_not_editable");
    if (input.version !== undefined && input.version !== request.version) throw new DomainError("version_conflict");

    const data: Prisma.RequestUncheckedUpdateManyInput = { lastEditedById: viewer.userId, lastEditedAt: deps.now, version: { increment: 1 } };
    if (input.description !== undefined) data.description = input.description?.trim() ? input.description : null;
    if (input.formValue !== undefined) {
      const content = input.formValue === null ? null : draftFormContent(request.recipientTopic?.formSchema ?? null, input.formValue, deps.locale);
      data.formContent = content ?? Prisma.DbNull;
    }
    if (input.patientId !== undefined) {
      if (input.patientId !== null) {
        // A patient the viewer recorded, or one of a request the viewer sends: never someone else's.
        const patient = await tx.patient.findFirst({
          where: { id: input.patientId, OR: [{ createdById: viewer.userId }, { requests: { some: participatingRequestWhere(viewer, "SENDER") } }] },
          select: { id: true },
        });
        if (!patient) throw new DomainError("not_found", "patientId");
      }
      data.patientId = input.patientId;
    }
    if (input.patientConsent !== undefined) {
      data.patientConsentAt = input.patientConsent ? deps.now : null;
      data.patientConsentById = input.patientConsent ? viewer.userId : null;
    }
    if (input.iep !== undefined) data.iep = input.iep;

    // The version in the WHERE makes the check and the write one atomic step: a save that
    // committed between our read and this write leaves count 0.
    const written = await tx.request.updateMany({ where: { id: input.requestId, version: request.version }, data });
    if (written.count === 0) throw new DomainError("version_conflict");
    if (input.description !== undefined || input.formValue !== undefined || input.patientId !== undefined) await refreshSearchText(tx, input.requestId);
    return { requestId: input.requestId, version: request.version + 1 };
  });
  announceRequestChange(deps.pubsub, result.requestId, "updated", []);
  return result;
}
