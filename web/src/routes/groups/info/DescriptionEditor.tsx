import { useState, type ReactNode } from "react";
import { Label, TextArea, TextField } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import type { MutationOutcome } from "../../../relay/useMutationPromise.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { CollapsibleText } from "./CollapsibleText.tsx";

/** Same bound as the server (api/src/domain/groups/topic-settings.ts). */
const DESCRIPTION_MAX_LENGTH = 20_000;

type Props = {
  /** The text as saved; null: none yet. */
  value: string | null | undefined;
  canEdit: boolean;
  /** The editor's field label, e.g. "Description du groupe". */
  label: string;
  emptyText: ReactNode;
  onSave: (value: string) => Promise<MutationOutcome>;
  isSaving: boolean;
};

/**
 * A description read collapsed after 450 characters, and edited in place by who may: save is
 * disabled while the text is unchanged (spec 1 §5 "description editor").
 */
export function DescriptionEditor({ value, canEdit, label, emptyText, onSave, isSaving }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<FieldCodedError | null>(null);
  const saved = value ?? "";

  if (draft === null) {
    return (
      <div className="description">
        {saved ? <CollapsibleText text={saved} /> : <p className="muted">{emptyText}</p>}
        {canEdit ? (
          <Button variant="quiet" className="description-edit" aria-label={t`Modifier : ${label}`} onPress={() => setDraft(saved)}>
            <Trans>Modifier</Trans>
          </Button>
        ) : null}
      </div>
    );
  }

  const save = async () => {
    setError(null);
    const outcome = await onSave(draft);
    if (outcome.ok) setDraft(null);
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
        <Button onPress={() => setDraft(null)}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" variant="primary" isDisabled={draft === saved} isPending={isSaving}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  );
}
