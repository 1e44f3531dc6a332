import { useState } from "react";
import { Label, TextArea, TextField } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";

/** Same bound as the server (api/src/domain/groups/topic-settings.ts). */
const INSTRUCTIONS_MAX_LENGTH = 5_000;

/** The medical instructions' message dialog (spec 1 §5), opened with the saved text. */
export function InstructionsDialog({
  initial,
  onSave,
  isSaving,
  onClose,
}: {
  initial: string;
  /** Resolves to the error to show, or null once saved. */
  onSave: (instructions: string) => Promise<FieldCodedError | null>;
  isSaving: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<FieldCodedError | null>(null);
  return (
    <ModalDialog title={t`Consignes médicales`} isOpen onOpenChange={(open) => !open && onClose()}>
      <form
        className="dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          void onSave(draft).then(setError);
        }}
      >
        <p className="dialog-text">
          <Trans>Ces consignes s'affichent aux demandeurs lorsqu'ils choisissent cette thématique.</Trans>
        </p>
        <TextField className="field" value={draft} onChange={setDraft} maxLength={INSTRUCTIONS_MAX_LENGTH} autoFocus>
          <Label className="field-label">{t`Consignes`}</Label>
          <TextArea className="field-input" rows={6} />
        </TextField>
        {error ? <Alert>{errorText(error)}</Alert> : null}
        <div className="info-actions">
          <Button onPress={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" variant="primary" isPending={isSaving}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
