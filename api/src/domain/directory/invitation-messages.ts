import type { Locale } from "../i18n/locales.ts";

type Wording = { subject: string; text: (inviter: string) => string; sms: (inviter: string) => string };

// Written in the invitee's language (invite-correspondent.ts decides which). The message names
// the inviter so that it does not read as spam, and carries no link: the sender has no way to
// prove the address is the correspondent's, so nothing in it may act on an account.
const fr: Wording = {
  subject: "Invitation à rejoindre Consilium",
  text: (inviter) =>
    `Bonjour,\n\n${inviter} vous invite à rejoindre Consilium, la plateforme de télé-expertise entre professionnels de santé, pour échanger avec vous au sujet de vos patients communs.\n\nL'inscription est gratuite : rendez-vous sur Consilium et créez votre compte avec votre numéro RPPS.\n\nL'équipe Consilium`,
  sms: (inviter) => `${inviter} vous invite à rejoindre Consilium, la plateforme de télé-expertise entre professionnels de santé. Inscription gratuite sur Consilium.`,
};

const frBE: Wording = {
  ...fr,
  text: (inviter) =>
    `Bonjour,\n\n${inviter} vous invite à rejoindre Consilium, la plateforme de télé-expertise entre professionnels de santé, pour échanger avec vous au sujet de vos patients communs.\n\nL'inscription est gratuite : rendez-vous sur Consilium et créez votre compte avec votre numéro INAMI.\n\nL'équipe Consilium`,
};

const de: Wording = {
  subject: "Einladung zu Consilium",
  text: (inviter) =>
    `Guten Tag,\n\n${inviter} lädt Sie zu Consilium ein, der Plattform für Telekonsile unter Angehörigen der Gesundheitsberufe, um sich mit Ihnen über gemeinsame Patientinnen und Patienten auszutauschen.\n\nDie Registrierung ist kostenlos: Erstellen Sie Ihr Konto auf Consilium mit Ihrer LANR.\n\nIhr Consilium-Team`,
  sms: (inviter) => `${inviter} lädt Sie zu Consilium ein, der Plattform für Telekonsile unter Gesundheitsberufen. Kostenlose Registrierung auf Consilium.`,
};

const en: Wording = {
  subject: "Invitation to join Consilium",
  text: (inviter) =>
    `Hello,\n\n${inviter} invites you to join Consilium, the tele-expertise platform for health professionals, to discuss the patients you share.\n\nSigning up is free: go to Consilium and create your account with your registration number.\n\nThe Consilium team`,
  sms: (inviter) => `${inviter} invites you to join Consilium, the tele-expertise platform for health professionals. Free sign-up on Consilium.`,
};

const nl: Wording = {
  subject: "Uitnodiging voor Consilium",
  text: (inviter) =>
    `Goeddag,\n\n${inviter} nodigt u uit op Consilium, het platform voor tele-expertise tussen zorgverleners, om samen te overleggen over uw gemeenschappelijke patiënten.\n\nRegistreren is gratis: maak uw account aan op Consilium met uw RIZIV-nummer.\n\nHet Consilium-team`,
  sms: (inviter) => `${inviter} nodigt u uit op Consilium, het platform voor tele-expertise tussen zorgverleners. Gratis registratie op Consilium.`,
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": frBE, de, en, "nl-BE": nl };

export function invitationEmail(inviter: string, locale: Locale): { subject: string; text: string } {
  const w = wordings[locale];
  return { subject: w.subject, text: w.text(inviter) };
}

export function invitationSms(inviter: string, locale: Locale): string {
  return wordings[locale].sms(inviter);
}
