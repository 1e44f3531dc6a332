import { useState } from "react";
import { useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { requestPath } from "../requests/request-paths.ts";
import { useTransferRequestMutation } from "./useTransferRequestMutation.ts";

/**
 * Spec 2 §2 transfer: a new draft with the content, the context and, once the consult is
 * completed, its report (spec 2 §7 with_report), then to that draft.
 */
export function TransferDialog({ requestId, hasReport, isOpen, onClose }: { requestId: string; hasReport: boolean; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [withContent, setWithContent] = useState(true);
  const [withContext, setWithContext] = useState(false);
  const [withReport, setWithReport] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transfer, isTransferring] = useTransferRequestMutation();

  const submit = async () => {
    setError(null);
    const outcome = await transfer({ requestId, withContent, withContext, withReport: hasReport && withReport });
    if (outcome.ok) void navigate(requestPath("request", outcome.data));
    else setError(errorText(outcome.error));
  };

  return (
    <ModalDialog title={t`Transférer la demande`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <p className="dialog-text">
        <Trans>Un nouveau brouillon est créé à votre nom ; vous le complétez puis l'envoyez.</Trans>
      </p>
      <div className="consult-choice-list">
        <Checkbox isSelected={withContent} onChange={setWithContent}>
          <Trans>Avec le contenu (description ou formulaire, patient, pièces jointes)</Trans>
        </Checkbox>
        <Checkbox isSelected={withContext} onChange={setWithContext}>
          <Trans>Avec le contexte (même destinataire)</Trans>
        </Checkbox>
        {hasReport ? (
          <Checkbox isSelected={withReport} onChange={setWithReport}>
            <Trans>Avec le compte rendu de l'avis (PDF joint au brouillon)</Trans>
          </Checkbox>
        ) : null}
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" isDisabled={!withContent && !withContext && !(hasReport && withReport)} isPending={isTransferring} onPress={() => void submit()}>
          <Trans>Transférer</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
