// A one-page PDF with lines of text in Helvetica, written by hand: the catalogue, one page, its
// font and content stream, and a cross-reference table with exact byte offsets.

const WIN_ANSI_EXTRA: Record<string, number> = { "—": 0x97, "–": 0x96, "’": 0x92, "€": 0x80, "µ": 0xb5 };

/** A PDF string literal in WinAnsi encoding (accents as octal escapes, so the file stays ASCII). */
function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const code = WIN_ANSI_EXTRA[char] ?? char.charCodeAt(0);
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code < 256) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return `${out})`;
}

export type PdfLine = { text: string; size?: number; bold?: boolean };

export function onePagePdf(lines: readonly PdfLine[]): Uint8Array {
  let y = 790;
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      y -= Math.round(size * 1.6);
      return `BT /${line.bold ? "F2" : "F1"} ${size} Tf 56 ${y} Td ${pdfString(line.text)} Tj ET`;
    })
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
