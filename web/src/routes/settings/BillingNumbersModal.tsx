import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { BillingNumberForm } from "./BillingNumberForm.tsx";
import { useUpdateBillingInfoMutation } from "./useUpdateBillingInfoMutation.ts";

export type BillingNumber = { readonly id: string; readonly label: string; readonly number: string; readonly isDefault: boolean };

type Props = { numbers: readonly BillingNumber[]; onClose: () => void };

/**
 * Spec 2 §4 "Billing numbers modal": a list view and an edit view. With no numbers it opens
 * straight in edit; saving, deleting or choosing a number closes it.
 */
export function BillingNumbersModal({ numbers, onClose }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  // null: the list; "new": a new number; otherwise the id of the number edited.
  const [editing, setEditing] = useState<string | null>(numbers.length === 0 ? "new" : null);
  const [choose, isChoosing] = useUpdateBillingInfoMutation();
  const [error, setError] = useState<string | null>(null);
  const edited = numbers.find((info) => info.id === editing) ?? null;

  const chooseDefault = async (info: BillingNumber) => {
    setError(null);
    const outcome = await choose({ billingInfoId: info.id, label: info.label, number: info.number, isDefault: true });
    if (outcome.ok) onClose();
    else setError(errorText(outcome.error));
  };

  const title = editing === null ? t`Mes numéros de facturation` : edited ? t`Modifier le numéro de facturation` : t`Nouveau numéro de facturation`;
  return (
    <ModalDialog title={title} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      {editing !== null ? (
        <BillingNumberForm
          key={editing}
          edited={edited}
          onDone={onClose}
          // Back to the list when there is one; a first number has nothing to go back to.
          onBack={numbers.length > 0 ? () => setEditing(null) : onClose}
        />
      ) : (
        <>
          <ul className="billing-list">
            {numbers.map((info) => (
              <li key={info.id} className="billing-row">
                <span className="billing-row-text">
                  <span className="billing-row-label">{info.label}</span>
                  <span className="billing-row-number">{info.number}</span>
                </span>
                <span className="billing-row-buttons">
                  {info.isDefault ? (
                    <span className="billing-default">
                      <Trans>Par défaut</Trans>
                    </span>
                  ) : (
                    <Button variant="quiet" onPress={() => void chooseDefault(info)} isDisabled={isChoosing} aria-label={t`Choisir ${info.label} par défaut`}>
                      <Trans>Choisir</Trans>
                    </Button>
                  )}
                  <Button variant="quiet" onPress={() => setEditing(info.id)} aria-label={t`Modifier ${info.label}`}>
                    <Trans>Modifier</Trans>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {error ? <Alert>{error}</Alert> : null}
          <div className="billing-actions">
            <Button onPress={onClose}>
              <Trans>Fermer</Trans>
            </Button>
            <Button variant="primary" onPress={() => setEditing("new")}>
              <Trans>Ajouter un numéro</Trans>
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
