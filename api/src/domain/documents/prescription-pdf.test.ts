import { describe, expect, it } from "vitest";
import { renderPrescriptionPdf } from "./prescription-pdf.ts";
import type { PrescriptionDocument } from "./prescription-model.ts";
import type { PrescriptionValues } from "./prescription-input.ts";
import { pdfPagesText } from "../../testing/pdf-text.ts";

const VALUES: PrescriptionValues = { text: "", aldText: "", ald: null, workAccident: null, workAccidentDate: null, workAccidentNumber: "", deadlineDate: null };

export function sampleDocument(template: PrescriptionDocument["template"], values: Partial<PrescriptionValues>): PrescriptionDocument {
  return {
    template,
    values: { ...VALUES, ...values },
    requestId: 42,
    date: new Date("2026-11-27T10:00:00Z"),
    prescriber: {
      title: "Dr",
      firstName: "Hélène",
      lastName: "Lefèvre",
      specialty: "Cardiologie et maladies vasculaires",
      identifierType: "RPPS",
      identifier: "10101010101",
      billingNumber: "751123456",
      address: "12 rue de la Paix, 75002 Paris",
      finessNumber: null,
      signature: null,
    },
    patient: { firstName: "Jeanne", lastName: "Martin", birthName: "Durand", birthDate: "1958-03-14", gender: "F", nir: "258037511212345" },
  };
}

describe("renderPrescriptionPdf", () => {
  it("prints the free-text prescription with the prescriber's identifiers and the patient's identity", async () => {
    const bytes = await renderPrescriptionPdf(sampleDocument("default", { text: "Bisoprolol 2,5 mg : 1 cp le matin pendant 3 mois." }));
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
    const [text] = await pdfPagesText(bytes);
    for (const expected of ["Dr Hélène LEFÈVRE", "RPPS 10101010101", "N° AM 751123456", "12 rue de la Paix", "Jeanne MARTIN", "née DURAND le 14/03/1958", "2 58 03 75 112 123 45", "Le 27/11/2026", "ORDONNANCE", "Bisoprolol 2,5 mg"]) {
      expect(text).toContain(expected);
    }
  });

  it("draws the two zones of the bizone prescription, the long-term condition's first", async () => {
    const bytes = await renderPrescriptionPdf(sampleDocument("bizone", { aldText: "Apixaban 5 mg matin et soir", text: "Paracétamol 1 g si douleur" }));
    const [text = ""] = await pdfPagesText(bytes);
    const upper = text.indexOf("Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste)");
    const lower = text.indexOf("Prescriptions SANS RAPPORT avec l'affection de longue durée");
    expect(upper).toBeGreaterThanOrEqual(0);
    expect(lower).toBeGreaterThan(upper);
    expect(text.indexOf("Apixaban 5 mg")).toBeGreaterThan(upper);
    expect(text.indexOf("Apixaban 5 mg")).toBeLessThan(lower);
    expect(text.indexOf("Paracétamol 1 g")).toBeGreaterThan(lower);
  });

  it("draws form 12708*02 on one page with its boxes and the ticked answers", async () => {
    const bytes = await renderPrescriptionPdf(
      sampleDocument("cerfa_12708_02", { text: "Adalimumab 40 mg, 1 injection toutes les 2 semaines", ald: true, workAccident: false, workAccidentDate: null, deadlineDate: "31122026" }),
    );
    const pages = await pdfPagesText(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? "";
    for (const expected of ["ordonnance de médicaments ou de produits", "et prestations d'exception", "N° 12708*02", "personne recevant les soins et assuré(e)", "identification du prescripteur", "conditions de prise en charge", "prescription", "Adalimumab 40 mg", "Dr Hélène LEFÈVRE", "signature du prescripteur"]) {
      expect(text).toContain(expected);
    }
    // The date cells hold one character each: 3 1 1 2 2 0 2 6.
    expect(text.replace(/\s/g, "")).toContain("31122026");
  });

  it("keeps a long text on more pages with a footer on each", async () => {
    const long = Array.from({ length: 120 }, (_, index) => `Ligne ${index + 1} de la prescription`).join("\n");
    const pages = await pdfPagesText(await renderPrescriptionPdf(sampleDocument("default", { text: long })));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(" ")).toContain("Ligne 120 de la prescription");
    expect(pages[1]).toContain("page 2/");
  });
});
