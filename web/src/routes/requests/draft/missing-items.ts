import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The stable keys of Request.publishMissing (api/src/domain/requests/publish-readiness.ts).
const LABELS = {
  "recipient.none": msg`Le destinataire de la demande`,
  recipient: msg`Le spécialiste destinataire : cette thématique demande de choisir un expert`,
  patient: msg`Le patient`,
  "patient.gender": msg`Le sexe du patient`,
  "patient.birth_date": msg`La date de naissance du patient`,
  "patient.first_name": msg`Le prénom du patient`,
  "patient.birth_name": msg`Le nom de naissance du patient`,
  "patient.last_name": msg`Le nom d'usage du patient`,
  "patient.birth_place": msg`Le lieu de naissance du patient`,
  "patient.nir": msg`Le NIR (numéro de sécurité sociale) valide du patient ou de l'assuré`,
  "patient.regime": msg`Le régime d'assurance maladie du patient`,
  "patient.caisse": msg`La caisse d'assurance maladie du patient`,
  "patient.centre": msg`Le centre d'assurance maladie du patient`,
  "patient.phone": msg`Le téléphone du patient`,
  "patient.email": msg`L'adresse e-mail du patient`,
  "patient.address": msg`L'adresse du patient`,
  consent: msg`Le consentement du patient à la télé-expertise`,
  description: msg`La description de votre question`,
};

/** A missing item as the editor lists it; a form field by its label from the topic's form. */
export function missingItemLabel(i18n: I18n, key: string, formLabels: Record<string, string>): string {
  if (key.startsWith("form.")) {
    const field = key.slice("form.".length);
    return i18n._(msg`Le champ « ${formLabels[field] ?? field} » du formulaire`);
  }
  const label = (LABELS as Record<string, (typeof LABELS)["patient"] | undefined>)[key];
  return label ? i18n._(label) : key;
}
