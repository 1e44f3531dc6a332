import { useState } from "react";
import { Label, TextArea, TextField as AriaTextField } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { TemplateValues } from "./useSaveMessageTemplateMutation.ts";

/** Same bounds as the server (api/src/domain/groups/message-templates.ts). */
const LABEL_MAX_LENGTH = 100;
const CONTENT_MAX_LENGTH = 10_000;

/** The response template edit dialog (spec 1 §2): a label and a text, both required. */
export function TemplateDialog({
  initial,
  onSave,
  isSaving,
  onClose,
}: {
  initial: TemplateValues | null;
  onSave: (values: TemplateValues) => Promise<FieldCodedError | null>;
  isSaving: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [values, setValues] = useState<TemplateValues>(initial ?? { label: "", content: "" });
  const [error, setError] = useState<FieldCodedError | null>(null);
  const complete = values.label.trim() !== "" && values.content.trim() !== "";
  const unchanged = initial !== null && values.label === initial.label && values.content === initial.content;
  return (
    <ModalDialog title={initial ? t`Modifier le modèle de réponse` : t`Nouveau modèle de réponse`} isOpen onOpenChange={(open) => !open && onClose()}>
      <form
        className="dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) void onSave(values).then(setError);
        }}
      >
        <TextField label={t`Titre`} value={values.label} onChange={(label) => setValues({ ...values, label })} maxLength={LABEL_MAX_LENGTH} isRequired autoFocus />
        <AriaTextField className="field" value={values.content} onChange={(content) => setValues({ ...values, content })} maxLength={CONTENT_MAX_LENGTH} isRequired>
          <Label className="field-label">{t`Texte`}</Label>
          <TextArea className="field-input" rows={8} />
        </AriaTextField>
        {error ? <Alert>{errorText(error)}</Alert> : null}
        <div className="info-actions">
          <Button onPress={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" variant="primary" isDisabled={!complete || unchanged} isPending={isSaving}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
