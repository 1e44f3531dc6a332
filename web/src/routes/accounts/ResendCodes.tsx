import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { CodedError } from "../../errors/error-codes.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import type { MutationOutcome } from "../../relay/mutation-outcome.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { RESEND_CODES_DELAY_MS } from "./countdown.ts";
import { useCountdown } from "./useCountdown.ts";
import "./accounts.css";

/** Spec 1 §2/§9: a button to send the codes again, offered 30 s after the last sending. */
export function ResendCodes({ onResend }: { onResend: () => Promise<MutationOutcome<unknown>> }) {
  const errorTextOf = useErrorText();
  const { secondsLeft, restart } = useCountdown(RESEND_CODES_DELAY_MS, true);
  const [isSending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<CodedError | null>(null);

  const resend = async () => {
    setSending(true);
    setSent(false);
    setError(null);
    const outcome = await onResend();
    setSending(false);
    if (!outcome.ok) setError(outcome.error);
    else {
      setSent(true);
      restart();
    }
  };

  return (
    <div className="resend">
      {sent ? (
        <Alert tone="info">
          <Trans>De nouveaux codes vous ont été envoyés.</Trans>
        </Alert>
      ) : null}
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
      {secondsLeft > 0 ? (
        <p className="resend-wait">
          <Trans>Code non reçu ? Vous pourrez en demander un nouveau dans {secondsLeft} s.</Trans>
        </p>
      ) : (
        <Button variant="quiet" className="button-block" onPress={() => void resend()} isPending={isSending}>
          <Trans>Renvoyer les codes</Trans>
        </Button>
      )}
    </div>
  );
}
