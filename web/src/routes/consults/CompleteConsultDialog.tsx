import { useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { useActCodeLabels, type ActCode } from "./consult-labels.ts";
import { useCompleteConsultMutation } from "./useCompleteConsultMutation.ts";

const ACT_CODES: ActCode[] = ["TE1", "TE2", "NONE"];

/** Spec 2 §2 "complete consultation": the act code (TE1, TE2 or none), each explained. */
export function CompleteConsultDialog({ requestId, isOpen, onClose }: { requestId: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const labels = useActCodeLabels();
  const errorText = useErrorText();
  const [actCode, setActCode] = useState<ActCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [complete, isCompleting] = useCompleteConsultMutation();

  const submit = async () => {
    if (!actCode) return;
    setError(null);
    const outcome = await complete({ requestId, actCode });
    if (outcome.ok) onClose();
    else setError(errorText(outcome.error));
  };

  return (
    <ModalDialog title={t`Terminer l'avis`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <RadioGroup className="act-code-group" value={actCode} onChange={(value) => setActCode(value as ActCode)} isRequired>
        <Label className="field-label">
          <Trans>Acte réalisé</Trans>
        </Label>
        {ACT_CODES.map((code) => (
          <Radio key={code} value={code} className="act-code-option">
            <span className="act-code-title">{labels[code].title}</span>
            <span className="act-code-explanation">{labels[code].explanation}</span>
          </Radio>
        ))}
      </RadioGroup>
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" isDisabled={!actCode} isPending={isCompleting} onPress={() => void submit()}>
          <Trans>Terminer l'avis</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
