import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { useDeleteDraftMutation } from "./useDeleteDraftMutation.ts";

/** Deletes the draft after a confirmation (spec 2 §4; then back to the list). */
export function DeleteDraftButton({ requestId, onDeleted }: { requestId: string; onDeleted: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleteDraft, deleting] = useDeleteDraftMutation();
  const confirm = async () => {
    const outcome = await deleteDraft(requestId);
    if (outcome.ok) {
      setOpen(false);
      onDeleted();
    } else setError(errorText(outcome.error));
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Supprimer le brouillon</Trans>
      </Button>
      <ModalDialog title={t`Supprimer ce brouillon ?`} isOpen={open} onOpenChange={setOpen} role="alertdialog">
        <p>
          <Trans>Le brouillon, ses pièces jointes et ses messages seront définitivement supprimés.</Trans>
        </p>
        {error ? <Alert>{error}</Alert> : null}
        <div className="dialog-actions">
          <Button variant="secondary" onPress={() => setOpen(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button variant="primary" onPress={() => void confirm()} isPending={deleting}>
            <Trans>Supprimer</Trans>
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
