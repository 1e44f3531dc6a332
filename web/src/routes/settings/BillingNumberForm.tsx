import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { billingNumberProblem } from "@rules/billing-number.ts";
import { splitFieldError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { TextField } from "../../ui/TextField.tsx";
import type { BillingNumber } from "./BillingNumbersModal.tsx";
import { useCreateBillingInfoMutation } from "./useCreateBillingInfoMutation.ts";
import { useDeleteBillingInfoMutation } from "./useDeleteBillingInfoMutation.ts";
import { useUpdateBillingInfoMutation } from "./useUpdateBillingInfoMutation.ts";

// The API's field names are the form's.
const FIELDS = { label: "label", number: "number" } as const;
const LABEL_MAX_LENGTH = 100;

type Props = { edited: BillingNumber | null; onDone: () => void; onBack: () => void };

/** The edit view of the billing numbers modal: label and number, checked as the server does (spec 2 §5). */
export function BillingNumberForm({ edited, onDone, onBack }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [create, isCreating] = useCreateBillingInfoMutation();
  const [update, isUpdating] = useUpdateBillingInfoMutation();
  const [remove, isDeleting] = useDeleteBillingInfoMutation();
  const [label, setLabel] = useState(edited?.label ?? "");
  const [number, setNumber] = useState(edited?.number ?? "");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const finish = (outcome: Awaited<ReturnType<typeof create>>) => {
    if (outcome.ok) return onDone();
    const split = splitFieldError(outcome.error, errorText(outcome.error), FIELDS);
    setServerErrors(split.fields);
    setGeneral(split.general);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors({});
    setGeneral(null);
    finish(edited ? await update({ billingInfoId: edited.id, label, number }) : await create({ label, number }));
  };

  const deleteEdited = async () => {
    if (!edited) return;
    setGeneral(null);
    finish(await remove(edited.id));
  };

  return (
    <Form className="form billing-form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t`Libellé`}
        description={t`Par exemple le nom du cabinet ou de l'établissement.`}
        name="label"
        value={label}
        onChange={setLabel}
        maxLength={LABEL_MAX_LENGTH}
        validate={(value) => (value.trim() ? null : errorText({ code: "billing_label_required" }))}
        autoFocus
      />
      <TextField
        label={t`Numéro de facturation`}
        description={t`9 caractères, tel qu'il figure sur vos feuilles de soins.`}
        name="number"
        value={number}
        onChange={setNumber}
        maxLength={20}
        inputMode="text"
        autoComplete="off"
        validate={(value) => {
          const problem = billingNumberProblem(value);
          return problem ? errorText({ code: problem }) : null;
        }}
      />
      {general ? <Alert>{general}</Alert> : null}
      <div className="billing-actions">
        {edited ? (
          <Button className="billing-delete" onPress={() => void deleteEdited()} isPending={isDeleting}>
            <Trans>Supprimer</Trans>
          </Button>
        ) : null}
        <Button onPress={onBack}>{edited ? <Trans>Retour</Trans> : <Trans>Annuler</Trans>}</Button>
        <Button type="submit" variant="primary" isPending={isCreating || isUpdating}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </Form>
  );
}
