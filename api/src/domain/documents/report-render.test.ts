import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ReportContent } from "./report-content.ts";
import { reportDocx } from "./report-docx.ts";
import { reportFileName } from "./report-file.ts";
import { reportLabels } from "./report-labels.ts";
import { reportPdf } from "./report-pdf.ts";
import type { Locale } from "../i18n/locales.ts";
import { pdfText } from "../../testing/pdf-text.ts";

function docxParts(bytes: Uint8Array): Record<string, string> {
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith(".xml") || name.endsWith(".rels")).map(([name, data]) => [name, strFromU8(data)]));
}

/** The document's words without the XML between runs. */
const wordsOf = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join("").replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

const signature = await sharp({ create: { width: 120, height: 40, channels: 4, background: { r: 10, g: 20, b: 90, alpha: 0.8 } } }).png().toBuffer();

function content(locale: Locale, overrides: Partial<ReportContent> = {}): ReportContent {
  return {
    requestId: 4242,
    locale,
    labels: reportLabels(locale),
    requester: { name: "Claire Dubois", identifierType: "RPPS", identifier: "10003456789", specialty: "Médecine générale" },
    recipient: "Jean Lefèvre",
    expert: { name: "Jean Lefèvre", identifierType: "RPPS", identifier: "10009876543", specialty: "Dermatologie" },
    publishedAt: new Date("2026-11-02T09:15:00Z"),
    completedAt: new Date("2026-11-03T16:40:00Z"),
    patient: { lastName: "Müller-Lüdenscheidt", birthName: "Martin", firstName: "Éloïse", birthDate: new Date("1980-05-17T00:00:00Z"), birthPlace: "Strasbourg", gender: "F", ins: { id: "280057512345678", oid: "1.2.250.1.213.1.4.8" } },
    question: { description: "Lésion pigmentée du dos, évolutive depuis 3 mois.", form: [{ label: "Taille (mm)", value: "7 mm" }] },
    exchange: [
      { author: "Claire Dubois", expertSide: false, at: new Date("2026-11-02T09:15:00Z"), content: "Photo jointe." },
      { author: "Jean Lefèvre", expertSide: true, at: new Date("2026-11-03T16:30:00Z"), content: "Nævus bénin, surveillance annuelle." },
    ],
    conclusion: { author: "Jean Lefèvre", expertSide: true, at: new Date("2026-11-03T16:30:00Z"), content: "Nævus bénin, surveillance annuelle." },
    act: { lines: [{ code: "TE2", quantity: 1, amountCents: 2000 }], totalCents: 2000 },
    signature: new Uint8Array(signature),
    generatedAt: new Date("2026-11-04T08:00:00Z"),
    ...overrides,
  };
}

describe("the consult report's PDF", () => {
  it("holds who asked whom, the patient with the INS, the question, the exchange, the conclusion, the act and the expert's RPPS, archivable", async () => {
    const bytes = await reportPdf(content("fr"));
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
    expect(raw).toContain("/FontFile2");
    expect(raw).toContain("/Subtype /Image");
    const text = await pdfText(bytes);
    for (const expected of [
      "Compte rendu de télé-expertise",
      "Demande n° 4242",
      "Claire Dubois",
      "Müller-Lüdenscheidt",
      "Éloïse",
      "17 mai 1980",
      "280057512345678",
      "Lésion pigmentée du dos, évolutive depuis 3 mois.",
      "Taille (mm)",
      "Photo jointe.",
      "Conclusion",
      "Nævus bénin, surveillance annuelle.",
      "TE2",
      "20,00 €",
      "10009876543",
      "Dermatologie",
      "Signature",
      "Document généré le 4 novembre 2026",
      "Page 1 sur",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is in German for a German request, with the LANR", async () => {
    const text = await pdfText(
      await reportPdf(
        content("de", {
          expert: { name: "Stefan Bauer", identifierType: "LANR", identifier: "123456601", specialty: "Kardiologie" },
          act: { lines: [{ code: "01671", quantity: 1, amountCents: 1200 }, { code: "01672", quantity: 2, amountCents: 800 }], totalCents: 2000 },
        }),
      ),
    );
    for (const expected of ["Konsiliarbericht", "Fragestellung", "Beurteilung", "Geburtsdatum", "17. Mai 1980", "LANR", "123456601", "Zuschlag 2 × 01672", "01671", "Seite 1 von", "Dokument erstellt am"]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Compte rendu");
  });

  it("says so when there is no conclusion, no act and no question, and spans pages with a long exchange", async () => {
    const long = Array.from({ length: 40 }, (_, index) => ({ author: "Jean Lefèvre", expertSide: true, at: new Date("2026-11-03T10:00:00Z"), content: `Message ${index + 1}: ${"texte ".repeat(30)}` }));
    const bytes = await reportPdf(content("fr", { conclusion: null, act: null, question: { description: null, form: [] }, exchange: long, signature: null }));
    const text = await pdfText(bytes);
    expect(text).toContain("Le professionnel requis n'a pas écrit de conclusion.");
    expect(text).toContain("Aucun acte facturé.");
    expect(text).toContain("Aucune question écrite.");
    expect(text).toMatch(/Page 3 sur [3-9]/);
    expect(text).toContain("Message 40:");
  });
  it("leaves the exchange out when the conclusion is the only message, and says there was none when nothing was written", async () => {
    const onlyConclusion = await pdfText(await reportPdf(content("fr", { exchange: [] })));
    expect(onlyConclusion).not.toContain("Échanges");
    expect(onlyConclusion).toContain("Nævus bénin, surveillance annuelle.");
    const nothing = await pdfText(await reportPdf(content("fr", { exchange: [], conclusion: null })));
    expect(nothing).toContain("Échanges");
    expect(nothing).toContain("Aucun message.");
    const docx = wordsOf(docxParts(await reportDocx(content("fr", { exchange: [] })))["word/document.xml"] ?? "");
    expect(docx).not.toContain("Échanges");
    expect(docx).toContain("Nævus bénin, surveillance annuelle.");
  });
});

describe("the consult report's DOCX", () => {
  it("is an OOXML package whose document holds the same fields, with the signature embedded", async () => {
    const parts = docxParts(await reportDocx(content("fr")));
    expect(parts["[Content_Types].xml"]).toContain("wordprocessingml.document.main+xml");
    const xml = parts["word/document.xml"] ?? "";
    expect(xml).toContain("<w:tbl>");
    expect(xml).toContain("<w:drawing>");
    const words = wordsOf(xml);
    for (const expected of ["Compte rendu de télé-expertise", "Müller-Lüdenscheidt", "280057512345678", "Lésion pigmentée du dos", "Taille (mm)", "7 mm", "Nævus bénin, surveillance annuelle.", "TE2", "20,00 €", "RPPS", "10009876543"]) {
      expect(words).toContain(expected);
    }
    expect(Object.keys(parts).some((name) => name.startsWith("word/_rels/"))).toBe(true);
  });

  it("is in German for a German request", async () => {
    const words = wordsOf(docxParts(await reportDocx(content("de")))["word/document.xml"] ?? "");
    for (const expected of ["Konsiliarbericht", "Fragestellung", "Beurteilung", "Konsiliararzt/Konsiliarärztin", "Geburtsname"]) {
      expect(words).toContain(expected);
    }
  });
});

describe("reportFileName", () => {
  it("names the file in the report's language, with the request and the day, without the patient", () => {
    expect(reportFileName(content("fr"), "pdf")).toBe("compte-rendu-4242-2026-11-03.pdf");
    expect(reportFileName(content("de"), "docx")).toBe("konsiliarbericht-4242-2026-11-03.docx");
  });
});
