import { msg } from "@lingui/core/macro";
import { registerErrorMessages } from "../../errors/error-messages-registry.ts";

// The codes only logged-in screens meet (requests, consults, files, patients, realtime): their
// texts load with the main layout's catalogue, not with the login page's (its 200 KB budget).
export const APP_ERROR_MESSAGES = {
  already_member: msg`Ce professionnel est déjà membre de ce groupe.`,
  impossible_to_add: msg`Impossible d'ajouter ce membre.`,
  no_licence_available: msg`Aucune licence disponible : toutes les places du groupe sont occupées.`,
  topics_not_administered: msg`Ce membre a des catégories que vous n'administrez pas.`,
  contact_support: msg`Pour retirer ce membre, contactez le support.`,
  membership_changed: msg`Cette adhésion a changé entre-temps. Rechargez la page.`,
  last_admin: msg`Le groupe doit garder au moins un administrateur.`,
  date_range_invalid: msg`La date de fin ne peut pas précéder la date de début.`,
  away_period_invalid: msg`Indiquez une date de début et une date de fin, la fin ne pouvant précéder le début.`,
  specialties_required: msg`Choisissez au moins une profession ou spécialité.`,
  recipient_unavailable: msg`Ce groupe est réservé à ses membres : rejoignez-le pour lui adresser une demande.`,
  recipient_unaccepted: msg`Ce destinataire ne reçoit pas vos demandes.`,
  sender_unavailable: msg`Vous ne pouvez pas envoyer de demande au nom de ce groupe.`,
  upgrade_required: msg`Cette adresse attend une connexion WebSocket.`,
  invalid_nir: msg`Le numéro de sécurité sociale (NIR) est invalide.`,
  invalid_birth_date: msg`La date de naissance est invalide.`,
  upload_forbidden: msg`Vous ne pouvez pas modifier les pièces jointes ici.`,
  file_type_refused: msg`Ce type de fichier n'est pas accepté (images, PDF, audio, vidéo, archives zip, DICOM, documents bureautiques ou texte).`,
  message_empty: msg`Le message est vide.`,
  message_not_editable: msg`Un message envoyé ne peut plus être modifié.`,
  message_request_not_published: msg`Cette demande n'est pas envoyée : elle ne reçoit pas de messages.`,
  participation_required: msg`Rejoignez la demande comme participant pour effectuer cette action.`,
  consult_not_opened: msg`Cet avis n'est plus ouvert : il a déjà été terminé ou rejeté.`,
  not_recipient: msg`Seul un participant du côté destinataire peut terminer ou rejeter cet avis.`,
  participation_not_allowed: msg`Vous ne pouvez pas participer à cette demande.`,
  already_participant: msg`Vous participez déjà à cette demande.`,
  participants_required: msg`Sélectionnez au moins un participant.`,
  not_group_member: msg`Seuls les membres du groupe destinataire peuvent modifier les étiquettes.`,
  survey_invalid: msg`Le formulaire contient des erreurs.`,
  no_survey: msg`Cette thématique n'a pas de questionnaire.`,
  transfer_not_allowed: msg`Seuls les participants d'une demande envoyée peuvent la transférer.`,
  not_available_yet: msg`Cette fonction n'est pas encore disponible.`,
  version_conflict: msg`Ce brouillon a été modifié par quelqu'un d'autre entre-temps. Rechargez-le pour voir la version la plus récente.`,
  request_not_editable: msg`Cette demande n'est plus modifiable.`,
  publish_incomplete: msg`La demande est incomplète : complétez les éléments signalés avant de l'envoyer.`,
  contact_email_missing: msg`Ce groupe demande l'adresse e-mail professionnelle du requérant.`,
  hospitalization_missing: msg`Ce groupe demande les informations du séjour hospitalier.`,
  delete_forbidden: msg`Cette demande ne peut plus être supprimée : un destinataire y participe déjà.`,
  invalid_contact: msg`Adresse e-mail ou numéro de téléphone invalide.`,
  contact_self: msg`Vous ne pouvez pas vous ajouter à vos propres contacts.`,
};

registerErrorMessages(APP_ERROR_MESSAGES);
