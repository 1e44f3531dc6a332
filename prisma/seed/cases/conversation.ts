import type { CaseLanguage } from "../case-types.ts";

// The messages that fit any case: thanks after an answer, an expert's polite refusal with its
// reason, a requester withdrawing a request, a reminder when nobody has answered yet.

export const THANKS: Record<CaseLanguage, readonly string[]> = {
  fr: [
    "Merci beaucoup pour cet avis détaillé, je transmets vos recommandations.",
    "Merci pour votre réponse rapide, c'est très clair.",
    "Merci, je reprends contact avec vous après le rendez-vous.",
  ],
  de: [
    "Vielen Dank für die ausführliche Einschätzung, ich gebe Ihre Empfehlungen weiter.",
    "Vielen Dank für die schnelle Rückmeldung, das ist sehr hilfreich.",
  ],
};

export const REFUSALS: Record<CaseLanguage, readonly string[]> = {
  fr: [
    "Bonjour, merci pour votre demande. Je ne peux pas y répondre à distance : ici, l'examen clinique est indispensable. Je vous propose de l'adresser en consultation ; mon secrétariat vous donnera un rendez-vous rapide.",
    "Bonjour, je dois décliner cette demande : je suis en congé jusqu'à la fin du mois et ne pourrai pas répondre dans un délai raisonnable. Merci de l'adresser à un autre membre du réseau.",
    "Bonjour, merci pour votre confiance. Cette question ne peut pas être tranchée sans examens complémentaires : une consultation spécialisée en présentiel est préférable.",
  ],
  de: [
    "Guten Tag, vielen Dank für Ihre Anfrage. Aus der Ferne kann ich sie leider nicht beantworten, hier ist eine klinische Untersuchung unerlässlich. Bitte überweisen Sie zur Sprechstunde; mein Sekretariat vergibt kurzfristig einen Termin.",
    "Guten Tag, ich muss diese Anfrage leider ablehnen: Ich bin bis Monatsende im Urlaub und kann nicht rechtzeitig antworten. Bitte wenden Sie sich an eine Kollegin oder einen Kollegen im Netz.",
  ],
};

export const WITHDRAWALS: Record<CaseLanguage, readonly string[]> = {
  fr: [
    "Je retire ma demande : le patient a finalement été vu en consultation entre-temps. Merci.",
    "Je retire ma demande, le patient a été hospitalisé entre-temps et le service s'en charge. Merci.",
  ],
  de: [
    "Ich ziehe meine Anfrage zurück: Der Patient wurde inzwischen in der Sprechstunde gesehen. Vielen Dank.",
    "Ich ziehe meine Anfrage zurück, der Patient ist inzwischen stationär aufgenommen worden. Vielen Dank.",
  ],
};

export const REMINDERS: Record<CaseLanguage, readonly string[]> = {
  fr: ["Bonjour, je me permets de vous relancer : la situation est stable, mais votre avis nous aiderait à organiser la suite."],
  de: ["Guten Tag, ich erlaube mir nachzufragen: Die Situation ist stabil, aber Ihre Einschätzung würde uns bei der weiteren Planung helfen."],
};

const FRENCH_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const GERMAN_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

/** A date in running text: "1er décembre 2026" (French ordinal for the first), "1. Dezember 2026". */
export function dateInText(date: Date, language: CaseLanguage): string {
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  if (language === "de") return `${day}. ${GERMAN_MONTHS[month]} ${year}`;
  return `${day === 1 ? "1er" : day} ${FRENCH_MONTHS[month]} ${year}`;
}

/** Years between a birth date and a day, as people count them. */
export function ageAt(birthDate: Date, day: Date): number {
  let age = day.getUTCFullYear() - birthDate.getUTCFullYear();
  const beforeBirthday = day.getUTCMonth() < birthDate.getUTCMonth() || (day.getUTCMonth() === birthDate.getUTCMonth() && day.getUTCDate() < birthDate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function fillIn(text: string, values: { age?: number; date?: string }): string {
  return text.replace(/\{(age|date)\}/g, (_m, key: "age" | "date") => String(values[key] ?? ""));
}
