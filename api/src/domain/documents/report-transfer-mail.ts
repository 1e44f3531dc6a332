import type { Locale } from "../i18n/locales.ts";

// The secure message that carries the report (issue 22 item 2), in the request's language (the
// report's: its author's, report-content.ts). The subject names no patient: relays and mail
// clients log subjects; the body, inside the secure messaging space, says whom it is about so
// that the requester files it in the right record.

export type ReportMailFacts = { requestId: number; patientName: string | null; expertName: string; completedAt: Date };

type Texts = {
  subject: (requestId: number) => string;
  greeting: string;
  about: (facts: { patient: string | null; expert: string; day: string }) => string;
  footer: string;
};

const fr: Texts = {
  subject: (id) => `Compte rendu de télé-expertise — demande n° ${id}`,
  greeting: "Bonjour,",
  about: ({ patient, expert, day }) => `Veuillez trouver ci-joint le compte rendu de la télé-expertise${patient ? ` concernant ${patient}` : ""}, rendue par ${expert} le ${day}.`,
  footer: "Message envoyé par Consilium à la demande d'un participant. Merci de ne pas y répondre : pour échanger avec l'expert, ouvrez la demande dans Consilium.",
};

const TEXTS: Record<Locale, Texts> = {
  fr,
  "fr-BE": fr,
  de: {
    subject: (id) => `Konsiliarbericht (Telekonsil) — Anfrage Nr. ${id}`,
    greeting: "Guten Tag,",
    about: ({ patient, expert, day }) => `anbei erhalten Sie den Konsiliarbericht${patient ? ` zu ${patient}` : ""}, erstellt von ${expert} am ${day}.`,
    footer: "Diese Nachricht wurde von Consilium im Auftrag eines Beteiligten versandt. Bitte antworten Sie nicht darauf: Für Rückfragen an den Konsiliarius öffnen Sie die Anfrage in Consilium.",
  },
  en: {
    subject: (id) => `Tele-expertise report — request no. ${id}`,
    greeting: "Hello,",
    about: ({ patient, expert, day }) => `Please find attached the tele-expertise report${patient ? ` about ${patient}` : ""}, given by ${expert} on ${day}.`,
    footer: "Sent by Consilium on behalf of a participant. Please do not reply: to talk with the expert, open the request in Consilium.",
  },
  "nl-BE": {
    subject: (id) => `Verslag van tele-expertise — aanvraag nr. ${id}`,
    greeting: "Goedendag,",
    about: ({ patient, expert, day }) => `In bijlage vindt u het verslag van de tele-expertise${patient ? ` over ${patient}` : ""}, gegeven door ${expert} op ${day}.`,
    footer: "Verzonden door Consilium namens een deelnemer. Gelieve niet te antwoorden: om met de expert te overleggen, opent u de aanvraag in Consilium.",
  },
};

/** The completion day as people of that language write it, on the French clock (the service's). */
function dayOf(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Paris" }).format(date);
}

export function reportTransferMail(locale: Locale, facts: ReportMailFacts): { subject: string; body: string } {
  const texts = TEXTS[locale];
  const about = texts.about({ patient: facts.patientName, expert: facts.expertName, day: dayOf(facts.completedAt, locale) });
  return { subject: texts.subject(facts.requestId), body: `${texts.greeting}\n\n${about}\n\n${texts.footer}\n` };
}
