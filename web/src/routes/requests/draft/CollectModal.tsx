import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { MutationOutcome } from "../../../relay/useMutationPromise.ts";

/** The three collect codes of spec 2 §8 that publishing may answer. */
export type CollectKind = "contact_phone_missing" | "contact_email_missing" | "hospitalization_missing";

export function isCollectKind(code: string): code is CollectKind {
  return code === "contact_phone_missing" || code === "contact_email_missing" || code === "hospitalization_missing";
}

type Props = {
  kind: CollectKind | null;
  /** What each field starts with: the account's own mobile phone or email when no contact detail is set. */
  prefill: Record<CollectKind, string>;
  onClose: () => void;
  /** Saves the value; on success the editor tries to send again. */
  onSubmit: (kind: CollectKind, value: string) => Promise<MutationOutcome>;
};

/** Collects what the recipient group needs before the request can be sent, then retries the send. */
export function CollectModal({ kind, prefill, onClose, onSubmit }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [value, setValue] = useState("");
  // Prefilled each time the modal opens for a kind (issue 20): the user confirms rather than retypes.
  const [openedFor, setOpenedFor] = useState<CollectKind | null>(null);
  if (kind !== openedFor) {
    setOpenedFor(kind);
    setValue(kind ? prefill[kind] : "");
  }
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const texts: Record<CollectKind, { title: string; intro: string; label: string; type: "tel" | "email" | "text" }> = {
    contact_phone_missing: {
      title: t`Votre téléphone professionnel`,
      intro: t`Ce numéro est communiqué à l'expert qui reçoit votre demande, pour vous rappeler si besoin. Vérifiez-le ou indiquez-en un autre.`,
      label: t`Téléphone mobile`,
      type: "tel",
    },
    contact_email_missing: {
      title: t`Votre adresse e-mail professionnelle`,
      intro: t`Ce groupe demande une adresse e-mail professionnelle pour vous répondre en dehors de la plateforme.`,
      label: t`Adresse e-mail professionnelle`,
      type: "email",
    },
    hospitalization_missing: {
      title: t`Séjour hospitalier`,
      intro: t`Ce groupe rattache chaque demande au séjour du patient : indiquez le numéro de séjour (IEP).`,
      label: t`Numéro de séjour (IEP)`,
      type: "text",
    },
  };
  const text = kind ? texts[kind] : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || !value.trim()) return;
    setPending(true);
    const outcome = await onSubmit(kind, value.trim());
    setPending(false);
    if (outcome.ok) {
      setValue("");
      setError(null);
      onClose();
    } else setError(errorText(outcome.error));
  };

  return (
    <ModalDialog title={text?.title ?? ""} isOpen={kind !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {text ? (
        <form onSubmit={submit} className="dialog-form">
          <p>{text.intro}</p>
          <TextField label={text.label} type={text.type} value={value} onChange={setValue} isRequired autoFocus maxLength={kind === "hospitalization_missing" ? 64 : 254} />
          {error ? <Alert>{error}</Alert> : null}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              {t`Annuler`}
            </Button>
            <Button variant="primary" type="submit" isDisabled={!value.trim()} isPending={pending}>
              {t`Enregistrer et envoyer`}
            </Button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  );
}
