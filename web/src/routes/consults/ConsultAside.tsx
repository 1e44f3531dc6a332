import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ConsultAside_request$key } from "../../__generated__/ConsultAside_request.graphql";
import { formatDateTime } from "../../format/dates.ts";
import { formatEuros } from "../../format/money.ts";
import { personDisplayName } from "../../format/names.ts";
import { Avatar } from "../profile/Avatar.tsx";
import { useActCodeLabels, useEligibilityLabels } from "./consult-labels.ts";

type Participant = { readonly user: { readonly id: string; readonly firstName: string; readonly lastName: string; readonly profilePictureUrl: string | null | undefined } };

/** One side's participants, each with their avatar (initials when none). */
function ParticipantList({ participants }: { participants: readonly Participant[] }) {
  if (participants.length === 0) return <>—</>;
  return (
    <ul className="participant-list">
      {participants.map((p) => (
        <li key={p.user.id} className="participant">
          <Avatar firstName={p.user.firstName} lastName={p.user.lastName} pictureUrl={p.user.profilePictureUrl} size="tiny" />
          <span>{personDisplayName(p.user)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The consult's own facts beside the request's: its outcome, tags and who takes part. */
export function ConsultAside({ request }: { request: ConsultAside_request$key }) {
  const { i18n } = useLingui();
  const actLabels = useActCodeLabels();
  const eligibilityLabels = useEligibilityLabels();
  const data = useFragment(
    graphql`
      fragment ConsultAside_request on Request {
        eligibility
        consult {
          status
          actCode
          completedAt
          completedBy {
            firstName
            lastName
          }
          billingNumber
          expertAct {
            code
            amountCents
            billable
          }
          tags {
            databaseId
            label
          }
        }
        participants {
          side
          user {
            id
            firstName
            lastName
            profilePictureUrl
          }
        }
      }
    `,
    request,
  );
  const consult = data.consult;
  const eligibility = data.eligibility && data.eligibility !== "%future added value" ? eligibilityLabels[data.eligibility] : null;
  const senders = data.participants.filter((p) => p.side === "SENDER");
  const recipients = data.participants.filter((p) => p.side === "RECIPIENT");
  return (
    <aside className="panel consult-aside" aria-labelledby="consult-aside-title">
      <h2 id="consult-aside-title" className="panel-title">
        <Trans>Avis</Trans>
      </h2>
      <dl className="consult-facts">
        {consult?.status === "COMPLETED" && consult.completedAt ? (
          <>
            <dt>
              <Trans>Terminé</Trans>
            </dt>
            <dd>
              {formatDateTime(consult.completedAt, i18n.locale)}
              {consult.completedBy ? ` · ${personDisplayName(consult.completedBy)}` : null}
            </dd>
            <dt>
              <Trans>Acte</Trans>
            </dt>
            <dd>
              {consult.expertAct ? `${consult.expertAct.code} · ${formatEuros(consult.expertAct.amountCents, i18n.locale)}` : consult.actCode && consult.actCode !== "%future added value" ? actLabels[consult.actCode].title : "—"}
            </dd>
            {consult.billingNumber ? (
              <>
                <dt>
                  <Trans>Numéro de facturation</Trans>
                </dt>
                <dd>{consult.billingNumber}</dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt>
          <Trans>Éligibilité</Trans>
        </dt>
        <dd>{eligibility ?? <Trans>Non précisée</Trans>}</dd>
        <dt>
          <Trans>Étiquettes</Trans>
        </dt>
        <dd>
          {consult?.tags.length ? (
            <ul className="tag-list">
              {consult.tags.map((tag) => (
                <li key={tag.databaseId} className="tag">
                  {tag.label}
                </li>
              ))}
            </ul>
          ) : (
            <span className="muted">
              <Trans>Aucune</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>Demandeurs</Trans>
        </dt>
        <dd>
          <ParticipantList participants={senders} />
        </dd>
        <dt>
          <Trans>Participants destinataires</Trans>
        </dt>
        <dd>
          <ParticipantList participants={recipients} />
        </dd>
      </dl>
    </aside>
  );
}
