import type { Locale } from "../i18n/locales.ts";

/**
 * Where the invitee answers: the group's page for a professional with an account, the signup
 * page (prefilled with their registration number) for one without.
 */
export type InvitationLink = { registered: boolean; url: string };

type Wording = {
  subject: (group: string) => string;
  text: (group: string, link: InvitationLink) => string;
  sms: (group: string, url: string) => string;
};

const fr: Wording = {
  subject: (group) => `Invitation à rejoindre le groupe ${group} sur Consilium`,
  text: (group, link) =>
    `Bonjour,\n\nVous êtes invité(e) à rejoindre le groupe « ${group} » sur Consilium, la plateforme de télé-expertise entre professionnels de santé.\n\n${
      link.registered
        ? `Connectez-vous à Consilium pour répondre à l'invitation depuis la page du groupe :\n${link.url}`
        : `Créez votre compte Consilium (l'inscription est gratuite), puis répondez à l'invitation depuis la page du groupe :\n${link.url}`
    }\n\nL'équipe Consilium`,
  sms: (group, url) => `Vous êtes invité(e) à rejoindre le groupe ${group} sur Consilium. Créez votre compte : ${url}`,
};
const de: Wording = {
  subject: (group) => `Einladung in die Gruppe ${group} auf Consilium`,
  text: (group, link) =>
    `Guten Tag,\n\nSie wurden eingeladen, der Gruppe „${group}“ auf Consilium beizutreten, der Plattform für Telekonsile unter Gesundheitsberufen.\n\n${
      link.registered
        ? `Melden Sie sich bei Consilium an, um die Einladung auf der Seite der Gruppe zu beantworten:\n${link.url}`
        : `Erstellen Sie Ihr Konto bei Consilium (die Registrierung ist kostenlos) und beantworten Sie dann die Einladung auf der Seite der Gruppe:\n${link.url}`
    }\n\nIhr Consilium-Team`,
  sms: (group, url) => `Sie wurden in die Gruppe ${group} auf Consilium eingeladen. Konto erstellen: ${url}`,
};
const en: Wording = {
  subject: (group) => `Invitation to join the group ${group} on Consilium`,
  text: (group, link) =>
    `Hello,\n\nYou are invited to join the group "${group}" on Consilium, the tele-expertise platform for health professionals.\n\n${
      link.registered
        ? `Log in to Consilium to answer the invitation from the group's page:\n${link.url}`
        : `Create your Consilium account (signing up is free), then answer the invitation from the group's page:\n${link.url}`
    }\n\nThe Consilium team`,
  sms: (group, url) => `You are invited to join the group ${group} on Consilium. Create your account: ${url}`,
};
const nlBE: Wording = {
  subject: (group) => `Uitnodiging voor de groep ${group} op Consilium`,
  text: (group, link) =>
    `Goeiedag,\n\nU bent uitgenodigd om lid te worden van de groep "${group}" op Consilium, het tele-expertiseplatform voor zorgverleners.\n\n${
      link.registered
        ? `Meld u aan bij Consilium om de uitnodiging te beantwoorden op de pagina van de groep:\n${link.url}`
        : `Maak uw Consilium-account aan (registreren is gratis) en beantwoord dan de uitnodiging op de pagina van de groep:\n${link.url}`
    }\n\nHet Consilium-team`,
  sms: (group, url) => `U bent uitgenodigd voor de groep ${group} op Consilium. Maak uw account aan: ${url}`,
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": fr, de, en, "nl-BE": nlBE };

/** The invitation to a group (spec 1 §4 "invited"), in the invitee's language, with the link to answer it. */
export function groupInvitationMessage(locale: Locale, groupName: string, link: InvitationLink): { subject: string; text: string; sms: string } {
  const wording = wordings[locale];
  return { subject: wording.subject(groupName), text: wording.text(groupName, link), sms: wording.sms(groupName, link.url) };
}

/** A professional without an account is written to in their country's first language. */
export function countryLocale(country: "FR" | "BE" | "DE"): Locale {
  return country === "DE" ? "de" : country === "BE" ? "fr-BE" : "fr";
}
