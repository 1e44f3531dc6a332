import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

// Reports and prescriptions go into the patient's record for years: PDF/A-2b (ISO 19005-2, level B),
// which PDFKit writes itself (XMP identification, sRGB output intent) as long as every font is
// embedded. PDFKit's 14 standard fonts are not embedded, so the documents use DejaVu (from the
// dejavu-fonts-ttf package), subset into each file: it carries every French and German letter
// (é, è, ç, œ, ä, ö, ü, ß) and the Dutch ones.

const require = createRequire(import.meta.url);
const FONT_FOLDER = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

/** The font names the documents draw with. */
export const FONTS = {
  regular: "DejaVu",
  bold: "DejaVu-Bold",
  italic: "DejaVu-Oblique",
} as const;

export type PdfMetadata = { title: string; author: string; subject: string; language: string };

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** A new A4 document, PDF/A-2b, tagged with its language, with the documents' fonts registered. */
export function createPdfDocument(metadata: PdfMetadata, margin = 50): PDFKit.PDFDocument {
  const document = new PDFDocument({
    size: "A4",
    margin,
    pdfVersion: "1.7",
    subset: "PDF/A-2b",
    lang: metadata.language,
    displayTitle: true,
    bufferPages: true,
    info: { Title: metadata.title, Author: metadata.author, Subject: metadata.subject, Creator: "Consilium", Producer: "Consilium (PDFKit)" },
  });
  document.registerFont(FONTS.regular, path.join(FONT_FOLDER, "DejaVuSans.ttf"));
  document.registerFont(FONTS.bold, path.join(FONT_FOLDER, "DejaVuSans-Bold.ttf"));
  document.registerFont(FONTS.italic, path.join(FONT_FOLDER, "DejaVuSans-Oblique.ttf"));
  document.font(FONTS.regular);
  return document;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(document: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on("error", reject);
    document.end();
  });
}
