import { useState } from "react";
import { Label, TextArea, TextField } from "react-aria-components";
import { Trans } from "@lingui/react/macro";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import type { MutationOutcome } from "../../../relay/useMutationPromise.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";

/** Same bound as the server (api/src/domain/groups/topic-settings.ts). */
const DESCRIPTION_MAX_LENGTH = 20_000;

type Props = {
  /** The text as saved ("" when none yet): the draft starts from it. */
  saved: string;
  /** The field's label, e.g. "Description du groupe". */
  label: string;
  onSave: (value: string) => Promise<MutationOutcome>;
  isSaving: boolean;
  /** Called after a save that succeeded, and on cancel. */
  onDone: () => void;
};

/** A description edited in place: save is disabled while the text is unchanged (spec 1 §5 "description editor"). */
export function DescriptionForm({ saved, label, onSave, isSaving, onDone }: Props) {
  const errorText = useErrorText();
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<FieldCodedError | null>(null);

  const save = async () => {
    setError(null);
    const outcome = await onSave(draft);
    if (outcome.ok) onDone();
    else setError(outcome.error);
  };

  return (
    <form
      className="description description-editing"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField className="field" value={draft} onChange={setDraft} maxLength={DESCRIPTION_MAX_LENGTH} autoFocus>
        <Label className="field-label">{label}</Label>
        <TextArea className="field-input description-input" rows={6} />
      </TextField>
      {error ? <Alert>{errorText(error)}</Alert> : null}
      <div className="info-actions">
        <Button onPress={onDone}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" variant="primary" isDisabled={draft === saved} isPending={isSaving}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  );
}
