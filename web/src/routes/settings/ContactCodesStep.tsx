import type { FormEvent } from "react";
import { Form } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MutationOutcome } from "../../relay/useMutationPromise.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { CodeField } from "../accounts/CodeField.tsx";
import { useCountdown } from "../accounts/useCountdown.ts";
import type { SentCode } from "./useChangeContactMutation.ts";

// Spec 2 §4 and §9: the resend link of an email or phone change appears after 60 s.
export const CONTACT_RESEND_DELAY_MS = 60_000;

type Props = {
  sent: SentCode[];
  codes: Record<string, string>;
  onCodes: (codes: Record<string, string>) => void;
  serverErrors: Record<string, string>;
  generalError: string | null;
  /** Both codes have their 6 digits. */
  ready: boolean;
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onResend: () => Promise<MutationOutcome<unknown>>;
  onCancel: () => void;
};

/** The second step of a contact change: one field per code sent, Confirm, and a resend link. */
export function ContactCodesStep({ sent, codes, onCodes, serverErrors, generalError, ready, isPending, onSubmit, onResend, onCancel }: Props) {
  const { t } = useLingui();
  const { secondsLeft, restart } = useCountdown(CONTACT_RESEND_DELAY_MS, true);
  const resend = async () => {
    const outcome = await onResend();
    if (outcome.ok) restart();
  };
  return (
    <Form className="dialog-form settings-dialog-form" validationErrors={serverErrors} onSubmit={onSubmit}>
      <p>
        <Trans>Saisissez les deux codes reçus. Ils sont valables 10 minutes.</Trans>
      </p>
      {sent.map((code, index) => (
        <CodeField
          key={code.field}
          label={code.channel === "EMAIL" ? t`Code reçu par e-mail (${code.maskedTarget})` : t`Code reçu par SMS (${code.maskedTarget})`}
          name={code.field}
          value={codes[code.field] ?? ""}
          onChange={(value) => onCodes({ ...codes, [code.field]: value })}
          autoFocus={index === 0}
        />
      ))}
      {generalError ? <Alert>{generalError}</Alert> : null}
      {secondsLeft > 0 ? (
        <p className="resend-wait">
          <Trans>Code non reçu ? Vous pourrez en demander un nouveau dans {secondsLeft} s.</Trans>
        </p>
      ) : (
        <Button variant="quiet" onPress={() => void resend()}>
          <Trans>Renvoyer les codes</Trans>
        </Button>
      )}
      <div className="dialog-actions">
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" type="submit" isDisabled={!ready} isPending={isPending}>
          <Trans>Confirmer</Trans>
        </Button>
      </div>
    </Form>
  );
}
