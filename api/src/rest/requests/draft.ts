import { requireViewer } from "../../domain/access.ts";
import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { deleteDraft } from "../../domain/requests/delete-draft.ts";
import { setRequestBillingFlags } from "../../domain/billing/consult-flags.ts";
import { publishRequest } from "../../domain/requests/publish-request.ts";
import { setRequestMeeting, type PublicationMeeting } from "../../domain/meetings/registration.ts";
import type { UpdateDraftInput } from "../../domain/requests/draft-input.ts";
import { updateDraft } from "../../domain/requests/update-draft.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { defineRoute, type RestContext } from "../route.ts";
import type { Eligibility } from "../../db/generated/prisma/enums.ts";
import { ELIGIBILITY_VALUES } from "./request-shape.ts";

const idParams = z.object({ id: dbIdSchema });

// The billing flags of a published request's consult: a call of their own, never mixed with a draft's edits.
const FLAGS = ["integrated_act", "integrated_report"] as const;

const id = dbIdSchema.nullish();
const party = z.enum(["professional", "group"]);

const draftBody = z.object({
  version: z.number().int().min(0).optional().describe("The version the client loaded (also accepted as If-Match): a newer save answers 409 version_conflict. Without it the edit applies as is."),
  description: z.string().nullable().optional(),
  form_content: z
    .object({ value: z.record(z.string(), z.unknown()).nullable() })
    .nullable()
    .optional()
    .describe("The structured form's values by field name; the server stores the schema and the readable text."),
  patient_id: dbIdSchema.nullable().optional(),
  patient_consent: z.boolean().optional().describe("The patient agreed to tele-expertise (recorded with who and when)."),
  hospitalization: z.object({ iep: z.string().nullable() }).nullable().optional().describe("The hospital stay, for groups that collect it."),
  status: z.enum(["draft", "published"]).optional().describe("published sends the draft after saving the other fields."),
  recipient_type: party.optional().describe("A new recipient, as in POST requests, checked by the same rules (specialty, topic type, availability)."),
  recipient_professional_id: id,
  recipient_group_id: id,
  recipient_topic_id: id,
  sender_type: party.optional().describe("professional signs as oneself; group signs for sender_group_id and sender_topic_id (one of GET sender_contexts)."),
  sender_group_id: id,
  sender_topic_id: id,
  eligibility: z
    .enum(ELIGIBILITY_VALUES)
    .nullable()
    .optional()
    .describe("Spec 2 §3 eligibility, chosen by the requester: a restricted category before 1 April 2022, afterwards eligible (the default) or noneligible; null clears it."),
  billing_number: z.string().max(20).nullable().optional().describe("The requester's billing number for this request: one of their billing_infos (404 not_found otherwise); null clears it."),
  integrated_act: z.boolean().optional().describe("Published requests: the consult's act is billed (the professional who bills it, or the group's integrators under the administrative data's rules). Alone, or with integrated_report."),
  integrated_report: z.boolean().optional().describe("Published requests: the consult's report is in the patient's record (the group's integrators). Alone, or with integrated_act."),
  consult_meeting_id: dbIdSchema
    .nullable()
    .optional()
    .describe(
      "The meeting of the request's meeting topic it is registered to (null: none), an upcoming one of that topic (meeting_of_other_topic, meeting_already_past otherwise). With status published it is the meeting-selection step's choice (manual mode only; automatic mode assigns the next meeting itself); otherwise it moves the request (spec 2 §6 meeting edit, meeting_edit_forbidden).",
    ),
});

const savedShape = z.object({
  id: z.number().int(),
  status: z.enum(["draft", "published"]),
  version: z.number().int().nullable(),
  consult_meeting_id: z.number().int().nullable().optional().describe("After publishing or a meeting change: the meeting the request is registered to (null: none)."),
  meeting_assigned_automatically: z.boolean().optional().describe("After publishing: true when the topic's automatic mode registered the request to its next meeting (the editor explains it)."),
});

/** What the publish answer says about the meeting (spec 2 §4 automatic-assignment dialog). */
function meetingAnswer(meeting: PublicationMeeting): { consult_meeting_id: number | null; meeting_assigned_automatically: boolean } {
  return { consult_meeting_id: meeting.meetingId, meeting_assigned_automatically: meeting.automatic };
}

function versionOf(context: RestContext, body: { version?: number | undefined }): number | undefined {
  if (body.version !== undefined) return body.version;
  const match = /^"?(\d{1,10})"?$/.exec(context.request.headers.get("if-match") ?? "");
  return match ? Number(match[1]) : undefined;
}

type DraftBody = z.output<typeof draftBody>;

/** The flat recipient and sender names of spec 2 §7 as the command's two choices. */
function recipientAndSenderEdits(body: DraftBody): Pick<UpdateDraftInput, "recipient" | "sender"> {
  const edits: Pick<UpdateDraftInput, "recipient" | "sender"> = {};
  if (body.recipient_type) {
    edits.recipient = {
      recipientType: body.recipient_type === "group" ? "GROUP" : "PROFESSIONAL",
      recipientProfessionalId: body.recipient_professional_id ?? null,
      recipientGroupId: body.recipient_group_id ?? null,
      recipientTopicId: body.recipient_topic_id ?? null,
    };
  } else if (body.recipient_professional_id != null || body.recipient_group_id != null || body.recipient_topic_id != null) {
    throw new DomainError("validation_failed", "recipient_type");
  }
  if (body.sender_type === "professional") {
    if (body.sender_group_id != null || body.sender_topic_id != null) throw new DomainError("validation_failed", "sender_group_id");
    edits.sender = { senderGroupId: null, senderTopicId: null };
  } else if (body.sender_type === "group" || body.sender_group_id !== undefined || body.sender_topic_id !== undefined) {
    if (body.sender_group_id == null) throw new DomainError("validation_failed", "sender_group_id");
    edits.sender = { senderGroupId: body.sender_group_id, senderTopicId: body.sender_topic_id ?? null };
  }
  return edits;
}

export const draftRoutes = [
  defineRoute({
    method: "PUT",
    path: "/requests/{id}",
    operationId: "updateRequest",
    tag: "requests",
    summary: "Saves a draft's fields (sender side, drafts only), its recipient and sender context included, and, with status published, sends it; on a published request, integrated_act / integrated_report alone set its consult's billing flags.",
    auth: "validated",
    errors: ["forbidden", "not_found", "billing_not_billable", "billing_auto", "iep_required", "ipp_required", "request_not_editable", "version_conflict", "publish_incomplete", "contact_email_missing", "contact_phone_missing", "hospitalization_missing", "meeting_of_other_topic", "meeting_already_past", "meeting_edit_forbidden"],
    params: idParams,
    body: draftBody,
    response: savedShape,
    handler: async (context, { params, body }) => {
      const viewer = requireViewer(context.viewer);
      const deps = domainDeps(context);
      if (body.integrated_act !== undefined || body.integrated_report !== undefined) {
        const mixed = Object.keys(body).find((name) => name !== "version" && !(FLAGS as readonly string[]).includes(name) && (body as Record<string, unknown>)[name] !== undefined);
        if (mixed) throw new DomainError("validation_failed", mixed);
        await setRequestBillingFlags(deps.db, viewer, params.id, { integratedAct: body.integrated_act, integratedReport: body.integrated_report });
        return { body: { id: params.id, status: "published", version: null } };
      }
      const version = versionOf(context, body);
      const edits = {
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.form_content !== undefined ? { formValue: body.form_content?.value ?? null } : {}),
        ...(body.patient_id !== undefined ? { patientId: body.patient_id } : {}),
        ...(body.eligibility !== undefined ? { eligibility: body.eligibility === null ? null : (body.eligibility.toUpperCase().replace("-", "_") as Eligibility) } : {}),
        ...(body.billing_number !== undefined ? { billingNumber: body.billing_number } : {}),
        ...(body.patient_consent !== undefined ? { patientConsent: body.patient_consent } : {}),
        ...(body.hospitalization !== undefined ? { iep: body.hospitalization?.iep?.trim() ? body.hospitalization.iep : null } : {}),
        ...recipientAndSenderEdits(body),
      };
      let current = version;
      if (Object.keys(edits).length > 0) current = (await updateDraft(deps, viewer, { requestId: params.id, ...(version !== undefined ? { version } : {}), ...edits })).version;
      if (body.status === "published") {
        const published = await publishRequest(deps, viewer, { requestId: params.id, ...(current !== undefined ? { version: current } : {}), ...(body.consult_meeting_id !== undefined ? { meetingId: body.consult_meeting_id } : {}) });
        return { body: { id: params.id, status: "published", version: current === undefined ? null : current + 1, ...meetingAnswer(published.meeting) } };
      }
      if (body.consult_meeting_id !== undefined) {
        const moved = await setRequestMeeting(deps, viewer, { requestId: params.id, meetingId: body.consult_meeting_id });
        return { body: { id: params.id, status: moved.draft ? "draft" : "published", version: null, consult_meeting_id: moved.meetingId } };
      }
      return { body: { id: params.id, status: "draft", version: current ?? null } };
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/requests/{id}",
    operationId: "deleteRequest",
    tag: "requests",
    summary: "Deletes a draft and its attachments; 409 delete_forbidden once a recipient-side participant exists.",
    auth: "validated",
    errors: ["request_not_editable", "delete_forbidden"],
    params: idParams,
    response: z.object({ id: z.number().int() }),
    handler: async (context, { params }) => {
      await deleteDraft(domainDeps(context), requireViewer(context.viewer), { requestId: params.id });
      return { body: { id: params.id } };
    },
  }),
];
