import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { z } from "zod";
import type { Viewer } from "../viewer.ts";
import { participatingRequestWhere } from "./access.ts";
import type { Tx } from "./participant-state.ts";
import { acceptedRecipient, checkSenderChoice } from "./recipient-choice.ts";
import { loadSenderProfile } from "./recipient-contexts.ts";
import { updateDraftInput, type UpdateDraftInput } from "./draft-input.ts";
import { draftFormContent } from "./form-content.ts";
import { announceRequestChange } from "./request-events.ts";
import { refreshSearchText } from "./search-text.ts";
import { normalizeBillingNumber } from "../rules/billing-number.ts";

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
      select: {
        status: true,
        version: true,
        description: true,
        formContent: true,
        recipientTopicId: true,
        recipientTopic: { select: { formSchema: true } },
        participants: { where: { side: "RECIPIENT" }, select: { id: true }, take: 1 },
      },
    });
    if (!request) throw new DomainError("not_found");
    if (request.status !== "DRAFT") throw new DomainError("request_not_editable");
    if (input.version !== undefined && input.version !== request.version) throw new DomainError("version_conflict");

    const data: Prisma.RequestUncheckedUpdateManyInput = { lastEditedById: viewer.userId, lastEditedAt: deps.now, version: { increment: 1 } };
    let formSchema = request.recipientTopic?.formSchema ?? null;
    if (input.recipient || input.sender) {
      // Someone on the recipient side already answers this draft: it stays theirs.
      if (input.recipient && request.participants.length > 0) throw new DomainError("request_not_editable", "recipient");
      const changed = await senderAndRecipientEdits(tx, viewer, input, deps.now);
      Object.assign(data, changed.data);
      if (changed.topic && changed.topic.id !== request.recipientTopicId) {
        formSchema = changed.topic.formSchema;
        Object.assign(data, carriedForm(request, formSchema, deps.locale));
        // A meeting chosen for the former topic is not one of the new topic's.
        data.consultMeetingId = null;
      }
    }
    if (input.description !== undefined) data.description = input.description?.trim() ? input.description : null;
    if (input.formValue !== undefined) {
      const content = input.formValue === null ? null : draftFormContent(formSchema, input.formValue, deps.locale);
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
    if (input.ipp !== undefined) data.ipp = input.ipp;
    if (input.eligibility !== undefined) data.eligibility = input.eligibility;
    if (input.billingNumber !== undefined) {
      // One of the viewer's own numbers (settings), never a number typed here unchecked.
      const number = input.billingNumber ? normalizeBillingNumber(input.billingNumber) : null;
      if (number && !(await tx.billingInfo.findFirst({ where: { userId: viewer.userId, number }, select: { id: true } }))) throw new DomainError("not_found", "billingNumber");
      data.billingNumber = number;
    }

    // The version in the WHERE makes the check and the write one atomic step: a save that
    // committed between our read and this write leaves count 0.
    const written = await tx.request.updateMany({ where: { id: input.requestId, version: request.version }, data });
    if (written.count === 0) throw new DomainError("version_conflict");
    if (input.description !== undefined || input.formValue !== undefined || input.patientId !== undefined || input.recipient) await refreshSearchText(tx, input.requestId);
    return { requestId: input.requestId, version: request.version + 1 };
  });
  await announceRequestChange(deps, result.requestId, "updated", []);
  return result;
}

type RecipientEdit = { data: Prisma.RequestUncheckedUpdateManyInput; topic: { id: number; formSchema: Prisma.JsonValue } | null };

/**
 * A new recipient and/or sender context for a draft (spec 2 §5 prerequisite steps), checked by
 * the same rules as POST requests: the specialty gates, the topic's type, away periods, the
 * nominative mode, the viewer's sender contexts.
 */
async function senderAndRecipientEdits(tx: Tx, viewer: Viewer, input: z.output<typeof updateDraftInput>, now: Date): Promise<RecipientEdit> {
  const sender = await loadSenderProfile(tx, viewer);
  if (!sender) throw new DomainError("unvalidated");
  if (sender.professionalId === null) throw new DomainError("forbidden");
  const data: Prisma.RequestUncheckedUpdateManyInput = {};
  let topic: RecipientEdit["topic"] = null;
  if (input.recipient) {
    const context = await acceptedRecipient(tx, sender, input.recipient, now);
    data.recipientType = context.recipientType;
    data.recipientProfessionalId = context.recipientProfessionalId;
    data.recipientGroupId = context.recipientGroupId;
    data.recipientTopicId = context.recipientTopicId;
    topic = context.recipientTopicId === null ? { id: 0, formSchema: null } : await tx.topic.findUniqueOrThrow({ where: { id: context.recipientTopicId }, select: { id: true, formSchema: true } });
  }
  if (input.sender) {
    await checkSenderChoice(tx, sender, input.sender);
    data.senderType = input.sender.senderGroupId === null ? "PROFESSIONAL" : "GROUP";
    data.senderGroupId = input.sender.senderGroupId;
    data.senderTopicId = input.sender.senderTopicId;
  }
  return { data, topic };
}

/**
 * The form written for the former topic, under the new one: the values of fields the new form
 * shares are kept; when the new recipient has no form, the readable text goes to an empty
 * description, so that nothing typed is silently lost.
 */
function carriedForm(request: { description: string | null; formContent: Prisma.JsonValue }, formSchema: Prisma.JsonValue, locale: Deps["locale"]): Prisma.RequestUncheckedUpdateManyInput {
  const stored = request.formContent && typeof request.formContent === "object" && !Array.isArray(request.formContent) ? request.formContent : null;
  if (!stored) return {};
  const value = stored.value && typeof stored.value === "object" && !Array.isArray(stored.value) ? (stored.value as Record<string, unknown>) : {};
  if (formSchema) return { formContent: draftFormContent(formSchema, value, locale) };
  const text = typeof stored.text === "string" ? stored.text.trim() : "";
  return { formContent: Prisma.DbNull, ...(text && !request.description?.trim() ? { description: text } : {}) };
}
