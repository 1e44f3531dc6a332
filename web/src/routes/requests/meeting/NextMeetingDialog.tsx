import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NextMeetingDialogQuery } from "../../../__generated__/NextMeetingDialogQuery.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { formatDateTime } from "../../../format/dates.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { useTransferRequestMutation } from "../../consults/useTransferRequestMutation.ts";
import { requestPath } from "../request-paths.ts";

// Asked when the dialog opens, not with the request page: the page's statements stay as they are.
const query = graphql`
  query NextMeetingDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Request {
        recipientTopic {
          label
          nextMeetingScheduledAt
        }
      }
    }
  }
`;

/**
 * Spec 2 §2 "next meeting request": once a consult discussed in a meeting is completed, the
 * expert may put the patient on the agenda again. "Prepare" makes a new draft to the same
 * meeting topic with the patient, the question, the attachments and this consult's report
 * (transfer with content, context and report); sending it registers it to a meeting as any
 * request to the topic. The draft is not sent by itself: the question to discuss next is new.
 */
export function NextMeetingDialog({ requestId, isOpen, onClose }: { requestId: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Présenter à nouveau en réunion ?`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Suspense fallback={<LoadingView />}>
        <NextMeetingChoice requestId={requestId} onClose={onClose} />
      </Suspense>
    </ModalDialog>
  );
}

function NextMeetingChoice({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const data = useLazyLoadQuery<NextMeetingDialogQuery>(query, { id: requestId }, { fetchPolicy: "network-only" });
  const [error, setError] = useState<string | null>(null);
  const [transfer, isTransferring] = useTransferRequestMutation();
  const topic = data.node?.recipientTopic ?? null;
  const topicLabel = topic?.label ?? "";
  const next = topic?.nextMeetingScheduledAt ? formatDateTime(topic.nextMeetingScheduledAt, i18n.locale) : null;

  const prepare = async () => {
    setError(null);
    const outcome = await transfer({ requestId, withContent: true, withContext: true, withReport: true });
    if (outcome.ok) void navigate(requestPath("request", outcome.data));
    else setError(errorText(outcome.error));
  };

  return (
    <>
      <p className="dialog-text">
        <Trans>L'avis est terminé. Si le dossier doit être rediscuté, préparez une nouvelle demande pour la prochaine réunion : elle reprend le patient, la question, les pièces jointes et le compte rendu de cet avis.</Trans>
      </p>
      <p className="dialog-text">
        {next ? (
          <Trans>
            Prochaine réunion « {topicLabel} » : {next}.
          </Trans>
        ) : (
          <Trans>Aucune réunion « {topicLabel} » n'est programmée pour l'instant.</Trans>
        )}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose} autoFocus>
          <Trans>Non merci</Trans>
        </Button>
        <Button variant="primary" isPending={isTransferring} onPress={() => void prepare()}>
          <Trans>Préparer la demande</Trans>
        </Button>
      </div>
    </>
  );
}
