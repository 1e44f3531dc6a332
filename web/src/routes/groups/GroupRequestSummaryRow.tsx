import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import type { GroupRequestSummaryRow_summary$key } from "../../__generated__/GroupRequestSummaryRow_summary.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatCalendarDate } from "../../format/dates.ts";
import { patientDisplayName, personDisplayName, recipientDisplayName } from "../../format/names.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { useJoinRequestMutation } from "../consults/useJoinRequestMutation.ts";
import { requestPath } from "../requests/request-paths.ts";
import { InactiveNote, RequestRowSide } from "../requests/RequestRowSide.tsx";
import "../requests/request-list.css";

/**
 * A request of the group that the viewer may not open (issue 17 H1): its summary, as spec 1 §2
 * lists it to the group's insiders, and "Prendre en charge" when the viewer may take it.
 */
export function GroupRequestSummaryRow({ summary }: { summary: GroupRequestSummaryRow_summary$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment GroupRequestSummaryRow_summary on GroupRequestSummary {
        databaseId
        requestId
        status
        consultStatus
        inactive
        lastActivityDate
        viewerCanJoin
        patient {
          firstName
          lastName
          birthName
          birthDate
        }
        author {
          firstName
          lastName
        }
        recipientProfessional {
          firstName
          lastName
          specialtyLabel
        }
        recipientGroupName
        recipientTopicLabel
      }
    `,
    summary,
  );
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [join, isJoining] = useJoinRequestMutation();
  const [error, setError] = useState<string | null>(null);

  const patient = patientDisplayName(data.patient, i18n.locale) ?? t`Patient non renseigné`;
  const birthDate = data.patient?.birthDate ? formatCalendarDate(data.patient.birthDate, i18n.locale) : null;
  const recipient = recipientDisplayName({
    recipientProfessional: data.recipientProfessional ? { ...data.recipientProfessional, specialty: { label: data.recipientProfessional.specialtyLabel } } : null,
    recipientGroup: data.recipientGroupName ? { name: data.recipientGroupName } : null,
    recipientTopic: data.recipientTopicLabel ? { label: data.recipientTopicLabel } : null,
  });
  const sender = personDisplayName(data.author);

  const take = async () => {
    setError(null);
    const outcome = await join({ requestId: data.requestId });
    if (outcome.ok) void navigate(requestPath("consult", data.databaseId));
    else setError(errorText(outcome.error));
  };

  return (
    <div className="request-row request-row-summary">
      <span className="request-row-main">
        <span className="request-row-patient">
          {patient}
          {birthDate ? <span className="request-row-birth"> · {t`né(e) le ${birthDate}`}</span> : null}
        </span>
        <span className="request-row-counterpart">
          {t`De : ${sender}`}
          {recipient ? ` · ${t`Pour : ${recipient}`}` : null}
        </span>
        {data.inactive ? <InactiveNote /> : null}
        {data.viewerCanJoin ? null : (
          <span className="request-row-note">
            <Trans>Vous ne participez pas à cette demande.</Trans>
          </span>
        )}
        {error ? <Alert>{error}</Alert> : null}
      </span>
      <RequestRowSide status={data.status} consultStatus={data.consultStatus} lastActivityDate={data.lastActivityDate}>
        {data.viewerCanJoin ? (
          <Button variant="primary" onPress={() => void take()} isPending={isJoining}>
            <Trans>Prendre en charge</Trans>
          </Button>
        ) : null}
      </RequestRowSide>
    </div>
  );
}
