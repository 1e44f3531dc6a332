import { useState, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useErrorText } from "../../../errors/useErrorText.ts";
import type { MutationOutcome } from "../../../relay/useMutationPromise.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";

export type ConfirmDialogProps = {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  /** The action; the dialog stays open with the error when it fails. */
  onConfirm: () => Promise<MutationOutcome>;
  danger?: boolean;
};

/** Spec 1 §2 confirm dialogs (delete, cancel invite, refuse or accept an applicant, leave). */
export function ConfirmDialog({ title, confirmLabel, children, isOpen, onClose, onConfirm, danger = false }: ConfirmDialogProps) {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    const outcome = await onConfirm();
    setPending(false);
    if (outcome.ok) close();
    else setError(errorText(outcome.error));
  };
  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} role="alertdialog">
      <div className="member-dialog-body">{children}</div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="member-dialog-actions">
        <Button onPress={close}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" className={danger ? "member-button-danger" : undefined} onPress={() => void confirm()} isPending={pending}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
