import type { PrescriptionDocument } from "./prescription-model.ts";

/** The prescriber's handwritten signature (settings area), fitted in its box; nothing when they have none. */
export function drawSignature(doc: PDFKit.PDFDocument, document: PrescriptionDocument, box: { x: number; y: number; width: number; height: number }): void {
  const signature = document.prescriber.signature;
  if (!signature) return;
  try {
    doc.image(Buffer.from(signature), box.x, box.y, { fit: [box.width, box.height], align: "center", valign: "center" });
  } catch (error) {
    // A picture PDFKit cannot read must not cost the prescription: it is signed by hand then.
    console.error("[documents] the signature picture could not be drawn", error);
  }
}
