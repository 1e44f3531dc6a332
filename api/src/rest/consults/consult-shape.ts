import { z } from "zod";
import { consultActsOf } from "../../domain/billing/consult-act.ts";
import type { ConsultRow } from "../../domain/consults/queries.ts";
import { euros, restActCodeSchema, toRestActCode } from "../billing/act-codes.ts";

export const consultShape = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  status: z.enum(["opened", "completed", "cancelled"]),
  act_code: restActCodeSchema.nullable().describe("The expert's act (spec 2 §3): TE1, TE2, 01671 (German Telekonsil) or none."),
  act_supplements: z.number().int().describe("How many 01672 supplements (each further 5 minutes) go with 01671; 0 otherwise."),
  act_amount: z.number().nullable().describe("The expert's act in euros, from the act table at the completion date."),
  billing_number: z.string().nullable().describe("The expert's billing number the act bills with (France)."),
  billing_professional: z.number().int().nullable().describe("Professional id of the expert who bills the act."),
  billable: z.boolean().describe("Whether the expert's act bills: completed, eligible, and the act applies to that country, profession and date."),
  requester_act: z
    .object({ code: z.string(), amount: z.number(), billable: z.boolean(), yearly_cap_per_patient: z.number().int().nullable() })
    .nullable()
    .describe("The requester's act for this consult (RQD, 01670, or TE1/TE2 before April 2022), from the act table at the completion date."),
  completed_at: z.string().nullable().describe("When it was completed or rejected."),
  completed_by: z.number().int().nullable().describe("User id of who completed or rejected it."),
  integrated_act: z.boolean(),
  integrated_report: z.boolean(),
  meeting_id: z.number().int().nullable(),
  tags: z.array(z.object({ id: z.number().int(), label: z.string() })),
  survey_content: z.object({ schema: z.unknown(), value: z.unknown() }).nullable(),
  survey_edited_at: z.string().nullable(),
  survey_edited_by_id: z.number().int().nullable(),
});

export function toConsultShape(row: ConsultRow): z.infer<typeof consultShape> {
  const acts = consultActsOf(row);
  const survey = row.surveyContent && typeof row.surveyContent === "object" && !Array.isArray(row.surveyContent) ? row.surveyContent : null;
  return {
    id: row.id,
    request_id: row.requestId,
    status: row.status === "OPENED" ? "opened" : row.status === "COMPLETED" ? "completed" : "cancelled",
    act_code: toRestActCode(row.actCode),
    act_supplements: row.actSupplements,
    act_amount: euros(row.actAmountCents),
    billing_number: row.billingNumber,
    billing_professional: row.billingProfessionalId,
    billable: acts.expert?.billable ?? false,
    requester_act: acts.requester
      ? { code: acts.requester.code, amount: acts.requester.amountCents / 100, billable: acts.requester.billable, yearly_cap_per_patient: acts.requester.yearlyCapPerPatient }
      : null,
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: row.completedById,
    integrated_act: row.integratedAct,
    integrated_report: row.integratedReport,
    meeting_id: row.meetingId,
    tags: row.tags.map((link) => ({ id: link.tag.id, label: link.tag.label })),
    survey_content: survey ? { schema: survey["schema"] ?? null, value: survey["value"] ?? null } : null,
    survey_edited_at: row.surveyEditedAt?.toISOString() ?? null,
    survey_edited_by_id: row.surveyEditedById,
  };
}
