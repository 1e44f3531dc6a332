import { useId, useState } from "react";
import { Label, TextArea, TextField } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { awayPeriodIsComplete } from "./away-period.ts";

/** Same bound as the server (api/src/domain/groups/away-period.ts). */
const AWAY_MESSAGE_MAX_LENGTH = 2_000;

export type AwayValues = { since: string; lastDay: string; blocking: boolean; message: string };

/** The away modal (spec 1 §5): first and last day required, the last not before the first. */
export function AwayDialog({
  initial,
  onSave,
  isSaving: saving,
  onClose,
}: {
  initial: AwayValues;
  onSave: (values: AwayValues) => Promise<FieldCodedError | null>;
  isSaving: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [values, setValues] = useState(initial);
  const [dialogError, setDialogError] = useState<FieldCodedError | null>(null);
  const sinceId = useId();
  const lastDayId = useId();
  const complete = awayPeriodIsComplete(values.since, values.lastDay);
  return (
    <ModalDialog title={t`Message d'absence`} isOpen onOpenChange={(open) => !open && onClose()}>
      <form
        className="dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) return;
          void onSave(values).then(setDialogError);
        }}
      >
        <div className="away-dates">
          <div className="field">
            <label className="field-label" htmlFor={sinceId}>
              <Trans>Du</Trans>
            </label>
            <input id={sinceId} className="field-input" type="date" required value={values.since} onChange={(e) => setValues({ ...values, since: e.target.value })} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={lastDayId}>
              <Trans>Au (inclus)</Trans>
            </label>
            <input
              id={lastDayId}
              className="field-input"
              type="date"
              required
              min={values.since || undefined}
              value={values.lastDay}
              onChange={(e) => setValues({ ...values, lastDay: e.target.value })}
            />
          </div>
        </div>
        {values.since && values.lastDay && !complete ? (
          <p className="field-error" role="alert">
            <Trans>La date de fin ne peut pas précéder la date de début.</Trans>
          </p>
        ) : null}
        <Checkbox isSelected={values.blocking} onChange={(blocking) => setValues({ ...values, blocking })}>
          <Trans>Bloquer les nouvelles demandes pendant l'absence</Trans>
        </Checkbox>
        <TextField className="field" value={values.message} onChange={(message) => setValues({ ...values, message })} maxLength={AWAY_MESSAGE_MAX_LENGTH}>
          <Label className="field-label">{t`Message (facultatif)`}</Label>
          <TextArea className="field-input" rows={3} />
        </TextField>
        {dialogError ? <Alert>{errorText(dialogError)}</Alert> : null}
        <div className="info-actions">
          <Button onPress={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" variant="primary" isDisabled={!complete} isPending={saving}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
