import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** What each OAuth scope lets a practice software do, as the doctor reads it (consent screen, settings). */
export const PARTNER_SCOPE_LABELS: Record<string, MessageDescriptor> = {
  PROFILE_READ: msg`Lire votre profil, vos compteurs et vos paramètres`,
  REQUESTS_READ: msg`Lire les demandes, avis, messages, documents et patients auxquels vous avez accès, et être prévenu de leurs nouveautés`,
  REQUESTS_WRITE: msg`Préparer, envoyer et répondre à des demandes, écrire des messages, gérer les patients et les documents, comme vous le feriez`,
  DIRECTORY_READ: msg`Rechercher dans l'annuaire des professionnels et des groupes ; lire vos contacts et vos groupes`,
  BILLING_READ: msg`Lire votre relevé d'actes et vos informations de facturation`,
};
