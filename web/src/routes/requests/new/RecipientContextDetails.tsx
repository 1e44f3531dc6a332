import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RecipientContextDetails_context$key } from "../../../__generated__/RecipientContextDetails_context.graphql";
import type { CreateRequestInput } from "../../../__generated__/useCreateRequestMutation.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Link } from "../../../ui/Link.tsx";
import { InviteCorrespondentModal } from "../../contacts/invite/InviteCorrespondentModal.tsx";
import { AwayNotice, AwayNoticeView } from "../../groups/info/AwayNotice.tsx";
import { ExpertChoice } from "./ExpertChoice.tsx";
import { useCreateRequestMutation } from "./useCreateRequestMutation.ts";
import { useContextReasonText } from "./useContextReasonText.ts";

/** Applies a chosen recipient elsewhere than to a new draft; answers the error text, or null. */
export type ConfirmRecipient = (choice: CreateRequestInput) => Promise<string | null>;

/**
 * The chosen context before the draft is created: the topic's instructions and restrictions,
 * then by status the confirmation, the information step (draftable), the unregistered notice,
 * or the join-network panel (unavailable).
 */
export function RecipientContextDetails({
  context: key,
  onConfirm,
  createAtOnce = false,
}: {
  context: RecipientContextDetails_context$key;
  onConfirm?: ConfirmRecipient;
  /** Opened from a link naming this context: an available one is created without a click. */
  createAtOnce?: boolean;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const reasonText = useContextReasonText();
  const navigate = useNavigate();
  const [create, isCreating] = useCreateRequestMutation();
  const [error, setError] = useState<string | null>(null);
  const [expertId, setExpertId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const [inviting, setInviting] = useState(false);
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
        recipientProfessional {
          currentAway {
            kind
            lastDay
            message
          }
        }
        recipientTopic {
          description
          instructions
          acceptsAllSpecialties
          recipientProfessionalMode
          ...AwayNotice_topic
          ...ExpertChoice_topic
        }
      }
    `,
    key,
  );
  const topic = context.recipientTopic;
  const professionalAway = context.recipientProfessional?.currentAway ?? null;

  async function confirm() {
    setError(null);
    const choice = {
      recipientType: context.recipientType,
      recipientProfessionalId: context.recipientProfessionalId ?? expertId,
      recipientGroupId: context.recipientGroupId,
      recipientTopicId: context.recipientTopicId,
    };
    // The draft editor's recipient step: the choice goes to the open draft, not to a new one.
    if (onConfirm) {
      setApplying(true);
      const failure = await onConfirm(choice);
      setApplying(false);
      setError(failure);
      return;
    }
    const outcome = await create(choice);
    // Replaced: back (or a reload) from the draft does not come here and create a second one.
    if (outcome.ok) void navigate(`/request/${outcome.data}`, { replace: true });
    else setError(errorText(outcome.error));
  }

  // Spec 2 §2: a link with a recipient the user may send to now creates the draft and opens it
  // (once: a ref, not state, so a second render during the call does not create another).
  const autoCreated = useRef(false);
  useEffect(() => {
    if (!createAtOnce || autoCreated.current || context.status !== "AVAILABLE") return;
    autoCreated.current = true;
    void confirm();
  });

  const createButton = (label: string) => (
    <Button variant="primary" onPress={() => void confirm()} isPending={isCreating || applying}>
      {onConfirm ? t`Choisir ce destinataire` : label}
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
      {/* Spec 1 §8 away messages: a non-blocking topic is still chosen, its requests treated after the date. */}
      {topic ? <AwayNotice topic={topic} /> : null}
      {!topic && professionalAway ? <AwayNoticeView away={professionalAway} /> : null}
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
            <Trans>Vous pouvez préparer votre demande ; il ne pourra la lire qu'une fois inscrit. Invitez-le à créer son compte sur Consilium.</Trans>
          </p>
          <div className="recipient-actions">
            <Button onPress={() => setInviting(true)}>
              <Trans>Inviter ce professionnel</Trans>
            </Button>
            {createButton(t`Continuer`)}
          </div>
          <InviteCorrespondentModal isOpen={inviting} onOpenChange={setInviting} />
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
