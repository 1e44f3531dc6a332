import type { CodePurpose } from "../../db/generated/prisma/enums.ts";
import type { Locale } from "../i18n/locales.ts";

type Wording = { subject: Record<CodePurpose, string>; body: (code: string) => string; sms: (code: string) => string; accountExists: string };

// Written in the recipient's locale (their account's, or the page's for a new signup).
const fr: Wording = {
  subject: {
    SIGNUP: "Votre code de vérification Consilium",
    LOGIN: "Votre code de connexion Consilium",
    PASSWORD_RESET: "Réinitialisation de votre mot de passe Consilium",
    PASSWORD_INIT: "Création de votre mot de passe Consilium",
    EMAIL_CHANGE: "Confirmation de votre nouvelle adresse e-mail",
    PHONE_CHANGE: "Confirmation de votre nouveau numéro de téléphone",
  },
  body: (code) => `Bonjour,\n\nVotre code de vérification est : ${code}\n\nIl est valable 10 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\nL'équipe Consilium`,
  sms: (code) => `Consilium : votre code de vérification est ${code}. Valable 10 minutes.`,
  accountExists: "Un compte Consilium existe déjà avec cette adresse. Pour y accéder, connectez-vous ou réinitialisez votre mot de passe depuis la page de connexion.",
};

const de: Wording = {
  subject: {
    SIGNUP: "Ihr Consilium-Bestätigungscode",
    LOGIN: "Ihr Consilium-Anmeldecode",
    PASSWORD_RESET: "Zurücksetzen Ihres Consilium-Passworts",
    PASSWORD_INIT: "Festlegen Ihres Consilium-Passworts",
    EMAIL_CHANGE: "Bestätigung Ihrer neuen E-Mail-Adresse",
    PHONE_CHANGE: "Bestätigung Ihrer neuen Telefonnummer",
  },
  body: (code) => `Guten Tag,\n\nIhr Bestätigungscode lautet: ${code}\n\nEr ist 10 Minuten gültig. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht.\n\nIhr Consilium-Team`,
  sms: (code) => `Consilium: Ihr Bestätigungscode lautet ${code}. 10 Minuten gültig.`,
  accountExists: "Mit dieser Adresse besteht bereits ein Consilium-Konto. Melden Sie sich an oder setzen Sie Ihr Passwort auf der Anmeldeseite zurück.",
};

const en: Wording = {
  subject: {
    SIGNUP: "Your Consilium verification code",
    LOGIN: "Your Consilium login code",
    PASSWORD_RESET: "Resetting your Consilium password",
    PASSWORD_INIT: "Setting your Consilium password",
    EMAIL_CHANGE: "Confirming your new email address",
    PHONE_CHANGE: "Confirming your new phone number",
  },
  body: (code) => `Hello,\n\nYour verification code is: ${code}\n\nIt is valid for 10 minutes. If you did not ask for it, ignore this message.\n\nThe Consilium team`,
  sms: (code) => `Consilium: your verification code is ${code}. Valid for 10 minutes.`,
  accountExists: "A Consilium account already exists with this address. To reach it, log in or reset your password from the login page.",
};

const nl: Wording = {
  subject: {
    SIGNUP: "Uw Consilium-verificatiecode",
    LOGIN: "Uw Consilium-inlogcode",
    PASSWORD_RESET: "Uw Consilium-wachtwoord opnieuw instellen",
    PASSWORD_INIT: "Uw Consilium-wachtwoord aanmaken",
    EMAIL_CHANGE: "Bevestiging van uw nieuwe e-mailadres",
    PHONE_CHANGE: "Bevestiging van uw nieuwe telefoonnummer",
  },
  body: (code) => `Goeddag,\n\nUw verificatiecode is: ${code}\n\nDeze is 10 minuten geldig. Hebt u dit niet aangevraagd, negeer dan dit bericht.\n\nHet Consilium-team`,
  sms: (code) => `Consilium: uw verificatiecode is ${code}. 10 minuten geldig.`,
  accountExists: "Er bestaat al een Consilium-account met dit adres. Meld u aan of stel uw wachtwoord opnieuw in via de aanmeldpagina.",
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": fr, de, en, "nl-BE": nl };

/** The code mail; `accountExists` tells the owner of a registered address, and only them, that signing up again is not needed. */
export function codeEmail(purpose: CodePurpose, code: string, locale: Locale, options: { accountExists?: boolean } = {}): { subject: string; text: string } {
  const w = wordings[locale];
  const body = w.body(code);
  return { subject: w.subject[purpose], text: options.accountExists ? `${w.accountExists}\n\n${body}` : body };
}

export function codeSms(code: string, locale: Locale): string {
  return wordings[locale].sms(code);
}
