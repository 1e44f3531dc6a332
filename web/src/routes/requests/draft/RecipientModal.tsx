import { Suspense, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/Button.tsx";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import type { ConfirmRecipient } from "../new/RecipientContextDetails.tsx";
import { RecipientContexts } from "../new/RecipientContexts.tsx";
import { RecipientSearch } from "../new/RecipientSearch.tsx";
import type { RecipientTarget } from "../new/recipient-target.ts";
import "../new/new-request.css";

export type RecipientModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Saves the chosen recipient on the draft; answers the error text, or null once saved. */
  onConfirm: ConfirmRecipient;
};

/**
 * The draft's recipient step (spec 2 §4 prerequisite steps): the same search and contexts as
 * /request/new (spec 1 §4), the choice saved on the open draft instead of creating one.
 */
export function RecipientModal({ isOpen, onOpenChange, onConfirm }: RecipientModalProps) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Choisir le destinataire`} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <RecipientModalBody onConfirm={onConfirm} onCancel={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function RecipientModalBody({ onConfirm, onCancel }: { onConfirm: ConfirmRecipient; onCancel: () => void }) {
  const [target, setTarget] = useState<RecipientTarget | null>(null);
  return (
    <div className="new-request recipient-modal">
      {target ? (
        <>
          <div className="new-request-change">
            <Button variant="quiet" onPress={() => setTarget(null)}>
              <Trans>Chercher un autre destinataire</Trans>
            </Button>
          </div>
          <Suspense fallback={<LoadingView />}>
            <RecipientContexts key={JSON.stringify(target)} target={target} onConfirm={onConfirm} />
          </Suspense>
        </>
      ) : (
        <RecipientSearch onChoose={setTarget} />
      )}
      <div className="dialog-actions">
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    </div>
  );
}
