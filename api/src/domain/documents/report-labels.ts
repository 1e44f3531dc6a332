import type { Locale } from "../i18n/locales.ts";

// Issue 22 item 1: the consult report's words, in the five languages of the app. The report is
// written in the request's language (report-content.ts says which), not the reader's: the same
// request gives the same document to both sides and to the patient's record.

export type ReportLabels = {
  title: string;
  subtitle: string;
  request: string;
  requester: string;
  expert: string;
  recipient: string;
  publishedAt: string;
  completedAt: string;
  patient: string;
  lastName: string;
  birthName: string;
  firstName: string;
  birthDate: string;
  birthPlace: string;
  gender: string;
  genders: Record<"M" | "F" | "O", string>;
  ins: string;
  insOid: string;
  question: string;
  noQuestion: string;
  exchange: string;
  noExchange: string;
  conclusion: string;
  noConclusion: string;
  act: string;
  actLabel: string;
  noAct: string;
  supplement: string;
  amount: string;
  signature: string;
  specialty: string;
  identifier: string;
  name: string;
  generatedAt: string;
  page: (page: number, pages: number) => string;
  yes: string;
  no: string;
  fileStem: string;
};

const fr: ReportLabels = {
  title: "Compte rendu de télé-expertise",
  subtitle: "Avis donné par Consilium",
  request: "Demande n°",
  requester: "Professionnel requérant",
  expert: "Professionnel requis",
  recipient: "Adressée à",
  publishedAt: "Demande envoyée le",
  completedAt: "Avis terminé le",
  patient: "Patient",
  lastName: "Nom",
  birthName: "Nom de naissance",
  firstName: "Prénom(s)",
  birthDate: "Date de naissance",
  birthPlace: "Lieu de naissance",
  gender: "Sexe",
  genders: { M: "masculin", F: "féminin", O: "autre" },
  ins: "INS (matricule)",
  insOid: "OID de l'INS",
  question: "Question posée",
  noQuestion: "Aucune question écrite.",
  exchange: "Échanges",
  noExchange: "Aucun message.",
  conclusion: "Conclusion",
  noConclusion: "Le professionnel requis n'a pas écrit de conclusion.",
  act: "Acte",
  actLabel: "Acte de télé-expertise",
  noAct: "Aucun acte facturé.",
  supplement: "Supplément",
  amount: "Montant",
  signature: "Signature",
  specialty: "Spécialité",
  identifier: "Identifiant",
  name: "Nom",
  generatedAt: "Document généré le",
  page: (page, pages) => `Page ${page} sur ${pages}`,
  yes: "oui",
  no: "non",
  fileStem: "compte-rendu",
};

const de: ReportLabels = {
  title: "Konsiliarbericht (Telekonsil)",
  subtitle: "Erstellt mit Consilium",
  request: "Anfrage Nr.",
  requester: "Einholender Arzt/einholende Ärztin",
  expert: "Konsiliararzt/Konsiliarärztin",
  recipient: "Gerichtet an",
  publishedAt: "Anfrage gesendet am",
  completedAt: "Konsil abgeschlossen am",
  patient: "Patient/Patientin",
  lastName: "Name",
  birthName: "Geburtsname",
  firstName: "Vorname(n)",
  birthDate: "Geburtsdatum",
  birthPlace: "Geburtsort",
  gender: "Geschlecht",
  genders: { M: "männlich", F: "weiblich", O: "divers" },
  ins: "INS (französische Identitätsnummer)",
  insOid: "OID der INS",
  question: "Fragestellung",
  noQuestion: "Keine schriftliche Fragestellung.",
  exchange: "Verlauf",
  noExchange: "Keine Nachrichten.",
  conclusion: "Beurteilung",
  noConclusion: "Der Konsiliararzt hat keine Beurteilung geschrieben.",
  act: "Leistung",
  actLabel: "Telekonsiliarische Leistung (EBM)",
  noAct: "Keine Leistung abgerechnet.",
  supplement: "Zuschlag",
  amount: "Betrag",
  signature: "Unterschrift",
  specialty: "Fachgebiet",
  identifier: "Kennung",
  name: "Name",
  generatedAt: "Dokument erstellt am",
  page: (page, pages) => `Seite ${page} von ${pages}`,
  yes: "ja",
  no: "nein",
  fileStem: "konsiliarbericht",
};

const en: ReportLabels = {
  title: "Tele-expertise report",
  subtitle: "Opinion given through Consilium",
  request: "Request no.",
  requester: "Requesting professional",
  expert: "Expert",
  recipient: "Addressed to",
  publishedAt: "Request sent on",
  completedAt: "Opinion completed on",
  patient: "Patient",
  lastName: "Last name",
  birthName: "Birth name",
  firstName: "First name(s)",
  birthDate: "Date of birth",
  birthPlace: "Place of birth",
  gender: "Sex",
  genders: { M: "male", F: "female", O: "other" },
  ins: "INS (French national health identifier)",
  insOid: "INS OID",
  question: "Question",
  noQuestion: "No written question.",
  exchange: "Exchange",
  noExchange: "No messages.",
  conclusion: "Conclusion",
  noConclusion: "The expert wrote no conclusion.",
  act: "Act",
  actLabel: "Tele-expertise act",
  noAct: "No act billed.",
  supplement: "Supplement",
  amount: "Amount",
  signature: "Signature",
  specialty: "Specialty",
  identifier: "Identifier",
  name: "Name",
  generatedAt: "Document generated on",
  page: (page, pages) => `Page ${page} of ${pages}`,
  yes: "yes",
  no: "no",
  fileStem: "report",
};

const nlBE: ReportLabels = {
  title: "Verslag van tele-expertise",
  subtitle: "Advies gegeven via Consilium",
  request: "Aanvraag nr.",
  requester: "Aanvragende zorgverlener",
  expert: "Geraadpleegde zorgverlener",
  recipient: "Gericht aan",
  publishedAt: "Aanvraag verstuurd op",
  completedAt: "Advies afgerond op",
  patient: "Patiënt",
  lastName: "Naam",
  birthName: "Geboortenaam",
  firstName: "Voornaam/voornamen",
  birthDate: "Geboortedatum",
  birthPlace: "Geboorteplaats",
  gender: "Geslacht",
  genders: { M: "man", F: "vrouw", O: "anders" },
  ins: "INS (Frans nationaal gezondheidsnummer)",
  insOid: "OID van het INS",
  question: "Vraagstelling",
  noQuestion: "Geen geschreven vraag.",
  exchange: "Uitwisseling",
  noExchange: "Geen berichten.",
  conclusion: "Besluit",
  noConclusion: "De geraadpleegde zorgverlener schreef geen besluit.",
  act: "Prestatie",
  actLabel: "Prestatie tele-expertise",
  noAct: "Geen prestatie gefactureerd.",
  supplement: "Supplement",
  amount: "Bedrag",
  signature: "Handtekening",
  specialty: "Specialisme",
  identifier: "Identificatie",
  name: "Naam",
  generatedAt: "Document aangemaakt op",
  page: (page, pages) => `Pagina ${page} van ${pages}`,
  yes: "ja",
  no: "nee",
  fileStem: "verslag",
};

const LABELS: Record<Locale, ReportLabels> = { fr, "fr-BE": fr, de, en, "nl-BE": nlBE };

export function reportLabels(locale: Locale): ReportLabels {
  return LABELS[locale];
}

/** A moment as the language writes it, on the Paris clock (Berlin and Brussels share it). */
export function formatReportMoment(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(date).replace(/[\u00a0\u202f]/g, " ");
}

/** A day (a date column, stored at UTC midnight) as the language writes it. */
export function formatReportDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date).replace(/[\u00a0\u202f]/g, " ");
}
