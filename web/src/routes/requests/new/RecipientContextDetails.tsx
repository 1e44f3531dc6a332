import { useState } from "react";
import { useNavigate } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RecipientContextDetails_context$key } from "../../../__generated__/RecipientContextDetails_context.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { formatCalendarDate } from "../../../format/dates.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Link } from "../../../ui/Link.tsx";
import { ExpertChoice } from "./ExpertChoice.tsx";
import { useCreateRequestMutation } from "./useCreateRequestMutation.ts";
import { useContextReasonText } from "./useContextReasonText.ts";

// The away period's end is stored as the day after the last day away (spec 1 §5 away modal).
function lastAwayDay(awayUntil: string): string {
  return new Date(new Date(awayUntil).getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The chosen context before the draft is created: the topic's instructions and restrictions,
 * then by status the confirmation, the information step (draftable), the unregistered notice,
 * or the join-network panel (unavailable).
 */
export function RecipientContextDetails({ context: key }: { context: RecipientContextDetails_context$key }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const reasonText = useContextReasonText();
  const navigate = useNavigate();
  const [create, isCreating] = useCreateRequestMutation();
  const [error, setError] = useState<string | null>(null);
  const [expertId, setExpertId] = useState<number | null>(null);
  const context = useFragment(
    graphql`
      fragment RecipientContextDetails_context on RecipientContext {
        status
        reason
        recipientType
        recipientProfessionalId
        recipientGroupId
        recipientTopicId
        recipientGroup {
          databaseId
          name
        }
        recipientTopic {
          description
          instructions
          acceptsAllSpecialties
          recipientProfessionalMode
          isCurrentlyAway
          awayMessage
          awayUntil
          ...ExpertChoice_topic
        }
      }
    `,
    key,
  );
  const topic = context.recipientTopic;

  async function confirm() {
    setError(null);
    const outcome = await create({
      recipientType: context.recipientType,
      recipientProfessionalId: context.recipientProfessionalId ?? expertId,
      recipientGroupId: context.recipientGroupId,
      recipientTopicId: context.recipientTopicId,
    });
    if (outcome.ok) void navigate(`/request/${outcome.data}`);
    else setError(errorText(outcome.error));
  }

  const createButton = (label: string) => (
    <Button variant="primary" onPress={() => void confirm()} isPending={isCreating}>
      {label}
    </Button>
  );

  return (
    <section className="recipient-context-details" aria-label={t`Destinataire choisi`}>
      {topic?.description ? <p className="recipient-topic-description">{topic.description}</p> : null}
      {topic && !topic.acceptsAllSpecialties ? (
        <p className="recipient-warning">
          <Trans>Cette thématique est réservée à certaines spécialités.</Trans>
        </p>
      ) : null}
      {topic?.isCurrentlyAway && topic.awayMessage ? (
        <div className="recipient-notice">
          <p className="recipient-notice-title">
            {topic.awayUntil ? (
              <Trans>Absence jusqu'au {formatCalendarDate(lastAwayDay(topic.awayUntil), i18n.locale)} inclus</Trans>
            ) : (
              <Trans>Message d'absence</Trans>
            )}
          </p>
          <p>{topic.awayMessage}</p>
        </div>
      ) : null}
      {topic?.instructions ? (
        <div className="recipient-notice">
          <p className="recipient-notice-title">
            <Trans>Consignes des experts</Trans>
          </p>
          <p className="recipient-instructions">{topic.instructions}</p>
        </div>
      ) : null}

      {context.status === "AVAILABLE" ? (
        <>
          {topic?.recipientProfessionalMode === "ALLOW" && context.recipientProfessionalId === null ? (
            <ExpertChoice topic={topic} value={expertId} onChange={setExpertId} optional />
          ) : null}
          <div className="recipient-actions">{createButton(t`Créer la demande`)}</div>
        </>
      ) : null}

      {context.status === "DRAFTABLE" ? (
        <div className="recipient-notice">
          <p className="recipient-notice-title">
            <Trans>Avant de commencer</Trans>
          </p>
          <p>{reasonText(context.reason)}</p>
          {context.reason === "PROFESSIONAL_REQUIRED" && topic ? (
            <>
              <ExpertChoice topic={topic} value={expertId} onChange={setExpertId} />
              <p>
                <Trans>Vous pouvez aussi préparer votre demande et choisir l'expert plus tard, avant l'envoi.</Trans>
              </p>
            </>
          ) : (
            <p>
              <Trans>Vous pouvez dès maintenant préparer votre demande en brouillon.</Trans>
            </p>
          )}
          <div className="recipient-actions">{createButton(expertId === null ? t`Continuer` : t`Créer la demande`)}</div>
        </div>
      ) : null}

      {context.status === "UNREGISTERED" ? (
        <div className="recipient-notice">
          <p className="recipient-notice-title">
            <Trans>Ce professionnel n'a pas encore de compte Consilium</Trans>
          </p>
          <p>
            <Trans>
              Vous pouvez préparer votre demande ; il ne pourra la lire qu'une fois inscrit. Invitez-le à créer son compte sur Consilium : l'envoi
              d'une invitation depuis Consilium n'est pas encore disponible.
            </Trans>
          </p>
          <div className="recipient-actions">{createButton(t`Continuer`)}</div>
        </div>
      ) : null}

      {context.status === "UNAVAILABLE" && context.recipientGroup ? (
        <div className="recipient-notice">
          <p className="recipient-notice-title">
            <Trans>Rejoindre le réseau {context.recipientGroup.name}</Trans>
          </p>
          <p>
            <Trans>
              Ce groupe ne reçoit que les demandes de ses membres. Pour lui adresser une demande, devenez membre : demandez à le rejoindre, ou
              contactez ses administrateurs.
            </Trans>
          </p>
          <Link href={`/group/${context.recipientGroup.databaseId}`}>
            <Trans>Page du groupe</Trans>
          </Link>
        </div>
      ) : null}

      {error ? <Alert>{error}</Alert> : null}
    </section>
  );
}
