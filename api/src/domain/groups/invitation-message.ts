import type { Locale } from "../i18n/locales.ts";

type Wording = { subject: (group: string) => string; text: (group: string) => string };

const fr: Wording = {
  subject: (group) => `Invitation à rejoindre le groupe ${group} sur Consilium`,
  text: (group) => `Bonjour,\n\nVous êtes invité(e) à rejoindre le groupe « ${group} » sur Consilium, la plateforme de télé-expertise entre professionnels de santé.\n\nConnectez-vous à Consilium (ou créez votre compte) pour répondre à l'invitation depuis la page du groupe.\n\nL'équipe Consilium`,
};
const de: Wording = {
  subject: (group) => `Einladung in die Gruppe ${group} auf Consilium`,
  text: (group) => `Guten Tag,\n\nSie wurden eingeladen, der Gruppe „${group}“ auf Consilium beizutreten, der Plattform für Telekonsile unter Gesundheitsberufen.\n\nMelden Sie sich bei Consilium an (oder erstellen Sie Ihr Konto), um die Einladung auf der Seite der Gruppe zu beantworten.\n\nIhr Consilium-Team`,
};
const en: Wording = {
  subject: (group) => `Invitation to join the group ${group} on Consilium`,
  text: (group) => `Hello,\n\nYou are invited to join the group "${group}" on Consilium, the tele-expertise platform for health professionals.\n\nLog in to Consilium (or create your account) to answer the invitation from the group's page.\n\nThe Consilium team`,
};
const nlBE: Wording = {
  subject: (group) => `Uitnodiging voor de groep ${group} op Consilium`,
  text: (group) => `Goeiedag,\n\nU bent uitgenodigd om lid te worden van de groep "${group}" op Consilium, het tele-expertiseplatform voor zorgverleners.\n\nMeld u aan bij Consilium (of maak uw account aan) om de uitnodiging te beantwoorden op de pagina van de groep.\n\nHet Consilium-team`,
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": fr, de, en, "nl-BE": nlBE };

/** The invitation to a group (spec 1 §4 "invited"), in the invitee's language. */
export function groupInvitationMessage(locale: Locale, groupName: string): { subject: string; text: string; sms: string } {
  const wording = wordings[locale];
  const text = wording.text(groupName);
  return { subject: wording.subject(groupName), text, sms: wording.subject(groupName) };
}

/** A professional without an account is written to in their country's first language. */
export function countryLocale(country: "FR" | "BE" | "DE"): Locale {
  return country === "DE" ? "de" : country === "BE" ? "fr-BE" : "fr";
}
