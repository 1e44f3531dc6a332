import { describe, expect, it } from "vitest";
import type { BillingData } from "./billing-data.ts";
import { billingFileName, billingText, formatBillingAmount, formatBillingDay } from "./billing-text.ts";

// The billing text file a biller reads (spec 2 §7 GET requests/{id}/billing/): one field a line,
// labels in the viewer's language, only the patient's own country's insurance numbers.

const professional = (role: "expert" | "requester", identifierType: "RPPS" | "LANR", identifier: string, billingNumber: string | null) => ({
  role,
  firstName: role === "expert" ? "Frédéric" : "Claire",
  lastName: role === "expert" ? "Laurent" : "Dubois",
  identifier,
  identifierType,
  professionCode: 10,
  specialty: "Cardiologie et maladies vasculaires",
  specialtyCode: "SM04",
  billingNumber,
});

const french: BillingData = {
  requestId: 42,
  consultId: 7,
  side: "expert",
  country: "FR",
  actDate: "2026-01-01",
  actCode: "TE2",
  acts: [{ code: "TE2", quantity: 1, unitAmountCents: 2300, amountCents: 2300, supplementTo: null }],
  totalAmountCents: 2300,
  eligibility: "ELIGIBLE",
  patient: { lastName: "Martin", birthName: "Durand", firstName: "Jeanne", birthDate: "1958-03-14", gender: "F", insurance: { country: "FR", nir: "185057800608491", regime: "01", caisse: "751", centre: null } },
  biller: professional("expert", "RPPS", "10003461033", "751234567"),
  counterpart: professional("requester", "RPPS", "10000000001", null),
  integratedAct: false,
};

const german: BillingData = {
  ...french,
  country: "DE",
  actCode: "01671",
  acts: [
    { code: "01671", quantity: 1, unitAmountCents: 1631, amountCents: 1631, supplementTo: null },
    { code: "01672", quantity: 3, unitAmountCents: 828, amountCents: 2484, supplementTo: "01671" },
  ],
  totalAmountCents: 4115,
  patient: { ...french.patient, insurance: { country: "DE", kvnr: "X110411675", krankenkasse: "AOK Bayern" } },
  biller: professional("expert", "LANR", "123456601", null),
  counterpart: professional("requester", "LANR", "234567801", null),
};

describe("billingText", () => {
  it("writes a French consult in French, one field a line, with the NIR, the act and its amount", () => {
    const lines = billingText(french, "fr").split("\r\n");
    expect(lines.slice(0, 6)).toEqual(["Données de facturation – Consilium", "Demande: 42", "Facturé par: le professionnel requis", "Date de l'acte: 01/01/2026", "Acte: TE2 (23,00 €)", "Montant total: 23,00 €"]);
    expect(lines).toContain("NIR (numéro de sécurité sociale): 185057800608491");
    expect(lines).toContain("Centre: —");
    expect(lines).toContain("Numéro de facturation: 751234567");
    // The requester gave no number: a dash, not an empty value a parser would misread.
    expect(lines).toContain("Numéro de facturation: —");
    expect(lines).toContain("Nom: Laurent Frédéric");
    // Every line is a section heading, a blank between sections, or "label: value" with a value.
    expect(lines.filter((line) => line !== "" && !/^\[.+\]$/.test(line) && !/^[^:]+: \S/.test(line)).slice(1)).toEqual([]);
  });

  it("writes the same data in English and Dutch for other viewers", () => {
    expect(billingText(french, "en")).toContain("Act: TE2 (€23.00)\r\n");
    expect(billingText(french, "en")).toContain("Date of the act: 2026-01-01\r\n");
    expect(billingText(french, "nl-BE")).toContain("Prestatie: TE2 (€ 23,00)\r\n");
    expect(billingText(french, "fr-BE")).toContain("Acte: TE2 (23,00 €)\r\n");
  });

  it("writes a German consult with its supplements and the KVNR, no French field and no billing number", () => {
    const text = billingText(german, "de");
    expect(text).toContain("Leistung (GOP): 01671 (16,31 €)\r\nZuschlag: 3 × 01672 (3 × 8,28 € = 24,84 €)\r\nGesamtbetrag: 41,15 €\r\n");
    expect(text).toContain("Krankenversichertennummer (KVNR): X110411675\r\nKrankenkasse: AOK Bayern\r\n");
    expect(text).toContain("LANR: 123456601");
    // The specialty in the reader's language, from its code (the stored label is French).
    expect(text).toContain("Fachgebiet: Innere Medizin und Kardiologie\r\n");
    expect(text).not.toMatch(/NIR|Régime|Abrechnungsnummer/);
  });

  it("names the file after the request and the day, never the patient", () => {
    expect(billingFileName(french)).toBe("facturation-42-2026-01-01.txt");
  });
});

describe("amounts and days", () => {
  it("uses plain spaces and each language's date order", () => {
    expect(formatBillingAmount(123456, "fr")).toBe("1 234,56 €");
    expect(formatBillingDay("2026-11-20", "de")).toBe("20.11.2026");
    expect(formatBillingDay(null, "fr")).toBe("—");
  });
});
