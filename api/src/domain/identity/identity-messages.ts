import type { Locale } from "../i18n/locales.ts";

type Wording = { validated: { subject: string; text: string }; rejected: { subject: string; text: string } };

const fr: Wording = {
  validated: { subject: "Votre compte Consilium est validé", text: "Bonjour,\n\nVotre identité a été vérifiée : vous avez désormais accès à toutes les fonctionnalités de Consilium.\n\nL'équipe Consilium" },
  rejected: { subject: "Votre pièce d'identité n'a pas pu être validée", text: "Bonjour,\n\nLe document envoyé n'a pas permis de vérifier votre identité. Merci d'envoyer une copie lisible de votre carte d'identité ou de votre carte professionnelle depuis la page Identification.\n\nL'équipe Consilium" },
};
const de: Wording = {
  validated: { subject: "Ihr Consilium-Konto ist bestätigt", text: "Guten Tag,\n\nIhre Identität wurde geprüft: Sie haben jetzt Zugriff auf alle Funktionen von Consilium.\n\nIhr Consilium-Team" },
  rejected: { subject: "Ihr Ausweisdokument konnte nicht bestätigt werden", text: "Guten Tag,\n\nMit dem gesendeten Dokument konnte Ihre Identität nicht geprüft werden. Bitte senden Sie auf der Seite Identifizierung eine lesbare Kopie Ihres Personal- oder Berufsausweises.\n\nIhr Consilium-Team" },
};
const en: Wording = {
  validated: { subject: "Your Consilium account is validated", text: "Hello,\n\nYour identity has been verified: you now have access to every feature of Consilium.\n\nThe Consilium team" },
  rejected: { subject: "Your identity document could not be validated", text: "Hello,\n\nThe document you sent did not allow us to verify your identity. Please send a legible copy of your identity card or professional card from the Identification page.\n\nThe Consilium team" },
};
const nlBE: Wording = {
  validated: { subject: "Uw Consilium-account is gevalideerd", text: "Goeiedag,\n\nUw identiteit werd gecontroleerd: u hebt nu toegang tot alle functies van Consilium.\n\nHet Consilium-team" },
  rejected: { subject: "Uw identiteitsdocument kon niet worden gevalideerd", text: "Goeiedag,\n\nMet het verzonden document konden we uw identiteit niet controleren. Stuur een leesbare kopie van uw identiteitskaart of beroepskaart via de pagina Identificatie.\n\nHet Consilium-team" },
};

const wordings: Record<Locale, Wording> = { fr, "fr-BE": fr, de, en, "nl-BE": nlBE };

export function identityDecisionEmail(validated: boolean, locale: Locale): { subject: string; text: string } {
  const wording = wordings[locale];
  return validated ? wording.validated : wording.rejected;
}
