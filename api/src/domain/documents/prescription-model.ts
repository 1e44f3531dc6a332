import type { PrescriptionTemplate } from "../rules/prescription-fields.ts";
import type { PrescriptionValues } from "./prescription-input.ts";

// What a prescription PDF shows, gathered by prescription.ts and drawn by prescription-pdf.ts
// and prescription-cerfa.ts.

export type Prescriber = {
  /** "Dr" for doctors, nothing for the other prescribing professions. */
  title: string;
  firstName: string;
  lastName: string;
  specialty: string | null;
  /** RPPS (11 digits) or ADELI (9), with its kind. */
  identifierType: "RPPS" | "ADELI";
  identifier: string | null;
  /** The numéro AM the prescription is made under; null on a preview without one. */
  billingNumber: string | null;
  address: string | null;
  finessNumber: string | null;
  /** The handwritten signature (PNG), when the prescriber has one. */
  signature: Uint8Array | null;
};

export type PrescriptionPatient = {
  firstName: string | null;
  lastName: string | null;
  birthName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  gender: "M" | "F" | "O" | null;
  /** The NIR, read only for this document. */
  nir: string | null;
};

export type PrescriptionDocument = {
  template: PrescriptionTemplate;
  values: PrescriptionValues;
  prescriber: Prescriber;
  patient: PrescriptionPatient;
  /** When it was written; printed as the day in Europe/Paris. */
  date: Date;
  requestId: number;
};

/** DD/MM/YYYY in Europe/Paris (prescriptions are French). */
export function frenchDay(date: Date): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(date);
}

/** YYYY-MM-DD as DD/MM/YYYY. */
export function frenchBirthDate(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

export function prescriberName(prescriber: Prescriber): string {
  return [prescriber.title, prescriber.firstName, prescriber.lastName.toUpperCase()].filter(Boolean).join(" ");
}

export function patientName(patient: PrescriptionPatient): string {
  const last = (patient.lastName || patient.birthName || "").toUpperCase();
  return [patient.firstName, last].filter(Boolean).join(" ");
}

/** "née DUPONT" when the birth name differs from the used name. */
export function birthNameNote(patient: PrescriptionPatient): string | null {
  if (!patient.birthName || !patient.lastName || patient.birthName.toUpperCase() === patient.lastName.toUpperCase()) return null;
  return `${patient.gender === "M" ? "né" : "née"} ${patient.birthName.toUpperCase()}`;
}

export function prescriptionFileName(document: Pick<PrescriptionDocument, "template" | "date">): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(document.date);
  const kind = document.template === "cerfa_12708_02" ? "ordonnance-exception" : document.template === "bizone" ? "ordonnance-bizone" : "ordonnance";
  return `${kind}-${day}.pdf`;
}
