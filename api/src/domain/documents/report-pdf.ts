import { formatBillingAmount } from "../billing/billing-text.ts";
import { A4, createPdfDocument, FONTS, pdfBytes } from "./pdf-document.ts";
import type { ReportContent, ReportPerson } from "./report-content.ts";
import { formatReportDay, formatReportMoment } from "./report-labels.ts";

// Issue 22 item 1: the consult report as an archivable PDF (PDF/A-2b, DejaVu embedded: see
// pdf-document.ts). One column, sections under headings, a footer on every page with the
// generation date and "page n of m" drawn once the pages are known (bufferPages).

const MARGIN = 50;
const FOOTER_HEIGHT = 30;
const INK = "#1a1a1a";
const MUTED = "#5c5c5c";
const RULE = "#b8b8b8";
const ACCENT = "#1d4e89";
const LABEL_WIDTH = 160;

type Pdf = PDFKit.PDFDocument;

const contentWidth = A4.width - 2 * MARGIN;

function heading(pdf: Pdf, text: string): void {
  pdf.moveDown(0.8);
  // Keep a heading with at least a few lines of its section.
  if (pdf.y > A4.height - MARGIN - FOOTER_HEIGHT - 80) pdf.addPage();
  pdf.font(FONTS.bold).fontSize(12).fillColor(ACCENT).text(text, MARGIN, pdf.y, { width: contentWidth });
  const y = pdf.y + 2;
  pdf.moveTo(MARGIN, y).lineTo(A4.width - MARGIN, y).lineWidth(0.5).strokeColor(RULE).stroke();
  pdf.y = y + 6;
  pdf.font(FONTS.regular).fontSize(10).fillColor(INK);
}

/** A label and its value side by side; a long value wraps in its own column. */
function field(pdf: Pdf, label: string, value: string | null | undefined): void {
  const shown = value === null || value === undefined || value === "" ? "—" : value;
  pdf.fontSize(10);
  const valueHeight = pdf.font(FONTS.regular).heightOfString(shown, { width: contentWidth - LABEL_WIDTH });
  if (pdf.y + valueHeight > A4.height - MARGIN - FOOTER_HEIGHT) pdf.addPage();
  const top = pdf.y;
  pdf.font(FONTS.bold).fillColor(MUTED).text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
  const labelBottom = pdf.y;
  pdf.font(FONTS.regular).fillColor(INK).text(shown, MARGIN + LABEL_WIDTH, top, { width: contentWidth - LABEL_WIDTH });
  pdf.y = Math.max(labelBottom, pdf.y) + 3;
}

function paragraph(pdf: Pdf, text: string, options: { italic?: boolean } = {}): void {
  pdf.font(options.italic ? FONTS.italic : FONTS.regular).fontSize(10).fillColor(options.italic ? MUTED : INK).text(text, MARGIN, pdf.y, { width: contentWidth });
  pdf.font(FONTS.regular).fillColor(INK);
}

function personFields(pdf: Pdf, content: ReportContent, person: ReportPerson): void {
  const labels = content.labels;
  field(pdf, labels.name, person.name);
  field(pdf, person.identifierType ?? labels.identifier, person.identifier);
  field(pdf, labels.specialty, person.specialty);
}

function header(pdf: Pdf, content: ReportContent): void {
  const labels = content.labels;
  pdf.font(FONTS.bold).fontSize(18).fillColor(ACCENT).text(labels.title, MARGIN, MARGIN, { width: contentWidth });
  pdf.font(FONTS.regular).fontSize(10).fillColor(MUTED).text(`${labels.request} ${content.requestId} · ${labels.subtitle}`, { width: contentWidth });
  pdf.moveDown(0.6);
  pdf.fillColor(INK);
  field(pdf, labels.requester, content.requester.name);
  field(pdf, labels.recipient, content.recipient);
  field(pdf, labels.publishedAt, content.publishedAt ? formatReportMoment(content.publishedAt, content.locale) : null);
  field(pdf, labels.completedAt, formatReportMoment(content.completedAt, content.locale));
}

function patientSection(pdf: Pdf, content: ReportContent): void {
  const labels = content.labels;
  const patient = content.patient;
  heading(pdf, labels.patient);
  if (!patient) return paragraph(pdf, "—", { italic: true });
  field(pdf, labels.birthName, patient.birthName);
  field(pdf, labels.lastName, patient.lastName);
  field(pdf, labels.firstName, patient.firstName);
  field(pdf, labels.birthDate, patient.birthDate ? formatReportDay(patient.birthDate, content.locale) : null);
  field(pdf, labels.gender, patient.gender ? labels.genders[patient.gender] : null);
  field(pdf, labels.birthPlace, patient.birthPlace);
  if (patient.ins) {
    field(pdf, labels.ins, patient.ins.id);
    field(pdf, labels.insOid, patient.ins.oid);
  }
}

function questionSection(pdf: Pdf, content: ReportContent): void {
  const labels = content.labels;
  heading(pdf, labels.question);
  const { description, form } = content.question;
  if (description) paragraph(pdf, description);
  if (description && form.length > 0) pdf.moveDown(0.5);
  for (const line of form) field(pdf, line.label, line.value);
  if (!description && form.length === 0) paragraph(pdf, labels.noQuestion, { italic: true });
}

function exchangeSection(pdf: Pdf, content: ReportContent): void {
  const labels = content.labels;
  // A conclusion written as the only message: its own section says it all.
  if (content.exchange.length === 0 && content.conclusion) return;
  heading(pdf, labels.exchange);
  if (content.exchange.length === 0) return paragraph(pdf, labels.noExchange, { italic: true });
  content.exchange.forEach((message, index) => {
    if (index > 0) pdf.moveDown(0.5);
    if (pdf.y > A4.height - MARGIN - FOOTER_HEIGHT - 40) pdf.addPage();
    const role = message.expertSide ? labels.expert : labels.requester;
    pdf.font(FONTS.bold).fontSize(9).fillColor(MUTED).text(`${message.author} (${role}) · ${formatReportMoment(message.at, content.locale)}`, MARGIN, pdf.y, { width: contentWidth });
    paragraph(pdf, message.content);
  });
}

function conclusionSection(pdf: Pdf, content: ReportContent): void {
  const labels = content.labels;
  heading(pdf, labels.conclusion);
  const conclusion = content.conclusion;
  if (!conclusion) return paragraph(pdf, labels.noConclusion, { italic: true });
  pdf.font(FONTS.bold).fontSize(9).fillColor(MUTED).text(`${conclusion.author} · ${formatReportMoment(conclusion.at, content.locale)}`, MARGIN, pdf.y, { width: contentWidth });
  paragraph(pdf, conclusion.content);
}

function actSection(pdf: Pdf, content: ReportContent): void {
  const labels = content.labels;
  heading(pdf, labels.act);
  const act = content.act;
  if (!act) return paragraph(pdf, labels.noAct, { italic: true });
  act.lines.forEach((line, index) => {
    const label = index === 0 ? `${labels.actLabel} ${line.code}` : `${labels.supplement} ${line.quantity} × ${line.code}`;
    field(pdf, label, formatBillingAmount(line.amountCents, content.locale));
  });
  if (act.lines.length > 1) field(pdf, labels.amount, formatBillingAmount(act.totalCents, content.locale));
}

function expertSection(pdf: Pdf, content: ReportContent): void {
  const labels = content.labels;
  heading(pdf, labels.expert);
  personFields(pdf, content, content.expert);
  if (!content.signature) return;
  const height = 60;
  if (pdf.y + height + 20 > A4.height - MARGIN - FOOTER_HEIGHT) pdf.addPage();
  pdf.moveDown(0.3);
  pdf.font(FONTS.bold).fontSize(10).fillColor(MUTED).text(labels.signature, MARGIN, pdf.y, { width: LABEL_WIDTH - 10 });
  const top = pdf.y - 14;
  pdf.image(Buffer.from(content.signature), MARGIN + LABEL_WIDTH, top, { fit: [180, height] });
  pdf.y = top + height + 6;
}

/** Drawn on every page once they are all laid out: the generation date and page n of m. */
function footers(pdf: Pdf, content: ReportContent): void {
  const range = pdf.bufferedPageRange();
  const generated = `${content.labels.generatedAt} ${formatReportMoment(content.generatedAt, content.locale)} · ${content.labels.request} ${content.requestId}`;
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    // Writing below the bottom margin would make PDFKit open a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = A4.height - MARGIN + 10;
    pdf.moveTo(MARGIN, y - 6).lineTo(A4.width - MARGIN, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.font(FONTS.regular).fontSize(8).fillColor(MUTED);
    pdf.text(generated, MARGIN, y, { width: contentWidth * 0.75, lineBreak: false });
    pdf.text(content.labels.page(index - range.start + 1, range.count), MARGIN, y, { width: contentWidth, align: "right", lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}

/** The report as PDF/A-2b bytes, in the report's language. */
export function reportPdf(content: ReportContent): Promise<Uint8Array> {
  const labels = content.labels;
  const pdf = createPdfDocument(
    { title: `${labels.title} – ${labels.request} ${content.requestId}`, author: content.expert.name, subject: labels.title, language: content.locale },
    MARGIN,
  );
  // Leave room for the footer on every page.
  pdf.page.margins.bottom = MARGIN + FOOTER_HEIGHT;
  pdf.on("pageAdded", () => {
    pdf.page.margins.bottom = MARGIN + FOOTER_HEIGHT;
  });
  header(pdf, content);
  patientSection(pdf, content);
  questionSection(pdf, content);
  exchangeSection(pdf, content);
  conclusionSection(pdf, content);
  actSection(pdf, content);
  expertSection(pdf, content);
  footers(pdf, content);
  return pdfBytes(pdf);
}
