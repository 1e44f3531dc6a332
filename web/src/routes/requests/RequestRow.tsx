import { graphql, useFragment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { RequestRow_request$key } from "../../__generated__/RequestRow_request.graphql";
import { patientDisplayName, personDisplayName, recipientDisplayName } from "../../format/names.ts";
import { Link } from "../../ui/Link.tsx";
import { requestPath, requestViewFor } from "./request-paths.ts";
import { ClosedNote, InactiveNote, RequestRowSide } from "./RequestRowSide.tsx";
import "./request-list.css";

export function RequestRow({ request }: { request: RequestRow_request$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment RequestRow_request on Request {
        databaseId
        status
        consultStatus
        selfSide
        unread
        inactive
        onDutyRoutedAt
        lastActivityDate
        patient {
          firstName
          lastName
          birthName
        }
        author {
          firstName
          lastName
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
        consult {
          actCode
          completedAt
        }
      }
    `,
    request,
  );
  const patient = patientDisplayName(data.patient, i18n.locale) ?? t`Patient non renseigné`;
  const recipient = recipientDisplayName(data);
  const sender = personDisplayName(data.author);
  // Senders want to see who answers; experts want to see who asks.
  const counterpart = data.selfSide === "RECIPIENT" ? t`De : ${sender}` : recipient ? t`Pour : ${recipient}` : t`Destinataire non choisi`;
  // Spec 2 §2: a click opens the view of the viewer's side of the request.
  const href = requestPath(requestViewFor(data.selfSide), data.databaseId);

  return (
    <Link href={href} className={data.unread ? "request-row request-row-unread" : "request-row"}>
      <span className="request-row-main">
        <span className="request-row-patient">
          {data.unread ? (
            <>
              <span className="request-row-dot" aria-hidden="true" />
              <span className="visually-hidden">{t`Non lue :`} </span>
            </>
          ) : null}
          {patient}
        </span>
        <span className="request-row-counterpart">{counterpart}</span>
        {data.consult?.completedAt && (data.consultStatus === "COMPLETED" || data.consultStatus === "CANCELLED") ? (
          <ClosedNote completed={data.consultStatus === "COMPLETED"} at={data.consult.completedAt} actCode={data.consult.actCode} />
        ) : null}
        {data.inactive ? <InactiveNote /> : null}
        {data.onDutyRoutedAt && data.consultStatus === "OPENED" ? <span className="request-row-on-duty">{t`Reçue pendant votre garde`}</span> : null}
      </span>
      <RequestRowSide status={data.status} consultStatus={data.consultStatus} lastActivityDate={data.lastActivityDate} />
    </Link>
  );
}
