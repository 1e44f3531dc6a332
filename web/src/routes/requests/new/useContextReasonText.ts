import { useLingui } from "@lingui/react/macro";
import type { RecipientContextReason } from "../../../__generated__/RecipientContextsQuery.graphql";

/** Why a recipient context is not simply available, in words (spec 1 §4, §8 tooltips). */
export function useContextReasonText(): (reason: RecipientContextReason | null | undefined) => string | null {
  const { t } = useLingui();
  const texts: Record<Exclude<RecipientContextReason, "%future added value">, string> = {
    SELF: t`Vous ne pouvez pas vous adresser une demande à vous-même.`,
    COUNTRY: t`Seuls les professionnels et groupes de votre pays peuvent être sollicités.`,
    SENDER_INDIVIDUAL_DISABLED: t`Vos réglages n'autorisent pas l'envoi de demandes hors de vos réseaux.`,
    NO_INDIVIDUAL_REQUESTS: t`Ce professionnel ne reçoit pas de demandes individuelles.`,
    SPECIALTY: t`Réservé à certaines spécialités : la vôtre n'en fait pas partie.`,
    AWAY: t`Indisponible pour le moment : les demandes sont suspendues.`,
    NOT_RECIPIENT_GROUP: t`Ce groupe ne reçoit pas de demandes.`,
    PROFESSIONAL_PREVENTED: t`Cette thématique n'accepte pas les demandes adressées nominativement à un expert.`,
    NOT_AN_EXPERT: t`Ce professionnel ne répond pas pour cette thématique.`,
    NOT_A_REQUESTER: t`Votre adhésion à ce groupe ne vous permet pas de lui adresser des demandes.`,
    NOT_MEMBER: t`Ce groupe est réservé à ses membres.`,
    APPLICATION_PENDING: t`Votre demande d'adhésion à ce groupe est en attente de réponse.`,
    INVITATION_PENDING: t`Vous êtes invité dans ce groupe : acceptez l'invitation pour que vos demandes lui parviennent.`,
    PROFESSIONAL_REQUIRED: t`Cette thématique demande de choisir l'expert à qui s'adresser.`,
    RECIPIENT_NOT_VALIDATED: t`Le compte de ce professionnel est en cours de validation.`,
    NO_ACCOUNT: t`Ce professionnel n'a pas encore de compte Consilium.`,
  };
  return (reason) => (reason && reason !== "%future added value" ? texts[reason] : null);
}
