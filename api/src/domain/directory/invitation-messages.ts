import type { Locale } from "../i18n/locales.ts";

type Wording = { subject: string; text: (inviter: string, link: string) => string; sms: (inviter: string, link: string) => string };

// Written in the invitee's language (invite-correspondent.ts decides which). The message names
// the inviter so that it does not read as spam. Its one link is the public signup page
// (accounts/signup-link.ts), with no token: the sender has no way to prove the address is the
// correspondent's, so nothing in the message may act on an account.
const fr: Wording = {
  subject: "Invitation à rejoindre Consilium",
  text: (inviter, link) =>
    `Bonjour,\n\n${inviter} vous invite à rejoindre Consilium, la plateforme de télé-expertise entre professionnels de santé, pour échanger avec vous au sujet de vos patients communs.\n\nL'inscription est gratuite : créez votre compte avec votre numéro RPPS sur\n${link}\n\nL'équipe Consilium`,
  sms: (inviter, link) => `${inviter} vous invite à rejoindre Consilium, la plateforme de télé-expertise entre professionnels de santé. Inscription gratuite : ${link}`,
};

const frBE: Wording = {
  ...fr,
  text: (inviter, link) =>
    `Bonjour,\n\n${inviter} vous invite à rejoindre Consilium, la plateforme de télé-expertise entre professionnels de santé, pour échanger avec vous au sujet de vos patients communs.\n\nL'inscription est gratuite : créez votre compte avec votre numéro INAMI sur\n${link}\n\nL'équipe Consilium`,
};

const de: Wording = {
  subject: "Einladung zu Consilium",
  text: (inviter, link) =>
    `Guten Tag,\n\n${inviter} lädt Sie zu Consilium ein, der Plattform für Telekonsile unter Angehörigen der Gesundheitsberufe, um sich mit Ihnen über gemeinsame Patientinnen und Patienten auszutauschen.\n\nDie Registrierung ist kostenlos: Erstellen Sie Ihr Konto mit Ihrer LANR unter\n${link}\n\nIhr Consilium-Team`,
  sms: (inviter, link) => `${inviter} lädt Sie zu Consilium ein, der Plattform für Telekonsile unter Gesundheitsberufen. Kostenlose Registrierung: ${link}`,
};

const en: Wording = {
  subject: "Invitation to join Consilium",
  text: (inviter, link) =>
    `Hello,\n\n${inviter} invites you to join Consilium, the tele-expertise platform for health professionals, to discuss the patients you share.\n\nSigning up is free: create your account with your registration number at\n${link}\n\nThe Consilium team`,
  sms: (inviter, link) => `${inviter} invites you to join Consilium, the tele-expertise platform for health professionals. Free sign-up: ${link}`,
};

const nl: Wording = {
  subject: "Uitnodiging voor Consilium",
  text: (inviter, link) =>
    `Goeddag,\n\n${inviter} nodigt u uit op Consilium, het platform voor tele-expertise tussen zorgverleners, om samen te overleggen over uw gemeenschappelijke patiënten.\n\nRegistreren is gratis: maak uw account aan met uw RIZIV-nummer op\n${link}\n\nHet Consilium-team`,
  sms: (inviter, link) => `${inviter} nodigt u uit op Consilium, het platform voor tele-expertise tussen zorgverleners. Gratis registratie: ${link}`,
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": frBE, de, en, "nl-BE": nl };

/** `link`: the signup page (accounts/signup-link.ts), in the invitee's country and language. */
export function invitationEmail(inviter: string, locale: Locale, link: string): { subject: string; text: string } {
  const w = wordings[locale];
  return { subject: w.subject, text: w.text(inviter, link) };
}

export function invitationSms(inviter: string, locale: Locale, link: string): string {
  return wordings[locale].sms(inviter, link);
}
