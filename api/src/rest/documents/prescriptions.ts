import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { attachPrescription, generatePrescription } from "../../domain/documents/prescription.ts";
import { fileDownloadPath } from "../../domain/files/file-url.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { PRESCRIPTION_TEMPLATES, PRESCRIPTION_TEXT_MAX } from "../../domain/rules/prescription-fields.ts";
import type { ErrorCode } from "../../domain/error-registry.ts";
import { contentDisposition } from "../files/content-disposition.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "Billing, reports, prescription": POST requests/prescription_generation/ (request_id,
// template_name, values, billing_number) answers the PDF; issue 22 item 3 "attach" is a call of
// its own, POST requests/{id}/prescriptions/, answering the file it put on the request: one call
// reads (nothing stored, no billing number needed) and the other writes, each with one answer
// type. Every refusal of both carries messageDetails (spec 2 §8).

const valuesShape = z
  .object({
    text: z.string().optional().describe(`default: the prescription; bizone: the lower zone (unrelated to the long-term condition); cerfa_12708_02: the prescription box (at most 1500 characters). At most ${PRESCRIPTION_TEXT_MAX} characters.`),
    ald_text: z.string().optional().describe("bizone: the upper zone, the treatment of the recognised long-term condition (ALD). bizone needs text or ald_text."),
    ald: z.boolean().nullable().optional().describe("cerfa_12708_02, required: care related to an exempting long-term condition."),
    work_accident: z.boolean().nullable().optional().describe("cerfa_12708_02, required: work accident or occupational disease."),
    work_accident_date: z.string().optional().describe("cerfa_12708_02, optional: the work accident's date, DDMMYYYY (exactly 8 digits, a real day)."),
    work_accident_number: z.string().optional().describe("cerfa_12708_02, optional: the work accident's number."),
    deadline_date: z.string().optional().describe("cerfa_12708_02, optional: to be carried out before this day, DDMMYYYY (exactly 8 digits, a real day)."),
  })
  .describe("The template's fields; a template ignores the others'.");

const templateShape = z.string().describe(`One of ${PRESCRIPTION_TEMPLATES.join(", ")}: free text, the two-section prescription for a long-term condition (ordonnance bizone), the official form 12708*02.`);
const billingNumberShape = z.string().nullable().optional().describe("One of the caller's billing numbers (billing_infos), printed as the prescriber's n° AM; required to attach.");

type Values = z.infer<typeof valuesShape>;

function toValues(values: Values | undefined) {
  const v = values ?? {};
  return {
    text: v.text,
    aldText: v.ald_text,
    ald: v.ald,
    workAccident: v.work_accident,
    workAccidentDate: v.work_accident_date,
    workAccidentNumber: v.work_accident_number,
    deadlineDate: v.deadline_date,
  };
}

const REFUSALS: ErrorCode[] = [
  "not_found",
  "france_only",
  "prescription_not_allowed",
  "prescription_template_unknown",
  "prescription_text_required",
  "prescription_date_invalid",
  "prescription_field_required",
  "prescription_billing_number_unknown",
];
const WHO = "Only recipient-side participants of the request in France whose directory entry can prescribe (spec 2 §6); a request the caller cannot read answers 404 as a missing one.";

export const prescriptionRoutes = [
  defineRoute({
    method: "POST",
    path: "/requests/prescription_generation",
    operationId: "generatePrescription",
    tag: "documents",
    summary: `The prescription as a PDF/A-2b file (application/pdf), stored nowhere: to look at or download. ${WHO} Refusals carry messageDetails.`,
    auth: "validated",
    messageDetails: true,
    errors: REFUSALS,
    body: z.object({ request_id: dbIdSchema, template_name: templateShape, values: valuesShape.optional(), billing_number: billingNumberShape }),
    response: z.string().describe("application/pdf"),
    handler: async (context, { body }) => {
      const generated = await generatePrescription(domainDeps(context), context.viewer, {
        requestId: body.request_id,
        templateName: body.template_name,
        values: toValues(body.values),
        billingNumber: body.billing_number,
      });
      return {
        raw: generated.bytes,
        headers: {
          "content-type": "application/pdf",
          "content-disposition": contentDisposition("attachment", generated.fileName),
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
        },
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/requests/{id}/prescriptions",
    operationId: "attachPrescription",
    tag: "documents",
    summary: `Writes the prescription and puts it on the request as a file (PDF/A-2b), which the request's participants see arrive. ${WHO} A billing number is required (422 prescription_billing_number_required). Refusals carry messageDetails.`,
    auth: "validated",
    messageDetails: true,
    errors: [...REFUSALS, "prescription_billing_number_required"],
    params: z.object({ id: dbIdSchema }),
    body: z.object({ template_name: templateShape, values: valuesShape.optional(), billing_number: billingNumberShape }),
    successStatus: { status: 201, description: "The prescription was attached." },
    response: z.object({
      id: z.number().int(),
      name: z.string(),
      content_type: z.literal("application/pdf"),
      size: z.number().int(),
      url: z.string().describe("Where the file downloads from (GET requests/{id}/files/{fileId}/{name})."),
      created_at: z.string(),
    }),
    handler: async (context, { params, body }) => {
      const attached = await attachPrescription(domainDeps(context), context.viewer, {
        requestId: params.id,
        templateName: body.template_name,
        values: toValues(body.values),
        billingNumber: body.billing_number,
      });
      return {
        status: 201,
        body: {
          id: attached.fileId,
          name: attached.name,
          content_type: "application/pdf" as const,
          size: attached.size,
          url: fileDownloadPath(attached.requestId, attached.fileId, attached.name),
          created_at: attached.createdAt.toISOString(),
        },
      };
    },
  }),
];
