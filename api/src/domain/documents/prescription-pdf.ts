import { A4, createPdfDocument, FONTS, pdfBytes } from "./pdf-document.ts";
import { drawPrescriptionForm } from "./prescription-cerfa.ts";
import { drawSignature } from "./prescription-signature.ts";
import { birthNameNote, frenchBirthDate, frenchDay, patientName, prescriberName, type PrescriptionDocument } from "./prescription-model.ts";

// The prescriptions of spec 2 §3 as PDF/A-2b: the free-text prescription and the two-section
// ("bizone") one share the layout of a French prescription (the prescriber's identity and
// identifiers at the top, the patient, the day, the prescription, the signature at the bottom);
// the official form 12708*02 is drawn to its own layout (prescription-cerfa.ts).

const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
const GREY = "#555555";
/** Room kept at the bottom of the last page for the signature. */
const SIGNATURE_HEIGHT = 90;
const FOOTER_Y = A4.height - 32;

type Doc = PDFKit.PDFDocument;

/** "1 60 02 75 123 456 78": the NIR as the carte Vitale prints it. */
export function spacedNir(nir: string): string {
  const n = nir.replace(/\s/g, "");
  return [n.slice(0, 1), n.slice(1, 3), n.slice(3, 5), n.slice(5, 7), n.slice(7, 10), n.slice(10, 13), n.slice(13, 15)].filter(Boolean).join(" ");
}

function drawHeader(doc: Doc, document: PrescriptionDocument): void {
  const { prescriber } = document;
  const top = MARGIN;
  const left = WIDTH * 0.62;
  doc.font(FONTS.bold).fontSize(13).fillColor("black").text(prescriberName(prescriber), MARGIN, top, { width: left });
  doc.font(FONTS.regular).fontSize(10);
  if (prescriber.specialty) doc.text(prescriber.specialty, { width: left });
  doc.fontSize(9).fillColor(GREY);
  if (prescriber.identifier) doc.text(`${prescriber.identifierType} ${prescriber.identifier}`, { width: left });
  if (prescriber.billingNumber) doc.text(`N° AM ${prescriber.billingNumber}`, { width: left });
  if (prescriber.finessNumber) doc.text(`FINESS ${prescriber.finessNumber}`, { width: left });
  if (prescriber.address) doc.text(prescriber.address, { width: left });
  const leftBottom = doc.y;
  doc.font(FONTS.regular).fontSize(10).fillColor("black").text(`Le ${frenchDay(document.date)}`, MARGIN + left, top, { width: WIDTH - left, align: "right" });
  const bottom = Math.max(leftBottom, doc.y) + 10;
  doc.moveTo(MARGIN, bottom).lineTo(MARGIN + WIDTH, bottom).lineWidth(0.8).strokeColor(GREY).stroke();
  doc.x = MARGIN;
  doc.y = bottom + 12;
}

function drawPatient(doc: Doc, document: PrescriptionDocument): void {
  const { patient } = document;
  const y = doc.y;
  doc.font(FONTS.regular).fontSize(9).fillColor(GREY).text("Patient(e)", MARGIN, y);
  doc.font(FONTS.bold).fontSize(12).fillColor("black").text(patientName(patient) || "—", MARGIN, doc.y);
  const note = birthNameNote(patient);
  const born = patient.gender === "M" ? "né" : patient.gender === "F" ? "née" : "né(e)";
  // "née DURAND le 14/03/1958", or "née le 14/03/1958" without a different birth name.
  const details = [note, patient.birthDate ? `${note ? "" : `${born} `}le ${frenchBirthDate(patient.birthDate)}` : null].filter(Boolean).join(" ");
  doc.font(FONTS.regular).fontSize(10);
  if (details) doc.text(details);
  if (patient.nir) doc.fontSize(9).fillColor(GREY).text(`N° de sécurité sociale : ${spacedNir(patient.nir)}`);
  doc.fillColor("black");
  doc.y += 16;
}

function bodyText(doc: Doc, text: string): void {
  doc.font(FONTS.regular).fontSize(11).fillColor("black").text(text, MARGIN, doc.y, { width: WIDTH, lineGap: 2 });
}

function drawDefault(doc: Doc, document: PrescriptionDocument): void {
  doc.font(FONTS.bold).fontSize(14).text("ORDONNANCE", MARGIN, doc.y, { width: WIDTH, align: "center" });
  doc.y += 14;
  bodyText(doc, document.values.text);
}

function zoneTitle(doc: Doc, title: string, subtitle: string): void {
  doc.font(FONTS.bold).fontSize(8.8).fillColor("black").text(title, MARGIN, doc.y, { width: WIDTH, align: "center" });
  doc.font(FONTS.italic).fontSize(8.5).fillColor(GREY).text(subtitle, { width: WIDTH, align: "center" });
  doc.fillColor("black");
  doc.y += 10;
}

/**
 * The bizone layout (cerfa 14465*01): the upper zone for the exempting long-term condition's
 * treatment, the lower one for what is unrelated to it, split by a rule across the page. The
 * upper zone takes at least half the room left, so the rule sits where the paper form has it.
 */
function drawBizone(doc: Doc, document: PrescriptionDocument): void {
  const start = doc.y;
  const room = A4.height - MARGIN - SIGNATURE_HEIGHT - start;
  zoneTitle(doc, "Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste)", "(AFFECTION EXONÉRANTE)");
  bodyText(doc, document.values.aldText || "—");
  const ruleY = Math.max(doc.y + 14, start + room * 0.5);
  if (ruleY > A4.height - MARGIN - 120) doc.addPage();
  else doc.y = ruleY;
  const y = doc.y;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(1.5).strokeColor("black").stroke();
  doc.y = y + 12;
  zoneTitle(doc, "Prescriptions SANS RAPPORT avec l'affection de longue durée", "(MALADIES INTERCURRENTES)");
  bodyText(doc, document.values.text || "—");
}

function drawClosing(doc: Doc, document: PrescriptionDocument): void {
  if (doc.y > A4.height - MARGIN - SIGNATURE_HEIGHT) doc.addPage();
  const y = Math.max(doc.y + 20, A4.height - MARGIN - SIGNATURE_HEIGHT);
  const x = MARGIN + WIDTH - 200;
  doc.font(FONTS.regular).fontSize(9).fillColor(GREY).text("Signature", x, y, { width: 200, align: "center" });
  drawSignature(doc, document, { x, y: y + 12, width: 200, height: SIGNATURE_HEIGHT - 30 });
  doc.font(FONTS.regular).fontSize(9).fillColor("black").text(prescriberName(document.prescriber), x, y + SIGNATURE_HEIGHT - 14, { width: 200, align: "center" });
}

/** The footer of every page; the bottom margin is lifted while it is drawn, or PDFKit would start a page for it. */
function drawFooters(doc: Doc, document: PrescriptionDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const page = range.count > 1 ? ` — page ${index - range.start + 1}/${range.count}` : "";
    doc.font(FONTS.regular).fontSize(7.5).fillColor(GREY).text(`Ordonnance établie lors d'une télé-expertise (demande n° ${document.requestId})${page}`, MARGIN, FOOTER_Y, { width: WIDTH, align: "center", lineBreak: false });
    doc.page.margins = margins;
  }
}

/** The prescription as a PDF/A-2b file. */
export async function renderPrescriptionPdf(document: PrescriptionDocument): Promise<Uint8Array> {
  const titles = { default: "Ordonnance", bizone: "Ordonnance bizone", cerfa_12708_02: "Ordonnance de médicaments ou de produits et prestations d'exception" } as const;
  const doc = createPdfDocument({ title: titles[document.template], author: prescriberName(document.prescriber), subject: `Ordonnance — ${patientName(document.patient)}`, language: "fr-FR" }, MARGIN);
  if (document.template === "cerfa_12708_02") {
    drawPrescriptionForm(doc, document);
  } else {
    drawHeader(doc, document);
    drawPatient(doc, document);
    if (document.template === "bizone") drawBizone(doc, document);
    else drawDefault(doc, document);
    drawClosing(doc, document);
  }
  drawFooters(doc, document);
  return pdfBytes(doc);
}
