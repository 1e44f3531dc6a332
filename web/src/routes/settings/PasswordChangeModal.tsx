import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { PASSWORD_MIN_LENGTH } from "@rules/password.ts";
import { splitFieldError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { useFieldValidators } from "../../validation/useFieldValidators.ts";
import { useChangePasswordMutation } from "./useChangePasswordMutation.ts";

const FIELDS = { currentPassword: "currentPassword", password: "password", passwordConfirmation: "passwordConfirmation" } as const;

type Props = { isOpen: boolean; onClose: () => void; onChanged: (endedSessions: number) => void };

/** Spec 2 §5: the current password, a new one of 12 characters or more, typed twice. */
export function PasswordChangeModal({ isOpen, onClose, onChanged }: Props) {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const validators = useFieldValidators();
  const [changePassword, isPending] = useChangePasswordMutation();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const close = () => {
    setCurrent("");
    setPassword("");
    setConfirmation("");
    setServerErrors({});
    setGeneralError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors({});
    setGeneralError(null);
    const outcome = await changePassword({ currentPassword: current, password, passwordConfirmation: confirmation });
    if (outcome.ok) {
      close();
      onChanged(outcome.data);
      return;
    }
    const { fields, general } = splitFieldError(outcome.error, errorTextOf(outcome.error), FIELDS);
    setServerErrors(fields);
    setGeneralError(general);
  };

  return (
    <ModalDialog title={t`Modifier le mot de passe`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Form className="dialog-form settings-dialog-form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
        <p>
          <Trans>Vos autres appareils seront déconnectés ; celui-ci reste connecté.</Trans>
        </p>
        <TextField label={t`Mot de passe actuel`} name="currentPassword" type="password" autoComplete="current-password" value={current} onChange={setCurrent} isRequired autoFocus />
        <TextField
          label={t`Nouveau mot de passe`}
          description={t`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isRequired
          validate={validators.password}
        />
        <TextField
          label={t`Confirmer le nouveau mot de passe`}
          name="passwordConfirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          isRequired
          validate={(value) => (value === password ? null : errorTextOf({ code: "passwords_do_not_match" }))}
        />
        {generalError ? <Alert>{generalError}</Alert> : null}
        <div className="dialog-actions">
          <Button variant="secondary" onPress={close}>
            <Trans>Annuler</Trans>
          </Button>
          <Button variant="primary" type="submit" isPending={isPending}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
