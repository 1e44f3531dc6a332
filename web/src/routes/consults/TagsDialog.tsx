import { useState } from "react";
import { CheckboxGroup, Label } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { useUpdateConsultTagsMutation } from "./useUpdateConsultTagsMutation.ts";

type Tag = { readonly databaseId: number; readonly label: string };
type Props = { requestId: string; options: readonly Tag[]; selected: readonly Tag[]; isOpen: boolean; onClose: () => void };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Spec 2 §5 "Tags": the recipient group's tags; saving is disabled until something changed. */
export function TagsDialog({ requestId, options, selected, isOpen, onClose }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const initial = selected.map((tag) => String(tag.databaseId));
  const [chosen, setChosen] = useState<string[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const [update, isSaving] = useUpdateConsultTagsMutation();

  const submit = async () => {
    setError(null);
    const outcome = await update({ requestId, tagIds: chosen.map(Number) });
    if (outcome.ok) onClose();
    else setError(errorText(outcome.error));
  };

  return (
    <ModalDialog title={t`Étiquettes`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {options.length === 0 ? (
        <p className="dialog-text">
          <Trans>Ce groupe n'a pas encore d'étiquettes.</Trans>
        </p>
      ) : (
        <CheckboxGroup className="consult-choice-list" value={chosen} onChange={setChosen}>
          <Label className="field-label">
            <Trans>Étiquettes de l'avis</Trans>
          </Label>
          {options.map((tag) => (
            <Checkbox key={tag.databaseId} value={String(tag.databaseId)}>
              {tag.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" isDisabled={sameSet(chosen, initial)} isPending={isSaving} onPress={() => void submit()}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
