import { graphql, useFragment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { RequestRow_request$key } from "../../__generated__/RequestRow_request.graphql";
import { formatDateTime } from "../../format/dates.ts";
import { patientDisplayName, personDisplayName } from "../../format/names.ts";
import { Link } from "../../ui/Link.tsx";
import { feedBasePath, type Feed } from "./feed.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import "./request-list.css";

export function RequestRow({ request, feed }: { request: RequestRow_request$key; feed: Feed }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment RequestRow_request on Request {
        databaseId
        status
        consultStatus
        lastActivityDate
        patient {
          firstName
          lastName
        }
        author {
          firstName
          lastName
        }
        recipientProfessional {
          firstName
          lastName
          specialty {
            shortLabel
          }
        }
        recipientGroup {
          name
        }
        recipientTopic {
          label
        }
      }
    `,
    request,
  );
  const patient = patientDisplayName(data.patient, i18n.locale) ?? t`Patient non renseigné`;
  const recipient = data.recipientProfessional
    ? [personDisplayName(data.recipientProfessional), data.recipientProfessional.specialty.shortLabel].join(" · ")
    : [data.recipientGroup?.name, data.recipientTopic?.label].filter(Boolean).join(" · ");
  const sender = personDisplayName(data.author);
  // Senders want to see who answers; experts want to see who asks.
  const counterpart = feed === "FROM_ME" ? (recipient ? t`Pour : ${recipient}` : t`Destinataire non choisi`) : t`De : ${sender}`;

  return (
    <Link href={`${feedBasePath(feed)}${data.databaseId}`} className="request-row">
      <span className="request-row-main">
        <span className="request-row-patient">{patient}</span>
        <span className="request-row-counterpart">{counterpart}</span>
      </span>
      <span className="request-row-side">
        <StatusBadge status={data.status} consultStatus={data.consultStatus} />
        <time className="request-row-date" dateTime={data.lastActivityDate}>
          {formatDateTime(data.lastActivityDate, i18n.locale)}
        </time>
      </span>
    </Link>
  );
}
