import { actDay } from "../billing/acts.ts";
import type { Deps } from "../deps.ts";
import type { Viewer } from "../viewer.ts";
import { readReportContent, type ReportContent } from "./report-content.ts";

// Issue 22 item 1, spec 2 §7 GET requests/{id}/report/pdf and /report/docx: the one entry point
// that gives the report's file, for the REST downloads, the MSSanté transfer (item 2) and the
// transfer with_report (item 4). Read through the requests gate: a request the viewer may not
// read answers not_found like a missing one; a consult not completed answers report_not_available.

export type ReportFormat = "pdf" | "docx";

export type ReportFile = { bytes: Uint8Array; fileName: string; contentType: string };

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The file's name in the report's language: the request and the completion day, no patient name (names end up in logs and mail). */
export function reportFileName(content: Pick<ReportContent, "labels" | "requestId" | "completedAt">, format: ReportFormat): string {
  return `${content.labels.fileStem}-${content.requestId}-${actDay(content.completedAt)}.${format}`;
}

/** Renders a report already gathered (the caller checked the viewer may read it). */
export async function renderReport(content: ReportContent, format: ReportFormat): Promise<ReportFile> {
  // The writers load with the first report (docx and PDFKit with its fonts' parsers are ~5 MiB
  // of an idle server's memory otherwise: issue 18 item 6).
  const bytes = format === "pdf" ? await (await import("./report-pdf.ts")).reportPdf(content) : await (await import("./report-docx.ts")).reportDocx(content);
  return { bytes, fileName: reportFileName(content, format), contentType: REPORT_CONTENT_TYPES[format] };
}

/** The report of a completed consult the viewer may read, as a PDF (PDF/A-2b) or a DOCX file. */
export async function consultReportFile(deps: Deps, viewer: Viewer, requestId: number, format: "pdf" | "docx"): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  return renderReport(await readReportContent(deps, viewer, requestId), format);
}
