import { z } from "zod";
import type { ConsultRow } from "../../domain/consults/queries.ts";

export const consultShape = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  status: z.enum(["opened", "completed", "cancelled"]),
  act_code: z.enum(["TE1", "TE2", "none"]).nullable(),
  billing_number: z.string().nullable(),
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
  const survey = row.surveyContent && typeof row.surveyContent === "object" && !Array.isArray(row.surveyContent) ? row.surveyContent : null;
  return {
    id: row.id,
    request_id: row.requestId,
    status: row.status === "OPENED" ? "opened" : row.status === "COMPLETED" ? "completed" : "cancelled",
    act_code: row.actCode === null ? null : row.actCode === "NONE" ? "none" : row.actCode,
    billing_number: row.billingNumber,
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
