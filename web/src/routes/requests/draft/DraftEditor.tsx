import { Suspense, useMemo, useRef, useState } from "react";
import { graphql, useFragment, useRelayEnvironment, fetchQuery } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { formValueText, readFormSchema, validateFormValue, type FormValue } from "@rules/form-schema.ts";
import type { ExtraPatientField, PatientCountry } from "@rules/patient.ts";
import type { DraftEditor_request$key } from "../../../__generated__/DraftEditor_request.graphql";
import type { DraftEditorRefetchQuery } from "../../../__generated__/DraftEditorRefetchQuery.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { personDisplayName } from "../../../format/names.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { AttachmentArea } from "../../files/AttachmentArea.tsx";
import { DynamicForm } from "../../forms/DynamicForm.tsx";
import { PatientModal } from "../../patients/PatientModal.tsx";
import { PatientSummary } from "../../patients/PatientSummary.tsx";
import { SamePatientHistory } from "../SamePatientHistory.tsx";
import { CollectModal, isCollectKind, type CollectKind } from "./CollectModal.tsx";
import { DeleteDraftButton } from "./DeleteDraftButton.tsx";
import { DraftBillingSection } from "./DraftBillingSection.tsx";
import type { Eligibility } from "../../consults/consult-labels.ts";
import { DraftConflictNotice } from "./DraftConflictNotice.tsx";
import { EditIndicator } from "./EditIndicator.tsx";
import { missingItemLabel } from "./missing-items.ts";
import { RecipientModal } from "./RecipientModal.tsx";
import { MeetingSelectionModal } from "../meeting/MeetingSelectionModal.tsx";
import type { AutomaticMeetingState } from "../meeting/RequestMeetingSection.tsx";
import { SenderContextField, type SenderChoice } from "./SenderContextField.tsx";
import { usePublishRequestMutation } from "./usePublishRequestMutation.ts";
import { useSetRequesterContactMutation } from "./useSetRequesterContactMutation.ts";
import { useDraftContentSave, type DraftContent } from "./useDraftContentSave.ts";
import "./draft-editor.css";

const refetchQuery = graphql`
  query DraftEditorRefetchQuery($id: ID!) {
    node(id: $id) {
      ...DraftEditor_request @alias(as: "request")
    }
  }
`;

/**
 * The sender's draft (spec 2 §2 "Request details" for a draft, §4 and §5): the patient step, the
 * patient's consent, the question (free text or the topic's form), autosaved, and the send
 * button with everything still missing listed above it.
 */
/** The patient's insurance country as the API names it (an unknown future value reads as France). */
function countryOf(country: string): PatientCountry {
  return country === "BE" || country === "DE" ? country : "FR";
}

export function DraftEditor({ request }: { request: DraftEditor_request$key }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment DraftEditor_request on Request {
        id
        databaseId
        version
        description
        formSchema
        formValue
        patientConsentAt
        lastEditedByOtherAt
        lastEditedBy {
          firstName
          lastName
        }
        patientNeedsInsurance
        patientCountry
        requesterBills
        requesterYearlyCap {
          count
          cap
          reached
        }
        billingNumber
        eligibility
        eligibilityRestricted
        eligibilityChoices
        authorProfessionCode
        patientExtraFields
        publishMissing
        recipientTopic {
          label
          type
          meetingAssignmentMode
        }
        consultMeeting {
          id
        }
        registrableMeetings {
          id
          scheduledAt
          label
          videoCallMode
        }
        recipientGroup {
          name
        }
        recipientProfessional {
          firstName
          lastName
        }
        senderGroupId
        senderTopicId
        # The collect modals start from the author's (the viewer's) own contact details.
        author {
          phone
          email
          contactPhone
          contactEmail
        }
        patient {
          id
          ...PatientSummary_patient
          ...PatientModal_patient
        }
        ...SamePatientHistory_request
        ...AttachmentArea_request
      }
    `,
    request,
  );
  const schema = useMemo(() => readFormSchema(data.formSchema), [data.formSchema]);
  const initial: DraftContent = { description: data.description ?? "", formValue: schema ? ((data.formValue as FormValue | null) ?? {}) : null };
  const [content, setContent] = useState<DraftContent>(initial);
  const saver = useDraftContentSave(data.id, data.version, initial);
  const [publish, publishing] = usePublishRequestMutation();
  const [setContact] = useSetRequesterContactMutation();
  // The prerequisite steps open by themselves, in the spec's order (spec 2 §4): the recipient
  // (a draft transferred without its context has none), then the patient.
  const hasRecipient = data.recipientTopic !== null || data.recipientProfessional !== null;
  const [recipientOpen, setRecipientOpen] = useState(!hasRecipient);
  // Spec 2 §4 order: sender context, recipient, billing number, patient.
  const billingStep = data.requesterBills && data.billingNumber === null;
  const [billingOpen, setBillingOpen] = useState(hasRecipient && billingStep);
  const [patientOpen, setPatientOpen] = useState(hasRecipient && !billingStep && data.patient === null);
  // The patient step opens by itself: closing it brings the focus to this button, next to the consent.
  const patientButton = useRef<HTMLButtonElement>(null);
  const [collect, setCollect] = useState<CollectKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  // Shown at once; put back if the save is refused.
  const [consent, setConsent] = useState(data.patientConsentAt !== null);
  const [uploading, setUploading] = useState(false);

  const reload = () => fetchQuery<DraftEditorRefetchQuery>(environment, refetchQuery, { id: data.id }, { fetchPolicy: "network-only" }).toPromise();

  const change = (next: DraftContent) => {
    setContent(next);
    saver.edit(next);
  };

  const saveNow = async (fields: Parameters<typeof saver.saveNow>[0]) => {
    const outcome = await saver.saveNow(fields);
    if (!outcome.ok && outcome.error.code !== "version_conflict") setError(errorText(outcome.error));
    else setError(null);
    return outcome;
  };

  // Spec 2 §4: a manual meeting topic first asks for the meeting (the meeting-selection step).
  const [meetingStep, setMeetingStep] = useState(false);
  // The step's choice, kept for the retry after a collect modal (spec 2 §8).
  const chosenMeeting = useRef<string | null | undefined>(undefined);
  const needsMeetingStep = data.recipientTopic?.type === "MEETING" && data.recipientTopic.meetingAssignmentMode === "MANUAL";

  const send = async (meetingId?: string | null): Promise<string | null> => {
    setShowMissing(true);
    setError(null);
    if (meetingId !== undefined) chosenMeeting.current = meetingId;
    if (needsMeetingStep && meetingId === undefined) {
      setMeetingStep(true);
      return null;
    }
    await saver.flush();
    if (saver.conflict) return null;
    const outcome = await publish(data.id, saver.version(), meetingId);
    if (outcome.ok) {
      setMeetingStep(false);
      // The request page explains the automatic registration once it shows the sent request.
      if (outcome.data.meetingAssignedAutomatically) void navigate(location.pathname + location.search, { replace: true, state: { meetingAssignedAutomatically: true } satisfies AutomaticMeetingState });
      return null;
    }
    if (meetingStep && outcome.error.field === "meetingId") return errorText(outcome.error);
    setMeetingStep(false);
    if (isCollectKind(outcome.error.code)) setCollect(outcome.error.code);
    else {
      setError(errorText(outcome.error));
      if (outcome.error.code === "version_conflict") await reload();
    }
    return null;
  };

  const submitCollect = async (kind: CollectKind, value: string) => {
    const outcome =
      kind === "hospitalization_missing"
        ? await saveNow({ iep: value })
        : await setContact({ requestId: data.id, ...(kind === "contact_phone_missing" ? { phone: value } : { email: value }) });
    if (outcome.ok) setTimeout(() => void send(chosenMeeting.current), 0);
    return outcome.ok ? { ok: true as const, data: undefined } : outcome;
  };

  // A new recipient may bring another form: the editor reloads the draft as the server left it.
  const changeRecipient = async (recipient: NonNullable<Parameters<typeof saver.saveNow>[0]["recipient"]>): Promise<string | null> => {
    await saver.flush();
    const outcome = await saver.saveNow({ recipient });
    if (!outcome.ok) return errorText(outcome.error);
    setRecipientOpen(false);
    await reload();
    if (data.patient === null) setPatientOpen(true);
    return null;
  };

  const changeSender = async (sender: SenderChoice): Promise<boolean> => (await saveNow({ sender })).ok;

  const recipientName = data.recipientTopic
    ? [data.recipientTopic.label, data.recipientGroup?.name].filter(Boolean).join(" · ")
    : data.recipientProfessional
      ? personDisplayName(data.recipientProfessional)
      : null;

  const formLabels = Object.fromEntries((schema?.fields ?? []).map((field) => [field.name, field.label]));
  const formErrors = schema && content.formValue && showMissing ? validateFormValue(schema, content.formValue) : {};
  // The server's list, with the question's own items recomputed as the user types (the
  // server's catch up at the next save).
  const localQuestion = schema && content.formValue ? Object.keys(validateFormValue(schema, content.formValue)).map((field) => `form.${field}`) : content.description.trim() ? [] : ["description"];
  const missing = [...data.publishMissing.filter((key) => key !== "description" && !key.startsWith("form.")), ...localQuestion];
  const editor = data.lastEditedBy ? personDisplayName(data.lastEditedBy) : null;
  const statusText = { idle: "", pending: t`Modifications non enregistrées`, saving: t`Enregistrement…`, saved: t`Brouillon enregistré`, error: t`Échec de l'enregistrement : nouvel essai à la prochaine modification.` }[saver.status];

  return (
    <div className="draft-editor">
      <EditIndicator editedAt={data.lastEditedByOtherAt} editor={editor} />
      {saver.conflict ? (
        <DraftConflictNotice
          theirs={{ description: data.description ?? "", formValue: schema ? ((data.formValue as FormValue | null) ?? {}) : null }}
          mine={content}
          describe={(version) => (schema && version.formValue ? formValueText(schema, version.formValue, { yes: t`oui`, no: t`non` }) : version.description)}
          editor={editor}
          onReload={reload}
          onKeepTheirs={(version, theirs) => {
            setContent(theirs);
            saver.resolveConflict(version, "theirs", theirs, content);
          }}
          onReapplyMine={(version, theirs) => saver.resolveConflict(version, "mine", theirs, content)}
          latestVersion={data.version}
        />
      ) : null}

      <section className="panel" aria-labelledby="draft-recipient">
        <h2 id="draft-recipient" className="panel-title">
          <Trans>Destinataire</Trans>
        </h2>
        <Suspense fallback={null}>
          <SenderContextField value={{ senderGroupId: data.senderGroupId ?? null, senderTopicId: data.senderTopicId ?? null }} onChange={changeSender} />
        </Suspense>
        <p className="draft-recipient-name">{recipientName ?? <span className="muted"><Trans>Aucun destinataire choisi.</Trans></span>}</p>
        <Button variant="secondary" onPress={() => setRecipientOpen(true)}>
          {recipientName ? t`Changer de destinataire` : t`Choisir le destinataire`}
        </Button>
        <RecipientModal isOpen={recipientOpen} onOpenChange={setRecipientOpen} onConfirm={changeRecipient} />
      </section>

      <Suspense fallback={null}>
        <DraftBillingSection
          requesterBills={data.requesterBills}
          yearlyCap={data.requesterYearlyCap ?? null}
          billingNumber={data.billingNumber ?? null}
          eligibility={data.eligibility && data.eligibility !== "%future added value" ? data.eligibility : null}
          eligibilityRestricted={data.eligibilityRestricted}
          eligibilityChoices={data.eligibilityChoices.filter((value): value is Eligibility => value !== "%future added value")}
          authorProfessionCode={data.authorProfessionCode ?? null}
          stepOpen={billingOpen}
          onStepClosed={() => {
            if (!billingOpen) return;
            setBillingOpen(false);
            if (data.patient === null) setPatientOpen(true);
          }}
          onSave={(fields) => saveNow(fields.eligibility === null ? { clearEligibility: true } : fields)}
        />
      </Suspense>

      <section className="panel" aria-labelledby="draft-patient">
        <h2 id="draft-patient" className="panel-title">
          <Trans>Patient</Trans>
        </h2>
        {data.patient ? <PatientSummary patient={data.patient} /> : <p className="muted"><Trans>Aucun patient renseigné.</Trans></p>}
        <Button variant="secondary" onPress={() => setPatientOpen(true)} ref={patientButton}>
          {data.patient ? t`Modifier le patient` : t`Renseigner le patient`}
        </Button>
        <PatientModal
          isOpen={patientOpen}
          onOpenChange={setPatientOpen}
          patient={data.patient ?? null}
          returnFocusTo={patientButton}
          requirements={{ country: countryOf(data.patientCountry), insurance: data.patientNeedsInsurance, extraFields: data.patientExtraFields as ExtraPatientField[] }}
          onSaved={(patientId) => {
            setPatientOpen(false);
            void saveNow({ patientId });
          }}
        />
        <div className="draft-consent">
          <Checkbox
            isSelected={consent}
            onChange={(selected) => {
              setConsent(selected);
              void saveNow({ patientConsent: selected }).then((outcome) => (outcome.ok ? undefined : setConsent(!selected)));
            }}
          >
            <Trans>Le patient a été informé et consent à cette demande de télé-expertise (obligatoire).</Trans>
          </Checkbox>
        </div>
      </section>

      <section className="panel" aria-labelledby="draft-question">
        <h2 id="draft-question" className="panel-title">
          <Trans>Votre question</Trans>
        </h2>
        {schema && content.formValue ? (
          <DynamicForm schema={schema} value={content.formValue} onChange={(formValue) => change({ ...content, formValue })} errors={formErrors} />
        ) : (
          <label className="field">
            <span className="field-label">
              <Trans>Description de la demande</Trans>
            </span>
            <textarea
              className="field-input draft-description"
              value={content.description}
              maxLength={20_000}
              rows={8}
              onChange={(event) => change({ ...content, description: event.target.value })}
            />
          </label>
        )}
        <p className="draft-save-status" role="status" aria-live="polite">
          {statusText}
        </p>
      </section>

      <AttachmentArea request={data} editable onBusyChange={setUploading} />

      <section className="panel draft-send" aria-labelledby="draft-send">
        <h2 id="draft-send" className="panel-title">
          <Trans>Envoi</Trans>
        </h2>
        {missing.length > 0 ? (
          <div className={showMissing ? "draft-missing draft-missing-shown" : "draft-missing"}>
            <p>
              <Trans>Avant l'envoi, complétez :</Trans>
            </p>
            <ul>
              {missing.map((key) => (
                <li key={key}>{missingItemLabel(i18n, key, formLabels)}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="muted">
            <Trans>La demande est complète.</Trans>
          </p>
        )}
        {uploading ? <p className="muted"><Trans>Envoi impossible tant que des fichiers sont en cours de téléversement.</Trans></p> : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className="draft-actions">
          <DeleteDraftButton requestId={data.id} onDeleted={() => navigate("/request/", { replace: true })} />
          <Button variant="primary" onPress={() => void send()} isPending={publishing} isDisabled={uploading || saver.conflict || missing.length > 0}>
            <Trans>Envoyer la demande</Trans>
          </Button>
        </div>
      </section>
      <SamePatientHistory request={data} />
      <CollectModal
        kind={collect}
        prefill={{ contact_phone_missing: data.author.contactPhone ?? data.author.phone ?? "", contact_email_missing: data.author.contactEmail ?? data.author.email ?? "", hospitalization_missing: "" }}
        onClose={() => setCollect(null)}
        onSubmit={submitCollect}
      />
      <MeetingSelectionModal
        isOpen={meetingStep}
        onClose={() => setMeetingStep(false)}
        choices={data.registrableMeetings}
        initial={data.consultMeeting?.id ?? null}
        purpose="publish"
        onConfirm={(meetingId) => send(meetingId)}
      />
    </div>
  );
}
