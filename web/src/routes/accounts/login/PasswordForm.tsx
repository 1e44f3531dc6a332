import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CodedError } from "../../../errors/error-codes.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { NativeCheckbox } from "../../../ui/NativeCheckbox.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useLoginMutation, type PendingLogin } from "./useLoginMutation.ts";
import { EMAIL_MAX_LENGTH } from "@rules/email.ts";

type Props = {
  defaultEmail?: string;
  onSuccess: (viewerId: string) => void;
  /** The password was right and a code was sent: go to the code step. */
  onCodeRequired: (pending: PendingLogin) => void;
};

/** First login step; used by the login page and by the session-expired dialog. */
export function PasswordForm({ defaultEmail = "", onSuccess, onCodeRequired }: Props) {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const [login, isInFlight] = useLoginMutation();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState("");
  // Off by default: a login on this device keeps the account open on the others (issue 17).
  const [endOtherSessions, setEndOtherSessions] = useState(false);
  const [error, setError] = useState<CodedError | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const outcome = await login({ email, password, endOtherSessions });
    if (!outcome.ok) {
      setError(outcome.error);
      setPassword("");
    } else if (outcome.data.kind === "success") onSuccess(outcome.data.viewerId);
    else onCodeRequired({ email: email.trim(), password, channel: outcome.data.channel, maskedTarget: outcome.data.maskedTarget, endOtherSessions });
  }

  return (
    <Form className="form" onSubmit={(event) => void submit(event)}>
      <TextField
        label={t`Adresse e-mail`}
        name="email"
        type="email"
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="username"
        value={email}
        onChange={setEmail}
        isRequired
      />
      <TextField
        label={t`Mot de passe`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
      />
      <NativeCheckbox isSelected={endOtherSessions} onChange={setEndOtherSessions}>
        <Trans>Déconnecter mes autres appareils</Trans>
      </NativeCheckbox>
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
      {/* Spec 1 §5: the login button is enabled only with an email and a password. */}
      <Button type="submit" variant="primary" className="button-block" isPending={isInFlight} isDisabled={!email.trim() || !password}>
        <Trans>Se connecter</Trans>
      </Button>
    </Form>
  );
}
