import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { splitFieldError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import type { Country } from "../../i18n/locales.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { isWellFormedCode } from "../../validation/code.ts";
import { useFieldValidators } from "../../validation/useFieldValidators.ts";
import { ContactCodesStep } from "./ContactCodesStep.tsx";
import { useChangeContactMutation, type ContactKind, type SentCode } from "./useChangeContactMutation.ts";

type Props = { kind: ContactKind; country: Country; isOpen: boolean; onClose: () => void; onChanged: (value: string) => void };

/**
 * Spec 2 §4 email or phone change: the new value, codes sent to it and to the account's other
 * channel, then both codes to confirm (Confirm waits for two well-formed codes).
 */
export function ContactChangeModal({ kind, country, isOpen, onClose, onChanged }: Props) {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const validators = useFieldValidators();
  const [change, isPending] = useChangeContactMutation(kind);
  const [value, setValue] = useState("");
  const [sent, setSent] = useState<SentCode[] | null>(null);
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const reset = () => {
    setValue("");
    setSent(null);
    setCodes({});
    setServerErrors({});
    setGeneralError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const showError = (error: Parameters<typeof errorTextOf>[0] & { field?: string | null }) => {
    const { fields, general } = splitFieldError(error, errorTextOf(error), { email: "value", phone: "value", emailValidation: "emailValidation", phoneValidation: "phoneValidation" });
    setServerErrors(fields);
    setGeneralError(general);
  };

  const requestCodes = async () => {
    setServerErrors({});
    setGeneralError(null);
    const outcome = await change({ value });
    if (outcome.ok && outcome.data.kind === "codes_sent") setSent(outcome.data.codes);
    else if (!outcome.ok) showError(outcome.error);
    return outcome;
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors({});
    setGeneralError(null);
    const outcome = await change({ value, emailValidation: codes.emailValidation ?? "", phoneValidation: codes.phoneValidation ?? "" });
    if (outcome.ok && outcome.data.kind === "changed") {
      close();
      onChanged(outcome.data.value);
    } else if (!outcome.ok) showError(outcome.error);
  };

  const title = kind === "email" ? t`Modifier l'adresse e-mail` : t`Modifier le téléphone mobile`;
  const ready = sent !== null && sent.every((code) => isWellFormedCode(codes[code.field] ?? ""));

  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      {sent === null ? (
        <Form
          className="dialog-form settings-dialog-form"
          validationErrors={serverErrors}
          onSubmit={(event) => {
            event.preventDefault();
            void requestCodes();
          }}
        >
          <p>{kind === "email" ? <Trans>Un code sera envoyé à la nouvelle adresse, et un autre à votre téléphone mobile.</Trans> : <Trans>Un code sera envoyé au nouveau numéro, et un autre à votre adresse e-mail.</Trans>}</p>
          <TextField
            label={kind === "email" ? t`Nouvelle adresse e-mail` : t`Nouveau téléphone mobile`}
            name="value"
            type={kind === "email" ? "email" : "tel"}
            autoComplete={kind === "email" ? "email" : "tel"}
            value={value}
            onChange={setValue}
            isRequired
            autoFocus
            maxLength={kind === "email" ? 254 : 40}
            validate={kind === "email" ? validators.email : validators.phone(country)}
          />
          {generalError ? <Alert>{generalError}</Alert> : null}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={close}>
              <Trans>Annuler</Trans>
            </Button>
            <Button variant="primary" type="submit" isPending={isPending}>
              <Trans>Recevoir les codes</Trans>
            </Button>
          </div>
        </Form>
      ) : (
        <ContactCodesStep
          sent={sent}
          codes={codes}
          onCodes={setCodes}
          serverErrors={serverErrors}
          generalError={generalError}
          ready={ready}
          isPending={isPending}
          onSubmit={confirm}
          onResend={requestCodes}
          onCancel={close}
        />
      )}
    </ModalDialog>
  );
}
