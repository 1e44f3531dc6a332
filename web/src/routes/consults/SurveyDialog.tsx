import { useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { readFormSchema, validateFormValue, type FormValue } from "@rules/form-schema.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { DynamicForm } from "../forms/DynamicForm.tsx";
import { useSaveConsultSurveyMutation } from "./useSaveConsultSurveyMutation.ts";

/** `schema` as the API gives it: read here, with the rest of the form rules, when the dialog loads. */
type Props = { requestId: string; schema: unknown; value: FormValue; readOnly: boolean; isOpen: boolean; onClose: () => void };

/** Spec 2 §5 "Survey": checked before saving; with errors, nothing is sent and the fields say why. */
export function SurveyDialog({ requestId, schema: rawSchema, value: saved, readOnly, isOpen, onClose }: Props) {
  const { t } = useLingui();
  const schema = useMemo(() => readFormSchema(rawSchema), [rawSchema]);
  const errorText = useErrorText();
  const [value, setValue] = useState<FormValue>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [save, isSaving] = useSaveConsultSurveyMutation();

  const submit = async () => {
    if (!schema) return;
    const fieldErrors = validateFormValue(schema, value);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      setError(t`Le formulaire contient des erreurs.`);
      return;
    }
    setError(null);
    const outcome = await save({ requestId, value });
    if (outcome.ok) onClose();
    // Spec 2 §8: a failed save asks to try again later; a refusal says why.
    else setError(outcome.error.code === "internal_error" ? t`L'enregistrement a échoué. Veuillez réessayer plus tard.` : errorText(outcome.error));
  };

  return (
    <ModalDialog title={t`Questionnaire`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <div className="consult-dialog-scroll">
        {schema ? <DynamicForm schema={schema} value={value} onChange={setValue} readOnly={readOnly} errors={errors} /> : null}
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose}>{readOnly ? <Trans>Fermer</Trans> : <Trans>Annuler</Trans>}</Button>
        {readOnly ? null : (
          <Button variant="primary" isPending={isSaving} onPress={() => void submit()}>
            <Trans>Enregistrer</Trans>
          </Button>
        )}
      </div>
    </ModalDialog>
  );
}
