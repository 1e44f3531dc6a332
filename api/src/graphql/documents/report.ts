import { reportLocaleOf } from "../../domain/documents/report-content.ts";
import { builder } from "../builder.ts";
import { RequestRef } from "../requests/request.ts";

// Issue 22 item 1: how a partner learns that a request's consult report exists and where to
// download it (the files themselves are REST downloads: GET requests/{id}/report/pdf|docx).

type ConsultReport = { requestId: number; available: boolean; language: string };

const REST_PREFIX = "/api/v1";

const ConsultReportRef = builder.objectRef<ConsultReport>("ConsultReport").implement({
  description: "The consult report of a request (issue 22): it exists once the expert has completed the consult, for every reader of the request.",
  fields: (t) => ({
    available: t.exposeBoolean("available", { description: "Whether the report can be downloaded: the consult is completed." }),
    language: t.exposeString("language", { description: "The language the report is written in: the request's, i.e. its author's locale (fr, fr-BE, de, en, nl-BE)." }),
    pdfUrl: t.string({
      nullable: true,
      description: "Where to download the report as an archivable PDF (PDF/A-2b), with the session cookie; null while not available.",
      resolve: (report) => (report.available ? `${REST_PREFIX}/requests/${report.requestId}/report/pdf` : null),
    }),
    docxUrl: t.string({
      nullable: true,
      description: "Where to download the report as a Word document (DOCX), with the session cookie; null while not available.",
      resolve: (report) => (report.available ? `${REST_PREFIX}/requests/${report.requestId}/report/docx` : null),
    }),
  }),
});

builder.prismaObjectFields(RequestRef, (t) => ({
  report: t.field({
    type: ConsultReportRef,
    description: "The consult report: whether it exists yet and where to download it (readable by whoever reads the request).",
    // Read with the request itself: the request was already read through the gate.
    select: { id: true, author: { select: { locale: true } }, consult: { select: { status: true } } },
    resolve: (request) => ({ requestId: request.id, available: request.consult?.status === "COMPLETED", language: reportLocaleOf(request.author.locale) }),
  }),
}));
