import { Suspense, useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FormValue } from "@rules/form-schema.ts";
import type { ConsultActions_request$key } from "../../__generated__/ConsultActions_request.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import { billingCatalogue } from "../../i18n/catalogues.ts";
import { loadExtraCatalogue } from "../../i18n/activate.ts";
import { useRejectConsultMutation } from "./useRejectConsultMutation.ts";
import { PrescriptionButton } from "../documents/PrescriptionButton.tsx";

// The dialogs are chunks of their own (issue 18: the consult page's first paint does not wait for
// the survey's form fields or the transfer search); they are fetched once the actions have shown.
const AddParticipantsDialog = lazyComponent(() => import("./AddParticipantsDialog.tsx").then((module) => module.AddParticipantsDialog));
// The completion dialog's strings (acts, amounts, the yearly cap) are the billing area's: they load with it.
const CompleteConsultDialog = lazyComponent(async () => {
  const [module] = await Promise.all([import("./CompleteConsultDialog.tsx"), loadExtraCatalogue(billingCatalogue)]);
  return module.CompleteConsultDialog;
});
const SurveyDialog = lazyComponent(() => import("./SurveyDialog.tsx").then((module) => module.SurveyDialog));
const TagsDialog = lazyComponent(() => import("./TagsDialog.tsx").then((module) => module.TagsDialog));
const TransferDialog = lazyComponent(() => import("./TransferDialog.tsx").then((module) => module.TransferDialog));
const NextMeetingDialog = lazyComponent(() => import("../requests/meeting/NextMeetingDialog.tsx").then((module) => module.NextMeetingDialog));

type Dialog = "complete" | "nextMeeting" | "reject" | "survey" | "tags" | "participants" | "transfer" | null;

/** The composer is the thread's; "Répondre" only brings the keyboard there. */
function focusComposer() {
  const composer = document.querySelector<HTMLTextAreaElement>(".composer-input");
  composer?.scrollIntoView({ block: "center", behavior: "smooth" });
  composer?.focus({ preventScroll: true });
}

/** Spec 2 §2: the consult's action buttons at the top, each shown only when the viewer may use it. */
export function ConsultActions({ request }: { request: ConsultActions_request$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const data = useFragment(
    graphql`
      fragment ConsultActions_request on Request {
        id
        databaseId
        canReply
        canPrescribe
        canComplete
        canEditSurvey
        canEditTags
        canAddParticipant
        canTransfer
        consultMeeting {
          id
        }
        consult {
          status
          surveyValue
          surveySchema
          tags {
            databaseId
            label
          }
        }
        recipientGroupTags {
          databaseId
          label
        }
        recipientGroupMembers {
          user
          firstName
          lastName
          profilePictureUrl
          title
          canReply
          canSupport
          canShadow
          canAdmin
          isParticipant
        }
      }
    `,
    request,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [reject, isRejecting] = useRejectConsultMutation();
  // Read (and checked) by the survey's own chunk: the form rules' validator stays out of the page's first load (issue 18).
  const surveySchema = data.consult?.surveySchema ?? null;
  const close = () => setDialog(null);
  const { canComplete, canEditTags, canAddParticipant, canTransfer } = data;
  const hasSurvey = surveySchema !== null;
  const inMeeting = data.consultMeeting !== null;
  useEffect(() => {
    if (canComplete) CompleteConsultDialog.preload();
    if (canComplete && inMeeting) NextMeetingDialog.preload();
    if (hasSurvey) SurveyDialog.preload();
    if (canEditTags) TagsDialog.preload();
    if (canAddParticipant) AddParticipantsDialog.preload();
    if (canTransfer) TransferDialog.preload();
  }, [canComplete, inMeeting, hasSurvey, canEditTags, canAddParticipant, canTransfer]);

  const confirmReject = async () => {
    setRejectError(null);
    const outcome = await reject({ requestId: data.id });
    if (outcome.ok) close();
    else setRejectError(errorText(outcome.error));
  };

  return (
    <nav className="consult-actions" aria-label={t`Actions sur l'avis`}>
      {data.canReply ? (
        <Button variant="primary" onPress={focusComposer}>
          <Trans>Répondre</Trans>
        </Button>
      ) : null}
      {data.canComplete ? (
        <>
          <Button onPress={() => setDialog("complete")}>
            <Trans>Terminer l'avis</Trans>
          </Button>
          <Button onPress={() => setDialog("reject")}>
            <Trans>Rejeter</Trans>
          </Button>
        </>
      ) : null}
      {surveySchema && data.consult ? (
        <Button onPress={() => setDialog("survey")}>
          <Trans>Questionnaire</Trans>
        </Button>
      ) : null}
      {data.canEditTags ? (
        <Button onPress={() => setDialog("tags")}>
          <Trans>Étiquettes</Trans>
        </Button>
      ) : null}
      {data.canAddParticipant ? (
        <Button onPress={() => setDialog("participants")}>
          <Trans>Ajouter des participants</Trans>
        </Button>
      ) : null}
      {data.canTransfer ? (
        <Button onPress={() => setDialog("transfer")}>
          <Trans>Transférer</Trans>
        </Button>
      ) : null}
      {data.canPrescribe ? <PrescriptionButton requestId={data.id} databaseId={data.databaseId} /> : null}

      <Suspense fallback={null}>
        {dialog === "complete" ? (
          // A consult discussed in a meeting: the expert is asked whether the patient goes on the next one's agenda.
          <CompleteConsultDialog requestId={data.id} isOpen onClose={close} onCompleted={() => setDialog(inMeeting && data.canTransfer ? "nextMeeting" : null)} />
        ) : null}
        {dialog === "nextMeeting" ? <NextMeetingDialog requestId={data.id} isOpen onClose={close} /> : null}
        {dialog === "reject" ? (
          <ModalDialog title={t`Rejeter la demande ?`} role="alertdialog" isOpen onOpenChange={(open) => !open && close()}>
            <p className="dialog-text">
              <Trans>L'avis sera clos sans réponse et le demandeur en sera informé. Cette action est définitive.</Trans>
            </p>
            {rejectError ? <Alert>{rejectError}</Alert> : null}
            <div className="consult-dialog-actions">
              <Button onPress={close} autoFocus>
                <Trans>Annuler</Trans>
              </Button>
              <Button variant="primary" className="button-danger" isPending={isRejecting} onPress={() => void confirmReject()}>
                <Trans>Rejeter</Trans>
              </Button>
            </div>
          </ModalDialog>
        ) : null}
        {dialog === "survey" && surveySchema ? (
          <SurveyDialog
            requestId={data.id}
            schema={surveySchema}
            value={(data.consult?.surveyValue as FormValue | null) ?? {}}
            readOnly={!data.canEditSurvey}
            isOpen
            onClose={close}
          />
        ) : null}
        {dialog === "tags" ? <TagsDialog requestId={data.id} options={data.recipientGroupTags} selected={data.consult?.tags ?? []} isOpen onClose={close} /> : null}
        {dialog === "participants" ? <AddParticipantsDialog requestId={data.id} members={data.recipientGroupMembers} isOpen onClose={close} /> : null}
        {dialog === "transfer" ? <TransferDialog requestId={data.id} hasReport={data.consult?.status === "COMPLETED"} isOpen onClose={close} /> : null}
      </Suspense>
    </nav>
  );
}
