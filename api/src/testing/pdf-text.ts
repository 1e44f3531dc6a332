import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The words a reader sees in a generated PDF, page by page: what tests of the documents assert on.

/** Each page's text items, joined by spaces. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  // pdf.js detaches the buffer it is given: a copy keeps the caller's bytes readable.
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages;
}

/** The whole document's text, one line per page. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join("\n");
}
