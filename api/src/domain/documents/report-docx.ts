import { AlignmentType, BorderStyle, Document, Footer, HeadingLevel, ImageRun, Packer, PageNumber, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { formatBillingAmount } from "../billing/billing-text.ts";
import type { ReportContent, ReportPerson } from "./report-content.ts";
import { formatReportDay, formatReportMoment } from "./report-labels.ts";

// Issue 22 item 1: the consult report as a Word file (OOXML, written by the docx package), for
// the practices that paste it into their record software. Plain paragraphs and headings, the
// identities as two-column tables; nothing Word or LibreOffice would have to guess. The same
// content and order as the PDF (report-pdf.ts).

const FONT = "Calibri";
const MUTED = "5C5C5C";

type Row = [label: string, value: string | null | undefined];

const shown = (value: string | null | undefined) => (value === null || value === undefined || value === "" ? "—" : value);

/** Text with its line breaks kept (a message is several lines). */
function runs(text: string, options: { bold?: boolean; italics?: boolean; color?: string } = {}): TextRun[] {
  return text.split(/\r?\n/).map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0, font: FONT, ...options }));
}

function paragraph(text: string, options: { italics?: boolean } = {}): Paragraph {
  return new Paragraph({ children: runs(text, options.italics ? { italics: true, color: MUTED } : {}), spacing: { after: 120 } });
}

function heading(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text, font: FONT })], spacing: { before: 240, after: 120 } });
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" } as const;
const BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER };

/** Label and value rows as a borderless two-column table (identity blocks). */
function table(rows: readonly Row[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: [3000, 6000],
    borders: BORDERS,
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph({ children: runs(label, { bold: true, color: MUTED }) })] }),
            new TableCell({ width: { size: 6000, type: WidthType.DXA }, children: [new Paragraph({ children: runs(shown(value)) })] }),
          ],
        }),
    ),
  });
}

function personRows(content: ReportContent, person: ReportPerson): Row[] {
  return [
    [content.labels.name, person.name],
    [person.identifierType ?? content.labels.identifier, person.identifier],
    [content.labels.specialty, person.specialty],
  ];
}

function patientRows(content: ReportContent): Row[] {
  const labels = content.labels;
  const patient = content.patient;
  if (!patient) return [[labels.patient, null]];
  return [
    [labels.birthName, patient.birthName],
    [labels.lastName, patient.lastName],
    [labels.firstName, patient.firstName],
    [labels.birthDate, patient.birthDate ? formatReportDay(patient.birthDate, content.locale) : null],
    [labels.gender, patient.gender ? labels.genders[patient.gender] : null],
    [labels.birthPlace, patient.birthPlace],
    ...(patient.ins ? ([[labels.ins, patient.ins.id], [labels.insOid, patient.ins.oid]] satisfies Row[]) : []),
  ];
}

/** A PNG's size in pixels, from its IHDR chunk (the signature is always a PNG: signature-ink.ts). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return bytes.byteLength > 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : { width: 3, height: 1 };
}

function signatureParagraph(signature: Uint8Array): Paragraph {
  const { width, height } = pngSize(signature);
  const scale = Math.min(240 / width, 80 / height);
  return new Paragraph({
    children: [new ImageRun({ type: "png", data: signature, transformation: { width: Math.round(width * scale), height: Math.round(height * scale) } })],
  });
}

function sections(content: ReportContent): (Paragraph | Table)[] {
  const labels = content.labels;
  const moment = (date: Date) => formatReportMoment(date, content.locale);
  const { description, form } = content.question;
  const act = content.act;
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: labels.title, font: FONT })] }),
    new Paragraph({ children: runs(`${labels.request} ${content.requestId} · ${labels.subtitle}`, { color: MUTED }), spacing: { after: 200 } }),
    table([
      [labels.requester, content.requester.name],
      [labels.recipient, content.recipient],
      [labels.publishedAt, content.publishedAt ? moment(content.publishedAt) : null],
      [labels.completedAt, moment(content.completedAt)],
    ]),
    heading(labels.patient),
    table(patientRows(content)),
    heading(labels.question),
    ...(description ? [paragraph(description)] : []),
    ...(form.length > 0 ? [table(form.map((line): Row => [line.label, line.value]))] : []),
    ...(!description && form.length === 0 ? [paragraph(labels.noQuestion, { italics: true })] : []),
    ...exchangeSection(content),
    heading(labels.conclusion),
    ...(content.conclusion
      ? [new Paragraph({ children: runs(`${content.conclusion.author} · ${moment(content.conclusion.at)}`, { bold: true, color: MUTED }) }), paragraph(content.conclusion.content)]
      : [paragraph(labels.noConclusion, { italics: true })]),
    heading(labels.act),
    ...(act
      ? [
          table([
            ...act.lines.map((line, index): Row => [index === 0 ? `${labels.actLabel} ${line.code}` : `${labels.supplement} ${line.quantity} × ${line.code}`, formatBillingAmount(line.amountCents, content.locale)]),
            ...(act.lines.length > 1 ? ([[labels.amount, formatBillingAmount(act.totalCents, content.locale)]] satisfies Row[]) : []),
          ]),
        ]
      : [paragraph(labels.noAct, { italics: true })]),
    heading(labels.expert),
    table(personRows(content, content.expert)),
    ...(content.signature ? [new Paragraph({ children: runs(labels.signature, { bold: true, color: MUTED }), spacing: { before: 120 } }), signatureParagraph(content.signature)] : []),
  ];
}

function footer(content: ReportContent): Footer {
  const labels = content.labels;
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.LEFT,
        children: [
          new TextRun({ text: `${labels.generatedAt} ${formatReportMoment(content.generatedAt, content.locale)} · ${labels.request} ${content.requestId} · `, font: FONT, size: 16, color: MUTED }),
          new TextRun({ children: [PageNumber.CURRENT, " / ", PageNumber.TOTAL_PAGES], font: FONT, size: 16, color: MUTED }),
        ],
      }),
    ],
  });
}

/** The report as DOCX bytes, in the report's language. */
export async function reportDocx(content: ReportContent): Promise<Uint8Array> {
  const document = new Document({
    creator: "Consilium",
    title: `${content.labels.title} – ${content.labels.request} ${content.requestId}`,
    description: content.labels.title,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: { default: footer(content) },
        children: sections(content),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** The exchange, left out when the only message is the conclusion (its own section says it all). */
function exchangeSection(content: ReportContent): Paragraph[] {
  const labels = content.labels;
  const moment = (date: Date) => formatReportMoment(date, content.locale);
  if (content.exchange.length === 0 && content.conclusion) return [];
  if (content.exchange.length === 0) return [heading(labels.exchange), paragraph(labels.noExchange, { italics: true })];
  return [
    heading(labels.exchange),
    ...content.exchange.flatMap((message) => [
      new Paragraph({ children: runs(`${message.author} (${message.expertSide ? labels.expert : labels.requester}) · ${moment(message.at)}`, { bold: true, color: MUTED }), spacing: { before: 120 } }),
      paragraph(message.content),
    ]),
  ];
}
