import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { useRemoveContactMutation } from "./useRemoveContactMutation.ts";

type Props = { contactId: string; name: string; isOpen: boolean; onOpenChange: (isOpen: boolean) => void; onRemoved?: () => void };

/** Spec 1 §2: removal from contacts asks first. */
export function RemoveContactDialog({ contactId, name, isOpen, onOpenChange, onRemoved }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [remove, isRemoving] = useRemoveContactMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    const outcome = await remove(contactId);
    if (!outcome.ok) {
      setError(errorText(outcome.error));
      return;
    }
    onOpenChange(false);
    onRemoved?.();
  };

  return (
    <ModalDialog title={t`Retirer des contacts`} role="alertdialog" isOpen={isOpen} onOpenChange={onOpenChange}>
      <p className="dialog-text">
        <Trans>Retirer {name} de vos contacts ?</Trans>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="contacts-dialog-actions">
        <Button onPress={() => onOpenChange(false)}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" isPending={isRemoving} onPress={() => void confirm()}>
          <Trans>Retirer</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
