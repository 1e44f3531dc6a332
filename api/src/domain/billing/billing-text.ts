import { specialtyLabelsFor } from "../directory/specialty-labels.ts";
import type { Locale } from "../i18n/locales.ts";
import type { BillingData, BillingInsurance, BillingProfessional } from "./billing-data.ts";

// Spec 2 §7 GET requests/{id}/billing/: the billing data as a plain-text file a biller reads (or
// types into software that takes no import), one field a line, labelled in the viewer's language.
// The insurance fields keep their national names (NIR, NISS, KVNR): that is what billers look for.

type Labels = {
  title: string;
  request: string;
  billedBy: string;
  side: Record<BillingData["side"], string>;
  actDate: string;
  act: string;
  supplement: string;
  total: string;
  patient: string;
  lastName: string;
  birthName: string;
  firstName: string;
  birthDate: string;
  gender: string;
  genders: Record<"M" | "F" | "O", string>;
  nir: string;
  regime: string;
  caisse: string;
  centre: string;
  niss: string;
  kvnr: string;
  krankenkasse: string;
  professional: Record<BillingData["side"], string>;
  name: string;
  specialty: string;
  billingNumber: string;
  identifier: string;
};

const fr: Labels = {
  title: "Données de facturation",
  request: "Demande",
  billedBy: "Facturé par",
  side: { expert: "le professionnel requis", requester: "le professionnel requérant" },
  actDate: "Date de l'acte",
  act: "Acte",
  supplement: "Supplément",
  total: "Montant total",
  patient: "Patient",
  lastName: "Nom",
  birthName: "Nom de naissance",
  firstName: "Prénom",
  birthDate: "Date de naissance",
  gender: "Sexe",
  genders: { M: "masculin", F: "féminin", O: "autre" },
  nir: "NIR (numéro de sécurité sociale)",
  regime: "Régime",
  caisse: "Caisse",
  centre: "Centre",
  niss: "NISS (numéro de registre national)",
  kvnr: "KVNR (numéro d'assuré allemand)",
  krankenkasse: "Caisse d'assurance maladie (Krankenkasse)",
  professional: { expert: "Professionnel requis", requester: "Professionnel requérant" },
  name: "Nom",
  specialty: "Spécialité",
  billingNumber: "Numéro de facturation",
  identifier: "Identifiant",
};

const de: Labels = {
  title: "Abrechnungsdaten",
  request: "Anfrage",
  billedBy: "Abgerechnet von",
  side: { expert: "Konsiliararzt/Konsiliarärztin", requester: "einholender Arzt/einholende Ärztin" },
  actDate: "Datum der Leistung",
  act: "Leistung (GOP)",
  supplement: "Zuschlag",
  total: "Gesamtbetrag",
  patient: "Patient/Patientin",
  lastName: "Name",
  birthName: "Geburtsname",
  firstName: "Vorname",
  birthDate: "Geburtsdatum",
  gender: "Geschlecht",
  genders: { M: "männlich", F: "weiblich", O: "divers" },
  nir: "NIR (französische Sozialversicherungsnummer)",
  regime: "Régime (Versicherungszweig)",
  caisse: "Caisse (Kasse)",
  centre: "Centre (Zahlstelle)",
  niss: "NISS (belgische Nationalregisternummer)",
  kvnr: "Krankenversichertennummer (KVNR)",
  krankenkasse: "Krankenkasse",
  professional: { expert: "Konsiliararzt/Konsiliarärztin", requester: "Einholender Arzt/einholende Ärztin" },
  name: "Name",
  specialty: "Fachgebiet",
  billingNumber: "Abrechnungsnummer",
  identifier: "Kennung",
};

const en: Labels = {
  title: "Billing data",
  request: "Request",
  billedBy: "Billed by",
  side: { expert: "the expert", requester: "the requesting professional" },
  actDate: "Date of the act",
  act: "Act",
  supplement: "Supplement",
  total: "Total amount",
  patient: "Patient",
  lastName: "Last name",
  birthName: "Birth name",
  firstName: "First name",
  birthDate: "Date of birth",
  gender: "Sex",
  genders: { M: "male", F: "female", O: "other" },
  nir: "NIR (French social security number)",
  regime: "Scheme (régime)",
  caisse: "Fund (caisse)",
  centre: "Centre",
  niss: "NISS (Belgian national register number)",
  kvnr: "KVNR (German health insurance number)",
  krankenkasse: "Health insurer (Krankenkasse)",
  professional: { expert: "Expert", requester: "Requesting professional" },
  name: "Name",
  specialty: "Specialty",
  billingNumber: "Billing number",
  identifier: "Identifier",
};

const nlBE: Labels = {
  title: "Factureringsgegevens",
  request: "Aanvraag",
  billedBy: "Gefactureerd door",
  side: { expert: "de geraadpleegde zorgverlener", requester: "de aanvragende zorgverlener" },
  actDate: "Datum van de prestatie",
  act: "Prestatie",
  supplement: "Supplement",
  total: "Totaalbedrag",
  patient: "Patiënt",
  lastName: "Naam",
  birthName: "Geboortenaam",
  firstName: "Voornaam",
  birthDate: "Geboortedatum",
  gender: "Geslacht",
  genders: { M: "man", F: "vrouw", O: "anders" },
  nir: "NIR (Frans socialezekerheidsnummer)",
  regime: "Stelsel (régime)",
  caisse: "Kas (caisse)",
  centre: "Centrum (centre)",
  niss: "INSZ (rijksregisternummer)",
  kvnr: "KVNR (Duits verzekeringsnummer)",
  krankenkasse: "Ziekenfonds (Krankenkasse)",
  professional: { expert: "Geraadpleegde zorgverlener", requester: "Aanvragende zorgverlener" },
  name: "Naam",
  specialty: "Specialisme",
  billingNumber: "Factureringsnummer",
  identifier: "Identificatie",
};

const LABELS: Record<Locale, Labels> = { fr, "fr-BE": fr, de, en, "nl-BE": nlBE };

const NONE = "—";

/** An amount as the language writes euros, with plain spaces (a text file is read by people and parsers alike). */
export function formatBillingAmount(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100).replace(/[\u00a0\u202f]/g, " ");
}

/** A YYYY-MM-DD day as the language writes dates (20/11/2026, 20.11.2026; English keeps the ISO form). */
export function formatBillingDay(day: string | null, locale: Locale): string {
  if (!day) return NONE;
  const [year, month, date] = day.split("-");
  if (locale === "en") return day;
  return locale === "de" ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}

const line = (label: string, value: string | number | null | undefined) => `${label}: ${value === null || value === undefined || value === "" ? NONE : value}`;

function insuranceLines(insurance: BillingInsurance, labels: Labels): string[] {
  if (insurance.country === "BE") return [line(labels.niss, insurance.niss)];
  if (insurance.country === "DE") return [line(labels.kvnr, insurance.kvnr), line(labels.krankenkasse, insurance.krankenkasse)];
  return [line(labels.nir, insurance.nir), line(labels.regime, insurance.regime), line(labels.caisse, insurance.caisse), line(labels.centre, insurance.centre)];
}

/** Billing numbers exist in France only (spec 2 §6): elsewhere the line would always be empty. */
function professionalLines(professional: BillingProfessional, labels: Labels, country: string, locale: Locale): string[] {
  return [
    `[${labels.professional[professional.role]}]`,
    line(labels.name, `${professional.lastName} ${professional.firstName}`.trim()),
    line(professional.identifierType ?? labels.identifier, professional.identifier),
    line(labels.specialty, (professional.specialtyCode ? specialtyLabelsFor(professional.specialtyCode, locale)?.label : null) ?? professional.specialty),
    ...(country === "FR" ? [line(labels.billingNumber, professional.billingNumber)] : []),
  ];
}

/** The text file: a title, then the act, the patient and both professionals, one field a line. */
export function billingText(data: BillingData, locale: Locale): string {
  const labels = LABELS[locale];
  const [main, ...supplements] = data.acts;
  const patient = data.patient;
  const lines = [
    `${labels.title} – Consilium`,
    line(labels.request, data.requestId),
    line(labels.billedBy, labels.side[data.side]),
    line(labels.actDate, formatBillingDay(data.actDate, locale)),
    line(labels.act, main ? `${main.code} (${formatBillingAmount(main.amountCents, locale)})` : data.actCode),
    ...supplements.map((supplement) => line(labels.supplement, `${supplement.quantity} × ${supplement.code} (${supplement.quantity} × ${formatBillingAmount(supplement.unitAmountCents, locale)} = ${formatBillingAmount(supplement.amountCents, locale)})`)),
    line(labels.total, formatBillingAmount(data.totalAmountCents, locale)),
    "",
    `[${labels.patient}]`,
    line(labels.lastName, patient.lastName),
    line(labels.birthName, patient.birthName),
    line(labels.firstName, patient.firstName),
    line(labels.birthDate, formatBillingDay(patient.birthDate, locale)),
    line(labels.gender, patient.gender ? labels.genders[patient.gender] : null),
    ...insuranceLines(patient.insurance, labels),
    "",
    ...professionalLines(data.biller, labels, data.country, locale),
    "",
    ...professionalLines(data.counterpart, labels, data.country, locale),
  ];
  // CRLF: the file opens as lines in every editor billers use, Windows Notepad included.
  return `${lines.join("\r\n")}\r\n`;
}

/** The file's name: the request and the act's day, no patient name (file names end up in logs and mail). */
export function billingFileName(data: BillingData): string {
  return `facturation-${data.requestId}-${data.actDate}.txt`;
}
