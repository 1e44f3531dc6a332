import type { Locale } from "../i18n/locales.ts";
import type { RetentionItem } from "../rules/data-retention.ts";

// The words of the "my data" archive's about.json, in the account's language (issue 20 item 10):
// the file is read by the professional, not by a program, so it speaks as the screens do. The
// keys stay in English (like the REST API's), the sentences follow the account.

type Wording = {
  title: string;
  summary: string;
  notIncluded: string;
  /** What each kind of data is. */
  kinds: Record<RetentionItem["kind"], string>;
  /** How long it is kept: for a number of days after an event, or while the account exists. */
  keptFor: (days: number, from: NonNullable<RetentionItem["from"]>) => string;
  keptWhileAccount: string;
  requestsKept: string;
};

const fr: Wording = {
  title: "Vos données Consilium",
  summary: "Cette archive contient les données de votre compte : profil, réglages, adhésions aux groupes et demandes que vous avez rédigées, un fichier JSON par partie.",
  notIncluded: "L'identité des patients concernés par vos demandes n'y figure pas : elle leur appartient et se consulte dans chaque demande.",
  kinds: {
    account: "Profil, réglages, numéros de facturation et adhésions",
    requests: "Demandes, messages et fichiers",
    sessions: "Sessions et appareils mémorisés",
    codes: "Codes de connexion et de confirmation",
    access_trail: "Journal des accès aux demandes",
    data_export: "Cette archive",
  },
  keptFor: (days, from) =>
    `Conservé ${days} jour${days > 1 ? "s" : ""} après ${{ account_closed: "la fermeture du compte", session_ended: "la fin de la session", code_expired: "l'expiration du code", access: "l'accès", export_requested: "la demande de l'archive" }[from]}.`,
  keptWhileAccount: "Conservé tant que le compte existe ; la fermeture d'un compte passe par le support.",
  requestsKept: "Conservé sans suppression automatique : ces données font partie des soins des patients, partagés avec vos confrères.",
};

const de: Wording = {
  title: "Ihre Consilium-Daten",
  summary: "Dieses Archiv enthält die Daten Ihres Kontos: Profil, Einstellungen, Gruppenmitgliedschaften und die von Ihnen verfassten Anfragen, eine JSON-Datei pro Teil.",
  notIncluded: "Die Identität der Patientinnen und Patienten, um die es in Ihren Anfragen geht, ist nicht enthalten: Sie gehört ihnen und ist in jeder Anfrage einsehbar.",
  kinds: {
    account: "Profil, Einstellungen, Abrechnungsnummern und Mitgliedschaften",
    requests: "Anfragen, Nachrichten und Dateien",
    sessions: "Sitzungen und gespeicherte Geräte",
    codes: "Anmelde- und Bestätigungscodes",
    access_trail: "Protokoll der Zugriffe auf Anfragen",
    data_export: "Dieses Archiv",
  },
  keptFor: (days, from) =>
    `Aufbewahrt ${days} Tag${days > 1 ? "e" : ""} nach ${{ account_closed: "der Schließung des Kontos", session_ended: "dem Ende der Sitzung", code_expired: "dem Ablauf des Codes", access: "dem Zugriff", export_requested: "der Anforderung des Archivs" }[from]}.`,
  keptWhileAccount: "Aufbewahrt, solange das Konto besteht; die Schließung eines Kontos erfolgt über den Support.",
  requestsKept: "Ohne automatische Löschung aufbewahrt: Diese Daten gehören zur Behandlung der Patientinnen und Patienten, die Sie mit Kolleginnen und Kollegen teilen.",
};

const en: Wording = {
  title: "Your Consilium data",
  summary: "This archive holds your account's data: profile, settings, group memberships and the requests you wrote, one JSON file per part.",
  notIncluded: "The identity of the patients your requests are about is not included: it is theirs, and is read in each request.",
  kinds: {
    account: "Profile, settings, billing numbers and memberships",
    requests: "Requests, messages and files",
    sessions: "Sessions and remembered devices",
    codes: "Login and confirmation codes",
    access_trail: "Record of who opened requests",
    data_export: "This archive",
  },
  keptFor: (days, from) =>
    `Kept ${days} day${days > 1 ? "s" : ""} after ${{ account_closed: "the account is closed", session_ended: "the session ends", code_expired: "the code expires", access: "the access", export_requested: "the archive was asked for" }[from]}.`,
  keptWhileAccount: "Kept while the account exists; closing an account goes through support.",
  requestsKept: "Kept with no automatic deletion: this data is part of the patients' care shared with your colleagues.",
};

const nlBE: Wording = {
  title: "Uw Consilium-gegevens",
  summary: "Dit archief bevat de gegevens van uw account: profiel, instellingen, groepslidmaatschappen en de aanvragen die u schreef, één JSON-bestand per onderdeel.",
  notIncluded: "De identiteit van de patiënten over wie uw aanvragen gaan, zit er niet in: die behoort hun toe en is in elke aanvraag te raadplegen.",
  kinds: {
    account: "Profiel, instellingen, factureringsnummers en lidmaatschappen",
    requests: "Aanvragen, berichten en bestanden",
    sessions: "Sessies en onthouden toestellen",
    codes: "Aanmeld- en bevestigingscodes",
    access_trail: "Register van wie aanvragen opende",
    data_export: "Dit archief",
  },
  keptFor: (days, from) =>
    `Bewaard gedurende ${days} dag${days > 1 ? "en" : ""} na ${{ account_closed: "het sluiten van de account", session_ended: "het einde van de sessie", code_expired: "het verlopen van de code", access: "de toegang", export_requested: "de aanvraag van het archief" }[from]}.`,
  keptWhileAccount: "Bewaard zolang de account bestaat; een account sluiten gaat via de support.",
  requestsKept: "Bewaard zonder automatische verwijdering: deze gegevens horen bij de zorg voor de patiënten die u met collega's deelt.",
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": fr, de, en, "nl-BE": nlBE };

/** The about.json of an export, for its owner's language; the retention figures are the code's own. */
export function dataExportAbout(input: { userId: number; preparedAt: Date; files: string[]; retention: readonly RetentionItem[]; locale: Locale }) {
  const w = wordings[input.locale];
  return {
    title: w.title,
    language: input.locale,
    user_id: input.userId,
    prepared_at: input.preparedAt,
    summary: w.summary,
    files: input.files,
    not_included: w.notIncluded,
    retention: input.retention.map((item) => ({
      kind: item.kind,
      days: item.days,
      from: item.from,
      data: w.kinds[item.kind],
      rule: item.days !== null && item.from !== null ? w.keptFor(item.days, item.from) : item.kind === "requests" ? w.requestsKept : w.keptWhileAccount,
    })),
  };
}
