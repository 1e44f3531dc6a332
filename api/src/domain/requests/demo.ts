import { demoLanguageOf, demoProfessional, type DemoProfessional } from "../directory/demo.ts";
import type { Locale } from "../i18n/locales.ts";

// The demo consult of onboarding (spec 2 §7 GET requests/demo): a fixed, clearly fictional
// request in the caller's language, built in memory (no row is read or written). It shows a
// completed tele-expertise: the question, one exchange and the expert's answer. Negative ids
// cannot collide with real rows.

type DemoPerson = { id: number; firstName: string; lastName: string };

export type DemoRequest = {
  id: number;
  status: "PUBLISHED";
  consultStatus: "COMPLETED";
  actCode: "TE2" | "NONE";
  patient: { id: number; firstName: string; lastName: string; birthName: string; birthDate: Date; gender: "F" };
  description: string;
  author: DemoPerson;
  recipientProfessional: DemoProfessional;
  createdAt: Date;
  publishedAt: Date;
  lastActivityDate: Date;
  messages: { id: number; author: DemoPerson; content: string; publishedAt: Date }[];
};

type Texts = { patientName: string; requester: string; description: string; question: string; answer: string; conclusion: string };

const TEXTS: Record<ReturnType<typeof demoLanguageOf>, Texts> = {
  fr: {
    patientName: "FICTIVE",
    requester: "Démo",
    description: "Exemple de démonstration (patiente fictive) : patiente de 58 ans, lésion pigmentée du dos de 6 mm apparue il y a un an, sans modification récente. Faut-il une exérèse ?",
    question: "Merci. La lésion démange-t-elle ou saigne-t-elle ? Y a-t-il des antécédents familiaux de mélanome ?",
    answer: "Ni démangeaison ni saignement. Pas d'antécédent familial connu.",
    conclusion: "D'après la photo, la lésion est symétrique et homogène : aspect de nævus bénin. Pas d'exérèse ; surveillance par la patiente et nouvelle photo dans six mois.",
  },
  de: {
    patientName: "FIKTIV",
    requester: "Demo",
    description: "Demonstrationsbeispiel (fiktive Patientin): Patientin, 58 Jahre, pigmentierte Hautveränderung am Rücken, 6 mm, seit einem Jahr, ohne Veränderung. Ist eine Exzision nötig?",
    question: "Danke. Juckt oder blutet die Läsion? Gibt es Melanome in der Familie?",
    answer: "Weder Juckreiz noch Blutung. Keine familiäre Vorbelastung bekannt.",
    conclusion: "Auf dem Foto ist die Läsion symmetrisch und gleichmäßig: Aspekt eines gutartigen Nävus. Keine Exzision; Selbstbeobachtung und neues Foto in sechs Monaten.",
  },
  en: {
    patientName: "FICTITIOUS",
    requester: "Demo",
    description: "Demonstration example (fictitious patient): 58-year-old woman, 6 mm pigmented lesion on the back, present for a year, unchanged. Should it be excised?",
    question: "Thank you. Does the lesion itch or bleed? Is there a family history of melanoma?",
    answer: "No itching or bleeding. No known family history.",
    conclusion: "On the photo the lesion is symmetrical and even: it looks like a benign naevus. No excision; self-monitoring and a new photo in six months.",
  },
  nl: {
    patientName: "FICTIEF",
    requester: "Demo",
    description: "Demonstratievoorbeeld (fictieve patiënte): vrouw van 58 jaar, gepigmenteerd letsel van 6 mm op de rug, sinds een jaar aanwezig, onveranderd. Is een excisie nodig?",
    question: "Dank u. Jeukt of bloedt het letsel? Komt melanoom in de familie voor?",
    answer: "Geen jeuk en geen bloeding. Geen familiale voorgeschiedenis bekend.",
    conclusion: "Op de foto is het letsel symmetrisch en egaal: het ziet eruit als een goedaardige naevus. Geen excisie; zelfcontrole en een nieuwe foto over zes maanden.",
  },
};

const HOUR = 3_600_000;

/** The demo consult as the caller would see it, dated relative to `now`. */
export function demoRequest(locale: Locale, now: Date): DemoRequest {
  const language = demoLanguageOf(locale);
  const texts = TEXTS[language];
  const expert = demoProfessional(locale);
  const requester: DemoPerson = { id: -1, firstName: "Dominique", lastName: texts.requester };
  const expertPerson: DemoPerson = { id: expert.id, firstName: expert.firstName, lastName: expert.lastName };
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  return {
    id: -1,
    status: "PUBLISHED",
    consultStatus: "COMPLETED",
    // TE codes are French acts; elsewhere a completed consult has none.
    actCode: locale === "fr" ? "TE2" : "NONE",
    patient: { id: -1, firstName: "Alix", lastName: texts.patientName, birthName: texts.patientName, birthDate: new Date(Date.UTC(now.getUTCFullYear() - 58, 0, 15)), gender: "F" },
    description: texts.description,
    author: requester,
    recipientProfessional: expert,
    createdAt: at(50),
    publishedAt: at(49),
    lastActivityDate: at(2),
    messages: [
      { id: -1, author: expertPerson, content: texts.question, publishedAt: at(30) },
      { id: -2, author: requester, content: texts.answer, publishedAt: at(26) },
      { id: -3, author: expertPerson, content: texts.conclusion, publishedAt: at(2) },
    ],
  };
}
