import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CodedError } from "../../../errors/error-codes.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { NativeCheckbox } from "../../../ui/NativeCheckbox.tsx";
import { CodeField } from "../CodeField.tsx";
import { SMS_RETRY_DELAY_MS } from "../countdown.ts";
import { useCountdown } from "../useCountdown.ts";
import { useLoginMutation, type PendingLogin } from "./useLoginMutation.ts";
import "../accounts.css";

type Props = {
  pending: PendingLogin;
  onSuccess: (viewerId: string) => void;
  /** A code went out again (by text message): the screen names the new destination. */
  onPendingChange: (pending: PendingLogin) => void;
};

/** Second login step: the 6-digit code, and whether this browser may skip it next time. */
export function CodeForm({ pending, onSuccess, onPendingChange }: Props) {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const [login, isInFlight] = useLoginMutation();
  const [code, setCode] = useState("");
  const [rememberDevice, setRememberDevice] = useState(true);
  const [error, setError] = useState<CodedError | null>(null);
  // Spec 1 §2: the text-message option rests for 60 s after use.
  const smsWait = useCountdown(SMS_RETRY_DELAY_MS);
  const smsSeconds = smsWait.secondsLeft;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const outcome = await login({ email: pending.email, password: pending.password, mfaCode: code.trim(), rememberMfa: rememberDevice, endOtherSessions: pending.endOtherSessions });
    if (!outcome.ok) {
      setError(outcome.error);
      setCode("");
    } else if (outcome.data.kind === "success") onSuccess(outcome.data.viewerId);
  }

  async function sendBySms() {
    setError(null);
    smsWait.restart();
    const outcome = await login({ email: pending.email, password: pending.password, mfaCode: "sms" });
    if (!outcome.ok) setError(outcome.error);
    else if (outcome.data.kind === "code_required") onPendingChange({ ...pending, channel: outcome.data.channel, maskedTarget: outcome.data.maskedTarget });
  }

  const target = pending.maskedTarget;
  return (
    <Form className="form" onSubmit={(event) => void submit(event)}>
      <p className="form-intro" aria-live="polite">
        {pending.channel === "SMS" ? (
          <Trans>Un code à 6 chiffres vient de vous être envoyé par SMS au {target}.</Trans>
        ) : (
          <Trans>Un code à 6 chiffres vient de vous être envoyé par e-mail à {target}.</Trans>
        )}
      </p>
      <CodeField label={t`Code de vérification`} name="code" value={code} onChange={setCode} autoFocus />
      <NativeCheckbox isSelected={rememberDevice} onChange={setRememberDevice}>
        <Trans>Se souvenir de cet appareil pendant 30 jours</Trans>
      </NativeCheckbox>
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
      <Button type="submit" variant="primary" className="button-block" isPending={isInFlight}>
        <Trans>Valider</Trans>
      </Button>
      <Button variant="quiet" className="button-block" onPress={() => void sendBySms()} isDisabled={smsSeconds > 0 || isInFlight}>
        <Trans>Recevoir le code par SMS</Trans>
      </Button>
      {smsSeconds > 0 ? (
        <p className="resend-wait">
          <Trans>Nouvel envoi par SMS possible dans {smsSeconds} s.</Trans>
        </p>
      ) : null}
    </Form>
  );
}
