import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { consultReportFile, type ReportFormat } from "../../domain/documents/report-file.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { contentDisposition } from "../files/content-disposition.ts";
import { defineRoute, type RestRoute } from "../route.ts";

// Issue 22 item 1, spec 2 §7 "Billing, reports, prescription": GET requests/{id}/report/pdf and
// GET requests/{id}/report/docx, the consult report of a completed consult as a download.

const idParams = z.object({ id: dbIdSchema });
const WHO =
  "Readable by the request's readers (its participants on both sides, the recipient group's members who read it); anyone else gets 404, as for a missing request. Written in the request's language (its author's). The consult not completed yet: 422 report_not_available.";

function reportRoute(format: ReportFormat, operationId: string, what: string): RestRoute {
  return defineRoute({
    method: "GET",
    path: `/requests/{id}/report/${format}`,
    operationId,
    tag: "documents",
    summary: `The consult report ${what}: who asked whom and when, the patient's identity (with the INS when qualified), the question, the exchange, the conclusion (the completing expert's last message), the act and the expert's identity (RPPS, LANR or INAMI) with their signature. ${WHO}`,
    auth: "validated",
    errors: ["report_not_available", "not_found"],
    params: idParams,
    response: z.string().describe(format === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const file = await consultReportFile(domainDeps(context), viewer, params.id, format);
      return {
        raw: file.bytes,
        headers: {
          "content-type": file.contentType,
          "content-disposition": contentDisposition("attachment", file.fileName),
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
        },
      };
    },
  });
}

export const reportRoutes = [
  reportRoute("pdf", "downloadConsultReportPdf", "as an archivable PDF (PDF/A-2b, fonts embedded)"),
  reportRoute("docx", "downloadConsultReportDocx", "as a Word document (DOCX)"),
];
