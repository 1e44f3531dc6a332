import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useInviteCorrespondentMutation } from "./useInviteCorrespondentMutation.ts";
import "./invite-correspondent.css";

// Spec 1 §9: the thanks state stays 1 s, then the form is ready for the next invitation.
const THANKS_MS = 1000;
const CONTACT_MAX_LENGTH = 254;

export type InviteCorrespondentModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Pre-fills the field (e.g. a search that found nobody). */
  initialContact?: string;
};

type Phase = "entry" | "sending" | "thanks";

/**
 * Spec 1 §4 "Invite form" and §5 "Invite contact": entry, send (input locked until the call
 * answers), thanks for 1 s, then the field is cleared. The server checks the address or number
 * against the viewer's country and answers 'invalid email or phone' (invalid_contact).
 */
export function InviteCorrespondentModal({ isOpen, onOpenChange, initialContact = "" }: InviteCorrespondentModalProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [invite] = useInviteCorrespondentMutation();
  const [contact, setContact] = useState(initialContact);
  const [phase, setPhase] = useState<Phase>("entry");
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== "entry" || contact.trim() === "") return;
    setError(null);
    setPhase("sending");
    const outcome = await invite(contact.trim());
    if (!outcome.ok) {
      setPhase("entry");
      setError(errorText(outcome.error));
      return;
    }
    setPhase("thanks");
    timer.current = setTimeout(() => {
      setContact("");
      setPhase("entry");
    }, THANKS_MS);
  };

  const close = (open: boolean) => {
    if (!open) {
      setError(null);
      if (phase === "entry") setContact(initialContact);
    }
    onOpenChange(open);
  };

  const locked = phase !== "entry";
  return (
    <ModalDialog title={t`Inviter un correspondant`} isOpen={isOpen} onOpenChange={close}>
      <p className="dialog-text">
        <Trans>Votre correspondant n'est pas encore sur Consilium ? Invitez-le par e-mail ou par SMS : il recevra un message de votre part pour s'inscrire.</Trans>
      </p>
      <Form className="invite-correspondent-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <TextField
          label={t`Adresse e-mail ou numéro de mobile`}
          name="contact"
          value={contact}
          onChange={(value) => {
            setContact(value);
            setError(null);
          }}
          isReadOnly={locked}
          isInvalid={error !== null}
          maxLength={CONTACT_MAX_LENGTH}
          autoComplete="off"
        />
        {error ? <Alert>{error}</Alert> : null}
        {phase === "thanks" ? (
          <p className="invite-correspondent-thanks" role="status">
            <Trans>Merci ! Votre invitation a été envoyée.</Trans>
          </p>
        ) : null}
        <div className="invite-correspondent-actions">
          <Button onPress={() => close(false)}>
            <Trans>Fermer</Trans>
          </Button>
          <Button type="submit" variant="primary" isDisabled={contact.trim() === "" || phase === "thanks"} isPending={phase === "sending"}>
            {phase === "thanks" ? <Trans>Envoyé</Trans> : <Trans>Envoyer l'invitation</Trans>}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
