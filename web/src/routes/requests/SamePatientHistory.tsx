import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SamePatientHistory_request$key } from "../../__generated__/SamePatientHistory_request.graphql";
import { formatDateTime } from "../../format/dates.ts";
import { recipientDisplayName } from "../../format/names.ts";
import { Link } from "../../ui/Link.tsx";
import { requestPath, requestViewFor } from "./request-paths.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import "./request-list.css";

/**
 * Spec 2 §9: the 5 latest published requests about the same patient that the viewer may read,
 * so a requester sees what was already asked. Nothing is shown when there are none.
 */
export function SamePatientHistory({ request }: { request: SamePatientHistory_request$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment SamePatientHistory_request on Request {
        samePatientRequests(first: 5) {
          id
          databaseId
          selfSide
          status
          consultStatus
          publishedAt
          description
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
        }
      }
    `,
    request,
  );
  const rows = data.samePatientRequests;
  if (rows.length === 0) return null;

  return (
    <section className="same-patient" aria-labelledby="same-patient-title">
      <h2 id="same-patient-title" className="same-patient-title">
        <Trans>Demandes précédentes pour ce patient</Trans>
      </h2>
      <ul className="same-patient-list">
        {rows.map((row) => {
          const recipient = recipientDisplayName(row);
          return (
            <li key={row.id}>
              <Link href={requestPath(requestViewFor(row.selfSide), row.databaseId)} className="same-patient-link">
                <span className="same-patient-main">
                  <span className="same-patient-recipient">{recipient || t`Destinataire non choisi`}</span>
                  {row.description ? <span className="same-patient-description">{row.description}</span> : null}
                </span>
                <span className="request-row-side">
                  <StatusBadge status={row.status} consultStatus={row.consultStatus} />
                  {row.publishedAt ? (
                    <time className="request-row-date" dateTime={row.publishedAt}>
                      {t`Envoyée le ${formatDateTime(row.publishedAt, i18n.locale)}`}
                    </time>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
