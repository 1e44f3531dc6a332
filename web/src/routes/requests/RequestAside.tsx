import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RequestAside_request$key } from "../../__generated__/RequestAside_request.graphql";
import { formatCalendarDate, formatDateTime } from "../../format/dates.ts";
import { patientDisplayName, personDisplayName, recipientDisplayName } from "../../format/names.ts";
import { Avatar } from "../profile/Avatar.tsx";
import { ConsultOutcome } from "./ConsultOutcome.tsx";
import { OutsideReaders } from "./OutsideReaders.tsx";
import { RequestMeetingSection } from "./meeting/RequestMeetingSection.tsx";
import "./request-detail.css";

export function RequestAside({ request }: { request: RequestAside_request$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment RequestAside_request on Request {
        id
        databaseId
        canBill
        createdAt
        publishedAt
        patient {
          firstName
          lastName
          birthName
          birthDate
          gender
        }
        author {
          firstName
          lastName
          profilePictureUrl
        }
        recipientProfessional {
          firstName
          lastName
          specialty {
            label
          }
        }
        recipientGroup {
          name
        }
        recipientTopic {
          label
        }
        selfSide
        consult {
          status
          actCode
          completedAt
          completedBy {
            firstName
            lastName
          }
          expertAct {
            code
            amountCents
            billable
          }
          requesterAct {
            code
            amountCents
            billable
          }
        }
        ...OutsideReaders_request
        ...RequestMeetingSection_request
      }
    `,
    request,
  );
  const { patient } = data;
  const genders: Record<string, string> = { F: t`Femme`, M: t`Homme`, O: t`Autre` };
  const recipient = recipientDisplayName(data);

  return (
    <aside className="request-aside">
      <section className="panel" aria-labelledby="aside-patient">
        <h2 id="aside-patient" className="panel-title">
          <Trans>Patient</Trans>
        </h2>
        <dl className="facts">
          <dt>
            <Trans>Nom</Trans>
          </dt>
          <dd>{patientDisplayName(patient, i18n.locale) ?? t`Non renseigné`}</dd>
          {patient?.birthName && patient.birthName !== patient.lastName ? (
            <>
              <dt>
                <Trans>Nom de naissance</Trans>
              </dt>
              <dd>{patient.birthName.toLocaleUpperCase(i18n.locale)}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Date de naissance</Trans>
          </dt>
          <dd>{patient?.birthDate ? formatCalendarDate(patient.birthDate, i18n.locale) : t`Non renseignée`}</dd>
          {patient?.gender ? (
            <>
              <dt>
                <Trans>Sexe</Trans>
              </dt>
              <dd>{genders[patient.gender] ?? patient.gender}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="panel" aria-labelledby="aside-parties">
        <h2 id="aside-parties" className="panel-title">
          <Trans>Intervenants</Trans>
        </h2>
        <dl className="facts">
          <dt>
            <Trans>Demandeur</Trans>
          </dt>
          <dd>
            <span className="aside-person">
              <Avatar firstName={data.author.firstName} lastName={data.author.lastName} pictureUrl={data.author.profilePictureUrl} size="tiny" />
              {personDisplayName(data.author)}
            </span>
          </dd>
          <dt>
            <Trans>Destinataire</Trans>
          </dt>
          <dd>{recipient || t`Non choisi`}</dd>
          <dt>{data.publishedAt ? <Trans>Envoyée le</Trans> : <Trans>Créée le</Trans>}</dt>
          <dd>{formatDateTime(data.publishedAt ?? data.createdAt, i18n.locale)}</dd>
        </dl>
      </section>
      <RequestMeetingSection request={data} />
      <ConsultOutcome consult={data.consult} selfSide={data.selfSide} billing={{ requestId: data.id, databaseId: data.databaseId, canBill: data.canBill }} report={{ requestId: data.id }} />
      <OutsideReaders request={data} />
    </aside>
  );
}
