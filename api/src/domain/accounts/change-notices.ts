import type { Locale } from "../i18n/locales.ts";
import type { ContactKind } from "./contact-change.ts";

type Wording = { subject: Record<ContactKind, string>; body: (kind: ContactKind, masked: string) => string; sms: string };

// Sent to the old address (and the old phone) once the change is done: if the owner did not
// ask for it, they learn it at once and can call support.
const fr: Wording = {
  subject: { email: "Votre adresse e-mail Consilium a été modifiée", phone: "Votre numéro de téléphone Consilium a été modifié" },
  body: (kind, masked) =>
    `Bonjour,\n\n${kind === "email" ? `L'adresse e-mail de votre compte Consilium est désormais ${masked}. Ce message est le dernier envoyé à cette adresse.` : `Le numéro de téléphone mobile de votre compte Consilium est désormais ${masked}.`}\n\nSi vous n'êtes pas à l'origine de ce changement, contactez le support sans attendre.\n\nL'équipe Consilium`,
  sms: "Consilium : le numéro de téléphone de votre compte a été modifié. Si vous n'en êtes pas à l'origine, contactez le support.",
};

// Belgian French says GSM for a mobile phone.
const frBE: Wording = {
  ...fr,
  subject: { ...fr.subject, phone: "Votre numéro de GSM Consilium a été modifié" },
  body: (kind, masked) => fr.body(kind, masked).replace("Le numéro de téléphone mobile", "Le numéro de GSM"),
  sms: "Consilium : le numéro de GSM de votre compte a été modifié. Si vous n'en êtes pas à l'origine, contactez le support.",
};

const de: Wording = {
  subject: { email: "Ihre Consilium-E-Mail-Adresse wurde geändert", phone: "Ihre Consilium-Telefonnummer wurde geändert" },
  body: (kind, masked) =>
    `Guten Tag,\n\n${kind === "email" ? `Die E-Mail-Adresse Ihres Consilium-Kontos lautet jetzt ${masked}. Dies ist die letzte Nachricht an diese Adresse.` : `Die Mobilfunknummer Ihres Consilium-Kontos lautet jetzt ${masked}.`}\n\nWenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich umgehend an den Support.\n\nIhr Consilium-Team`,
  sms: "Consilium: Die Telefonnummer Ihres Kontos wurde geändert. Wenn Sie das nicht waren, wenden Sie sich an den Support.",
};

const en: Wording = {
  subject: { email: "Your Consilium email address was changed", phone: "Your Consilium phone number was changed" },
  body: (kind, masked) =>
    `Hello,\n\n${kind === "email" ? `The email address of your Consilium account is now ${masked}. This is the last message sent to this address.` : `The mobile phone number of your Consilium account is now ${masked}.`}\n\nIf you did not make this change, contact support right away.\n\nThe Consilium team`,
  sms: "Consilium: the phone number of your account was changed. If this was not you, contact support.",
};

const nlBE: Wording = {
  subject: { email: "Uw Consilium-e-mailadres werd gewijzigd", phone: "Uw Consilium-gsm-nummer werd gewijzigd" },
  body: (kind, masked) =>
    `Goeddag,\n\n${kind === "email" ? `Het e-mailadres van uw Consilium-account is voortaan ${masked}. Dit is het laatste bericht naar dit adres.` : `Het gsm-nummer van uw Consilium-account is voortaan ${masked}.`}\n\nHebt u deze wijziging niet zelf gedaan, neem dan meteen contact op met de support.\n\nHet Consilium-team`,
  sms: "Consilium: het gsm-nummer van uw account werd gewijzigd. Was u dit niet, neem dan contact op met de support.",
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": frBE, de, en, "nl-BE": nlBE };

export function changeNoticeEmail(kind: ContactKind, maskedNewValue: string, locale: Locale): { subject: string; text: string } {
  const w = wordings[locale];
  return { subject: w.subject[kind], text: w.body(kind, maskedNewValue) };
}

export function changeNoticeSms(locale: Locale): string {
  return wordings[locale].sms;
}
