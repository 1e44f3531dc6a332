import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { MeetingPicker, type MeetingChoice } from "./MeetingPicker.tsx";
import "./registration-error-messages.ts";

type Props = {
  isOpen: boolean;
  onClose: () => void;
  choices: readonly MeetingChoice[];
  /** The meeting chosen so far (the draft's, or the request's current one). */
  initial: string | null;
  /** "publish": the meeting-selection step of sending (spec 2 §4); "change": moving a request (spec 2 §6). */
  purpose: "publish" | "change";
  /** Saves the choice; answers the error text to show, or null on success. */
  onConfirm: (meetingId: string | null) => Promise<string | null>;
};

/** The meeting-selection step when sending to a manual meeting topic, and the "change meeting" modal. */
export function MeetingSelectionModal({ isOpen, onClose, choices, initial, purpose, onConfirm }: Props) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string | null>(initial ?? choices[0]?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [openedAt, setOpenedAt] = useState(false);
  // Each opening starts from the current meeting (or the soonest one).
  if (isOpen !== openedAt) {
    setOpenedAt(isOpen);
    if (isOpen) {
      setChosen(initial ?? choices[0]?.id ?? null);
      setError(null);
    }
  }

  const confirm = async () => {
    setPending(true);
    const failure = await onConfirm(chosen);
    setPending(false);
    if (failure) setError(failure);
  };

  return (
    <ModalDialog title={purpose === "publish" ? t`Choisir la réunion` : t`Changer de réunion`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <div className="dialog-form">
        <p>
          {purpose === "publish" ? (
            <Trans>Cette catégorie discute les demandes en réunion. Choisissez la réunion où présenter votre demande.</Trans>
          ) : (
            <Trans>Choisissez la réunion où la demande sera discutée.</Trans>
          )}
        </p>
        {choices.length === 0 ? (
          <p className="muted">
            <Trans>Aucune réunion n'est programmée pour cette catégorie.</Trans>
          </p>
        ) : null}
        <MeetingPicker choices={choices} value={chosen} onChange={setChosen} label={t`Réunions à venir`} />
        {error ? <Alert>{error}</Alert> : null}
        <div className="dialog-actions">
          <Button variant="secondary" onPress={onClose}>
            {t`Annuler`}
          </Button>
          <Button variant="primary" onPress={() => void confirm()} isPending={pending}>
            {purpose === "publish" ? t`Envoyer la demande` : t`Enregistrer`}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
