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
import { useFieldValidators } from "../../validation/useFieldValidators.ts";
import { useSetContactDetailsMutation } from "./useSetContactDetailsMutation.ts";

export type ContactDetailKind = "contactEmail" | "contactPhone";

type Props = { kind: ContactDetailKind; country: Country; initialValue: string; onClose: () => void };

/** Spec 2 §2 "professional contact email / phone" modal; an emptied field removes the detail. */
export function ContactDetailModal({ kind, country, initialValue, onClose }: Props) {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const validators = useFieldValidators();
  const [save, isPending] = useSetContactDetailsMutation();
  const [value, setValue] = useState(initialValue);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const isEmail = kind === "contactEmail";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await save({ [kind]: value.trim() });
    if (outcome.ok) {
      onClose();
      return;
    }
    const { fields, general } = splitFieldError(outcome.error, errorTextOf(outcome.error), { [kind]: kind });
    setServerErrors(fields);
    setGeneralError(general);
  };

  return (
    <ModalDialog title={isEmail ? t`E-mail de contact professionnel` : t`Téléphone de contact professionnel`} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Form className="dialog-form settings-dialog-form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
        <p>
          {isEmail ? (
            <Trans>Cette adresse est communiquée aux confrères qui échangent avec vous, pour vous joindre en dehors de la plateforme.</Trans>
          ) : (
            <Trans>Ce numéro est communiqué aux experts qui reçoivent vos demandes, pour vous rappeler si besoin.</Trans>
          )}
        </p>
        <TextField
          label={isEmail ? t`Adresse e-mail professionnelle` : t`Téléphone professionnel`}
          name={kind}
          type={isEmail ? "email" : "tel"}
          value={value}
          onChange={setValue}
          autoFocus
          maxLength={isEmail ? 254 : 40}
          validate={(current) => (!current.trim() ? null : isEmail ? validators.email(current) : validators.phone(country)(current))}
        />
        {generalError ? <Alert>{generalError}</Alert> : null}
        <div className="dialog-actions">
          <Button variant="secondary" onPress={onClose}>
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
