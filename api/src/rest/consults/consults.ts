import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { updateConsult } from "../../domain/consults/update-consult.ts";
import { assignRequest, joinRequest } from "../../domain/consults/participations.ts";
import { consultOfRequest } from "../../domain/consults/queries.ts";
import { transferRequest } from "../../domain/consults/transfer-request.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { fromRestActCode, REST_ACT_CODES } from "../billing/act-codes.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";
import { consultShape, toConsultShape } from "./consult-shape.ts";

// Spec 2 §7 "Requests and consults": PUT consults/{id}, POST participations, POST
// requests/{id}/transfer/, POST request-assignments; the same commands as the GraphQL mutations.

const STATUS = { opened: "OPENED", completed: "COMPLETED", cancelled: "CANCELLED" } as const;

const tagReference = z.union([dbIdSchema, z.object({ id: dbIdSchema })]).transform((tag) => (typeof tag === "number" ? tag : tag.id));

const consultBody = z.object({
  status: z.enum(["opened", "completed", "cancelled"]).optional().describe("completed (with act_code) completes, cancelled rejects; a recipient-side participant while the consult is opened."),
  act_code: z
    .enum([...REST_ACT_CODES, "NONE"])
    .optional()
    .describe("With status completed: an act the act table gives the expert today (act_not_applicable otherwise), or none."),
  act_supplements: z.number().int().min(0).max(3).optional().describe("With 01671: how many 01672 supplements (each further 5 minutes, at most 3)."),
  billing_number: z.string().max(9).nullish().describe("One of the expert's billing numbers; required when the act needs one (billing_number_required, billing_number_invalid)."),
  tags: z.array(tagReference).max(100).optional().describe("The whole new set: tag ids (or {id}) of the recipient group."),
  survey_content: z
    .union([z.object({ value: z.record(z.string(), z.unknown()), schema: z.unknown().optional() }), z.record(z.string(), z.unknown())])
    .optional()
    .describe("The survey answers ({value} or the value itself), checked against the topic's survey schema."),
  integrated_act: z.boolean().optional().describe("The act is billed: the professional who bills it (billing_not_billable, billing_auto otherwise), or the group's integrators under the administrative data's rules (iep_required, ipp_required); anyone else forbidden."),
  integrated_report: z.boolean().optional().describe("The report is in the patient's record: the group's integrators only (iep_required, ipp_required); anyone else forbidden."),
  meeting_id: dbIdSchema
    .nullish()
    .describe("Registers the request to this upcoming meeting of its meeting topic, or (null) to none; spec 2 §6 meeting edit (meeting_edit_forbidden, meeting_of_other_topic, meeting_already_past)."),
});

function surveyValueOf(content: z.infer<typeof consultBody>["survey_content"]): Record<string, unknown> | undefined {
  if (content === undefined) return undefined;
  const value = (content as { value?: unknown }).value;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : content;
}

const requestIdAnswer = z.object({ request_id: z.number().int() });

export const consultRoutes = [
  defineRoute({
    method: "PUT",
    path: "/consults/{id}",
    operationId: "updateConsult",
    tag: "consults",
    summary:
      "Change a consult. Fields, each optional: tags (recipient group members: not_group_member), survey_content (survey_invalid with the first wrong field, no_survey), then status completed with act_code from the act table (act_not_applicable) and billing_number when the act needs one (billing_number_required, billing_number_invalid), refused beyond the act's yearly cap per patient (yearly_cap_reached), or cancelled (not_recipient, consult_not_opened), then integrated_act / integrated_report (the billing flags: forbidden to a reader with nothing to bill or archive); nothing is applied when refused.",
    auth: "validated",
    errors: ["not_recipient", "not_group_member", "consult_not_opened", "no_survey", "survey_invalid", "meeting_edit_forbidden", "meeting_of_other_topic", "meeting_already_past", "act_not_applicable", "billing_number_required", "billing_number_invalid", "yearly_cap_reached", "forbidden", "billing_not_billable", "billing_auto", "iep_required", "ipp_required"],
    params: z.object({ id: dbIdSchema }),
    body: consultBody,
    response: consultShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { requestId } = await updateConsult(domainDeps(context), viewer, {
        consultId: params.id,
        status: body.status === undefined ? undefined : STATUS[body.status],
        actCode: body.act_code === undefined ? undefined : fromRestActCode(body.act_code),
        supplements: body.act_supplements,
        billingNumber: body.billing_number,
        tagIds: body.tags,
        surveyValue: surveyValueOf(body.survey_content),
        integratedAct: body.integrated_act,
        integratedReport: body.integrated_report,
        meetingId: body.meeting_id,
      });
      return { body: toConsultShape(await consultOfRequest(context.prisma, viewer, requestId)) };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/participations",
    operationId: "createParticipation",
    tag: "consults",
    summary: "The viewer joins a published request on the recipient side (shadow viewers, super users, experts of the topic): participation_not_allowed, already_participant.",
    auth: "validated",
    errors: ["not_found", "participation_not_allowed", "already_participant"],
    body: z.object({ request_id: dbIdSchema }),
    response: requestIdAnswer,
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { requestId } = await joinRequest(domainDeps(context), viewer, { requestId: body.request_id });
      return { status: 201, body: { request_id: requestId } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/request-assignments",
    operationId: "createRequestAssignments",
    tag: "consults",
    summary: "Add ongoing members of the recipient group as recipient-side participants: at least one (participants_required); others answer validation_failed on user_ids.",
    auth: "validated",
    errors: ["not_found", "forbidden", "participants_required"],
    body: z.object({ request_id: dbIdSchema, user_ids: z.array(dbIdSchema).max(100) }),
    response: requestIdAnswer.extend({ added: z.number().int().describe("How many were not participants yet.") }),
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { requestId, added } = await assignRequest(domainDeps(context), viewer, { requestId: body.request_id, userIds: body.user_ids });
      return { status: 201, body: { request_id: requestId, added } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/requests/{id}/transfer",
    operationId: "transferRequest",
    tag: "consults",
    summary:
      "Transfer a request into a new draft. A new draft by the viewer from a published request they take part in: with_content copies the description or form, the patient and the attachments (each to a file of its own), with_context keeps the recipient; with_report attaches the consult report's PDF to the new draft as a file (the consult must be completed, else 422 report_not_available). At least one of the three.",
    auth: "validated",
    errors: ["transfer_not_allowed", "report_not_available"],
    params: z.object({ id: dbIdSchema }),
    body: z.object({
      id: dbIdSchema.optional().describe("The request again, as legacy clients send it; must match the path."),
      with_content: z.boolean().default(false),
      with_context: z.boolean().default(false),
      with_report: z.boolean().default(false).describe("Attach the consult report (PDF) to the new draft as a file; only for a completed consult."),
    }),
    response: z.object({ id: z.number().int().describe("The new draft, to open at /request/{id}.") }),
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      if (body.id !== undefined && body.id !== params.id) return restError("validation_failed", context.locale, "id");
      const { requestId } = await transferRequest(domainDeps(context), viewer, {
        requestId: params.id,
        withContent: body.with_content,
        withContext: body.with_context,
        withReport: body.with_report,
      });
      return { status: 201, body: { id: requestId } };
    },
  }),
];
