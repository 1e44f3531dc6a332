import { useId, useState } from "react";
import { Radio, RadioGroup, Label } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { Select } from "../../ui/Select.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { localInputValue } from "./meeting-time.ts";
import { useSaveMeetingMutation } from "./useSaveMeetingMutation.ts";
import "./meeting-error-messages.ts";

type VideoMode = "INTERNAL" | "EXTERNAL" | "NO_VIDEO";
export type EditedMeeting = {
  id: string;
  topicId: string;
  topicLabel: string;
  scheduledAt: string;
  label: string | null;
  videoCallMode: VideoMode;
  externalVideoLink: string | null;
  requestsCount: number;
};
type Topic = { readonly id: string; readonly label: string };

/** Spec 1 §5 'Veuillez saisir un lien valide.', checked before the call too. */
function isValidLink(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const url = new URL(link);
  return url.protocol === "https:" || url.protocol === "http:";
}

/**
 * The schedule/edit modal (spec 1 §2, §5): category and date-time required, name optional, video
 * internal (when the service is configured), external with a valid link, or in person. The category
 * is frozen while requests are registered (spec 1 §4); saving is disabled once saved.
 */
export function MeetingDialog({
  meeting,
  topics,
  internalVideoAvailable,
  onClose,
  onSaved,
}: {
  meeting: EditedMeeting | null;
  topics: readonly Topic[];
  internalVideoAvailable: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [save, saving] = useSaveMeetingMutation();
  const [topicId, setTopicId] = useState(meeting?.topicId ?? topics[0]?.id ?? "");
  const [scheduledAt, setScheduledAt] = useState(meeting ? localInputValue(new Date(meeting.scheduledAt)) : "");
  const [label, setLabel] = useState(meeting?.label ?? "");
  const [mode, setMode] = useState<VideoMode>(meeting?.videoCallMode ?? "NO_VIDEO");
  const [link, setLink] = useState(meeting?.externalVideoLink ?? "");
  const [error, setError] = useState<FieldCodedError | null>(null);
  const [saved, setSaved] = useState(false);
  const dateId = useId();
  const frozen = (meeting?.requestsCount ?? 0) > 0;

  const fieldError = (field: string) => (error?.field === field ? errorText(error) : null);
  const generalError = error && !["topicId", "scheduledAt", "externalVideoLink"].includes(error.field ?? "") ? errorText(error) : null;

  const submit = async () => {
    if (mode === "EXTERNAL" && !isValidLink(link.trim())) {
      setError({ code: "meeting_link_invalid", field: "externalVideoLink" });
      return;
    }
    const outcome = await save(meeting?.id ?? null, {
      topicId: topicId || null,
      scheduledAt: scheduledAt ? new Date(scheduledAt).toISOString() : null,
      label: label.trim() || null,
      videoCallMode: mode,
      externalVideoLink: mode === "EXTERNAL" ? link.trim() : null,
    });
    if (outcome.ok) {
      setSaved(true);
      onSaved();
    } else setError(outcome.error);
  };

  const dateError = fieldError("scheduledAt");
  const linkError = fieldError("externalVideoLink");
  const topicError = fieldError("topicId");
  return (
    <ModalDialog title={meeting ? t`Modifier la réunion` : t`Programmer une réunion`} isOpen onOpenChange={(open) => !open && onClose()}>
      <form
        className="dialog-form meeting-dialog"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void submit();
        }}
      >
        {frozen && meeting ? (
          <div className="field">
            <span className="field-label">
              <Trans>Catégorie</Trans>
            </span>
            <p className="meeting-frozen">{meeting.topicLabel}</p>
            <p className="field-description">
              <Trans>La catégorie ne peut pas être modifiée tant que des demandes sont inscrites à la réunion.</Trans>
            </p>
          </div>
        ) : (
          <Select label={t`Catégorie`} options={topics.map((topic) => ({ id: topic.id, label: topic.label }))} value={topicId} onChange={(value) => setTopicId(String(value))} />
        )}
        {topicError ? (
          <p className="field-error" role="alert">
            {topicError}
          </p>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor={dateId}>
            <Trans>Date et heure</Trans>
          </label>
          <input id={dateId} className="field-input" type="datetime-local" required value={scheduledAt} onChange={(e) => setScheduledAt(e.target.value)} aria-invalid={dateError ? true : undefined} />
          {dateError ? (
            <p className="field-error" role="alert">
              {dateError}
            </p>
          ) : null}
        </div>
        <TextField label={t`Nom (facultatif)`} value={label} onChange={setLabel} maxLength={200} />
        <RadioGroup className="field meeting-modes" value={mode} onChange={(value) => setMode(value as VideoMode)}>
          <Label className="field-label">
            <Trans>Visioconférence</Trans>
          </Label>
          {internalVideoAvailable ? (
            <Radio value="INTERNAL" className="radio">
              <Trans>Visioconférence intégrée</Trans>
            </Radio>
          ) : null}
          <Radio value="EXTERNAL" className="radio">
            <Trans>Lien externe</Trans>
          </Radio>
          <Radio value="NO_VIDEO" className="radio">
            <Trans>En présentiel (sans visioconférence)</Trans>
          </Radio>
        </RadioGroup>
        {mode === "EXTERNAL" ? (
          <div className="field">
            <TextField label={t`Lien de la visioconférence`} type="url" value={link} onChange={setLink} maxLength={2000} isInvalid={linkError !== null} />
            {linkError ? (
              <p className="field-error" role="alert">
                {linkError}
              </p>
            ) : null}
          </div>
        ) : null}
        {generalError ? <Alert>{generalError}</Alert> : null}
        <div className="info-actions">
          <Button onPress={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" variant="primary" isPending={saving} isDisabled={saved}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
