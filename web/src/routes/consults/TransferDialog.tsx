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

/** Spec 2 §2 transfer: a new draft with the content and/or the context, then to that draft. */
export function TransferDialog({ requestId, isOpen, onClose }: { requestId: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [withContent, setWithContent] = useState(true);
  const [withContext, setWithContext] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transfer, isTransferring] = useTransferRequestMutation();

  const submit = async () => {
    setError(null);
    const outcome = await transfer({ requestId, withContent, withContext });
    if (outcome.ok) void navigate(requestPath("request", outcome.data));
    else setError(errorText(outcome.error));
  };

  return (
    <ModalDialog title={t`Transférer la demande`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <p className="dialog-text">
        <Trans>Un nouveau brouillon est créé à votre nom ; vous le complétez puis l'envoyez. Les pièces jointes ne sont pas recopiées.</Trans>
      </p>
      <div className="consult-choice-list">
        <Checkbox isSelected={withContent} onChange={setWithContent}>
          <Trans>Avec le contenu (description ou formulaire, patient)</Trans>
        </Checkbox>
        <Checkbox isSelected={withContext} onChange={setWithContext}>
          <Trans>Avec le contexte (même destinataire)</Trans>
        </Checkbox>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" isDisabled={!withContent && !withContext} isPending={isTransferring} onPress={() => void submit()}>
          <Trans>Transférer</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
