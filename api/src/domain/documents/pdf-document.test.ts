import { describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createPdfDocument, pdfBytes } from "./pdf-document.ts";

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
}

describe("createPdfDocument", () => {
  it("writes a PDF/A-2b file whose text keeps the French and German letters", async () => {
    const document = createPdfDocument({ title: "Compte rendu", author: "Dr Müller", subject: "Télé-expertise", language: "de-DE" });
    document.text("Größe, Übelkeit, cœur, élève, ça");
    const bytes = await pdfBytes(document);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
    expect(raw).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(raw).toContain("/OutputIntents");
    expect(raw).toContain("/FontFile2");
    expect(raw).not.toContain("/Helvetica");
    expect(await textOf(bytes)).toContain("Größe, Übelkeit, cœur, élève, ça");
  });
});
