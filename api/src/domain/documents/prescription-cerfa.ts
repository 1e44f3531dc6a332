import { A4, FONTS } from "./pdf-document.ts";
import { drawSignature } from "./prescription-signature.ts";
import { prescriberName, type PrescriptionDocument } from "./prescription-model.ts";

// The official form 12708*02 (S3326), "ordonnance de médicaments ou de produits et prestations
// d'exception" (article R. 163-2 of the Code de la sécurité sociale), drawn to its layout: the
// title band with the cerfa number, then the boxes of the paper form from top to bottom (the
// person receiving care, the prescriber, the conditions of cover with the long-term condition
// and work-accident boxes and their dates in 8 character cells, the prescription itself, the
// day and the signature). Drawn from what the form is known to hold, not traced from the
// printer's file: the insurer's own PDF is not at hand here.

type Doc = PDFKit.PDFDocument;

const LEFT = 28;
const RIGHT = A4.width - 28;
const WIDTH = RIGHT - LEFT;
const BAND = 13;
const GREY = "#444444";
const BAND_FILL = "#e6e6e6";
const CELL = 11.5;

function label(doc: Doc, text: string, x: number, y: number, width?: number): void {
  doc.font(FONTS.regular).fontSize(7.5).fillColor(GREY).text(text, x, y, width ? { width } : { lineBreak: false });
}

function value(doc: Doc, text: string, x: number, y: number, width: number, size = 10): void {
  doc.font(FONTS.bold).fontSize(size).fillColor("black").text(text, x, y, { width, height: size * 2.6, ellipsis: true });
}

/** A section: a grey band with its title, and the frame around its content. */
function section(doc: Doc, title: string, y: number, height: number): void {
  doc.lineWidth(0.8).strokeColor("black");
  doc.rect(LEFT, y, WIDTH, BAND).fillAndStroke(BAND_FILL, "black");
  doc.font(FONTS.bold).fontSize(8.5).fillColor("black").text(title, LEFT + 6, y + 2.5, { lineBreak: false });
  doc.rect(LEFT, y, WIDTH, height).stroke();
}

/** Character cells, one character each: the form's way of writing numbers and dates. */
function cells(doc: Doc, x: number, y: number, count: number, text: string, groups: readonly number[] = []): number {
  let cursor = x;
  const characters = [...text];
  let group = 0;
  let inGroup = 0;
  for (let index = 0; index < count; index += 1) {
    doc.lineWidth(0.5).strokeColor(GREY).rect(cursor, y, CELL, CELL + 2).stroke();
    const character = characters[index];
    if (character) doc.font(FONTS.regular).fontSize(9).fillColor("black").text(character, cursor, y + 2.5, { width: CELL, align: "center", lineBreak: false });
    cursor += CELL;
    inGroup += 1;
    if (groups[group] !== undefined && inGroup === groups[group]) {
      cursor += 4;
      group += 1;
      inGroup = 0;
    }
  }
  return cursor;
}

function checkbox(doc: Doc, x: number, y: number, checked: boolean, caption: string): number {
  doc.lineWidth(0.6).strokeColor("black").rect(x, y, 8, 8).stroke();
  if (checked) {
    doc.lineWidth(1.1).moveTo(x + 1.5, y + 1.5).lineTo(x + 6.5, y + 6.5).moveTo(x + 6.5, y + 1.5).lineTo(x + 1.5, y + 6.5).stroke();
  }
  doc.font(FONTS.regular).fontSize(8).fillColor("black").text(caption, x + 11, y, { lineBreak: false });
  return x + 11 + doc.widthOfString(caption) + 14;
}

function yesNo(doc: Doc, x: number, y: number, answer: boolean | null): number {
  const after = checkbox(doc, x, y, answer === true, "oui");
  return checkbox(doc, after, y, answer === false, "non");
}

function dayCells(date: Date): string {
  const parts = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}${part("month")}${part("year")}`;
}

function birthCells(day: string | null): string {
  return day ? `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}` : "";
}

function drawTitle(doc: Doc): number {
  const top = 26;
  doc.font(FONTS.bold).fontSize(9).fillColor("black").text("l'Assurance", LEFT, top + 4, { lineBreak: false });
  doc.text("Maladie", LEFT, top + 15, { lineBreak: false });
  doc.font(FONTS.bold).fontSize(11.5).text("ordonnance de médicaments ou de produits", LEFT + 90, top, { width: WIDTH - 190, align: "center" });
  doc.text("et prestations d'exception", { width: WIDTH - 190, align: "center" });
  doc.font(FONTS.italic).fontSize(7.5).fillColor(GREY).text("(article R. 163-2, 2e alinéa du Code de la sécurité sociale)", { width: WIDTH - 190, align: "center" });
  doc.lineWidth(1).strokeColor("black").rect(RIGHT - 84, top, 84, 34).stroke();
  doc.font(FONTS.bold).fontSize(13).fillColor("black").text("cerfa", RIGHT - 84, top + 3, { width: 84, align: "center", lineBreak: false });
  doc.font(FONTS.regular).fontSize(8.5).text("N° 12708*02", RIGHT - 84, top + 20, { width: 84, align: "center", lineBreak: false });
  return top + 50;
}

/** The form's order: the birth name, then the name in use when it differs, then the first name. */
function formName(patient: PrescriptionDocument["patient"]): string {
  const birth = (patient.birthName || patient.lastName || "").toUpperCase();
  const used = (patient.lastName ?? "").toUpperCase();
  return [birth, used && used !== birth ? used : "", patient.firstName ?? ""].filter(Boolean).join(" ");
}

function drawPatientBox(doc: Doc, document: PrescriptionDocument, y: number): number {
  const height = 74;
  section(doc, "personne recevant les soins et assuré(e)", y, height);
  const { patient } = document;
  label(doc, "nom et prénom", LEFT + 6, y + BAND + 5);
  label(doc, "(nom de famille (de naissance) suivi du nom d'usage (facultatif et s'il y a lieu))", LEFT + 70, y + BAND + 5);
  value(doc, formName(patient) || " ", LEFT + 6, y + BAND + 16, WIDTH - 12);
  const row = y + BAND + 38;
  label(doc, "numéro d'immatriculation", LEFT + 6, row + 3);
  cells(doc, LEFT + 112, row, 15, patient.nir ?? "", [1, 2, 2, 2, 3, 3, 2]);
  label(doc, "date de naissance", LEFT + 360, row + 3);
  cells(doc, LEFT + 430, row, 8, birthCells(patient.birthDate), [2, 2, 4]);
  return y + height + 8;
}

function drawPrescriberBox(doc: Doc, document: PrescriptionDocument, y: number): number {
  const height = 84;
  section(doc, "identification du prescripteur", y, height);
  const { prescriber } = document;
  label(doc, "nom et prénom", LEFT + 6, y + BAND + 5);
  value(doc, prescriberName(prescriber), LEFT + 6, y + BAND + 15, WIDTH * 0.55);
  if (prescriber.specialty) label(doc, prescriber.specialty, LEFT + 6, y + BAND + 29, WIDTH * 0.55);
  label(doc, "adresse", LEFT + 6, y + BAND + 42);
  doc.font(FONTS.regular).fontSize(8.5).fillColor("black").text(prescriber.address ?? "", LEFT + 44, y + BAND + 41, { width: WIDTH * 0.55 - 40, height: 24, ellipsis: true });
  const column = LEFT + WIDTH * 0.6;
  label(doc, "identifiant (n° AM)", column, y + BAND + 5);
  cells(doc, column, y + BAND + 15, 9, prescriber.billingNumber ?? "");
  label(doc, prescriber.identifierType === "RPPS" ? "n° RPPS" : "n° ADELI", column, y + BAND + 35);
  cells(doc, column, y + BAND + 45, prescriber.identifierType === "RPPS" ? 11 : 9, prescriber.identifier ?? "");
  if (prescriber.finessNumber) label(doc, `n° FINESS de l'établissement : ${prescriber.finessNumber}`, column, y + BAND + 63);
  return y + height + 8;
}

function drawConditionsBox(doc: Doc, document: PrescriptionDocument, y: number): number {
  const height = 76;
  section(doc, "conditions de prise en charge", y, height);
  const { values } = document;
  let row = y + BAND + 7;
  label(doc, "soins en rapport avec une affection de longue durée exonérante (ALD)", LEFT + 6, row);
  yesNo(doc, LEFT + 360, row, values.ald);
  row += 18;
  label(doc, "accident du travail ou maladie professionnelle", LEFT + 6, row);
  yesNo(doc, LEFT + 360, row, values.workAccident);
  row += 16;
  label(doc, "date", LEFT + 24, row + 3);
  const after = cells(doc, LEFT + 50, row, 8, values.workAccidentDate ?? "", [2, 2, 4]);
  label(doc, "ou n°", after + 12, row + 3);
  doc.font(FONTS.regular).fontSize(9).fillColor("black").text(values.workAccidentNumber || "", after + 40, row + 2, { width: 150, lineBreak: false });
  label(doc, "à réaliser avant le", LEFT + 330, row + 3);
  cells(doc, LEFT + 400, row, 8, values.deadlineDate ?? "", [2, 2, 4]);
  return y + height + 8;
}

/** The prescription box takes the room down to the signature row; a long text is set smaller until it fits. */
function drawPrescriptionBox(doc: Doc, document: PrescriptionDocument, y: number, bottom: number): void {
  section(doc, "prescription", y, bottom - y);
  label(doc, "médicament, produit ou prestation d'exception prescrit(e), posologie et durée du traitement", LEFT + 6, y + BAND + 4);
  const width = WIDTH - 16;
  const height = bottom - (y + BAND + 18) - 6;
  let size = 11;
  doc.font(FONTS.regular);
  while (size > 7 && doc.fontSize(size).heightOfString(document.values.text, { width, lineGap: 1.5 }) > height) size -= 0.5;
  doc.fontSize(size).fillColor("black").text(document.values.text, LEFT + 8, y + BAND + 18, { width, height, lineGap: 1.5, ellipsis: true });
}

function drawSignatureRow(doc: Doc, document: PrescriptionDocument, y: number): void {
  const height = 82;
  doc.lineWidth(0.8).strokeColor("black").rect(LEFT, y, WIDTH, height).stroke();
  label(doc, "date", LEFT + 6, y + 8);
  cells(doc, LEFT + 34, y + 5, 8, dayCells(document.date), [2, 2, 4]);
  label(doc, "Le médicament, le produit ou la prestation d'exception est prescrit(e) conformément à sa fiche d'information thérapeutique.", LEFT + 6, y + 32, WIDTH * 0.5);
  const box = { x: LEFT + WIDTH * 0.55, y: y + 4, width: WIDTH * 0.45 - 6, height: height - 8 };
  label(doc, "signature du prescripteur", box.x, box.y + 2);
  drawSignature(doc, document, { x: box.x, y: box.y + 12, width: box.width, height: box.height - 14 });
}

/** The whole form on one page, in absolute positions: the form's margins replace the documents' own. */
export function drawPrescriptionForm(doc: Doc, document: PrescriptionDocument): void {
  doc.page.margins = { top: 20, left: LEFT, right: 28, bottom: 20 };
  let y = drawTitle(doc);
  y = drawPatientBox(doc, document, y);
  y = drawPrescriberBox(doc, document, y);
  y = drawConditionsBox(doc, document, y);
  const signatureY = A4.height - 40 - 82;
  drawPrescriptionBox(doc, document, y, signatureY - 8);
  drawSignatureRow(doc, document, signatureY);
}
