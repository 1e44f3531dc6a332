import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Label, TextArea, TextField } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { InstructionsSetting_topic$key } from "../../../__generated__/InstructionsSetting_topic.graphql";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { useSetTopicInstructionsMutation } from "./useSetTopicInstructionsMutation.ts";

/** Same bound as the server (api/src/domain/groups/topic-settings.ts). */
const INSTRUCTIONS_MAX_LENGTH = 5_000;

/**
 * Spec 1 §5 medical instructions: turning the toggle on opens the message dialog; saving trims
 * and keeps them on only if something is left; turning it off removes them.
 */
export function InstructionsSetting({ topic: key }: { topic: InstructionsSetting_topic$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const topic = useFragment(
    graphql`
      fragment InstructionsSetting_topic on Topic {
        id
        label
        instructions
      }
    `,
    key,
  );
  const [save, isSaving] = useSetTopicInstructionsMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<FieldCodedError | null>(null);
  const active = topic.instructions !== null;

  const toggle = async (on: boolean) => {
    setError(null);
    if (on) {
      setDraft(topic.instructions ?? "");
      return;
    }
    const outcome = await save(topic.id, false);
    if (!outcome.ok) setError(outcome.error);
  };

  const submit = async () => {
    if (draft === null) return;
    setError(null);
    const outcome = await save(topic.id, true, draft);
    if (outcome.ok) setDraft(null);
    else setError(outcome.error);
  };

  return (
    <div className="topic-setting">
      <div className="topic-setting-row">
        <Switch isSelected={active} onChange={(on) => void toggle(on)} isDisabled={isSaving}>
          <Trans>Consignes médicales</Trans>
        </Switch>
        {active ? (
          <Button variant="quiet" onPress={() => setDraft(topic.instructions ?? "")} aria-label={t`Modifier les consignes médicales de ${topic.label}`}>
            <Trans>Modifier</Trans>
          </Button>
        ) : null}
      </div>
      {topic.instructions ? <p className="topic-setting-value info-text">{topic.instructions}</p> : null}
      {error && draft === null ? <Alert>{errorText(error)}</Alert> : null}
      {draft !== null ? (
        <ModalDialog title={t`Consignes médicales`} isOpen onOpenChange={(open) => !open && setDraft(null)}>
          <form
            className="dialog-form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <p className="dialog-text">
              <Trans>Ces consignes s'affichent aux demandeurs lorsqu'ils choisissent cette thématique.</Trans>
            </p>
            <TextField className="field" value={draft} onChange={setDraft} maxLength={INSTRUCTIONS_MAX_LENGTH} autoFocus>
              <Label className="field-label">{t`Consignes`}</Label>
              <TextArea className="field-input" rows={6} />
            </TextField>
            {error ? <Alert>{errorText(error)}</Alert> : null}
            <div className="info-actions">
              <Button onPress={() => setDraft(null)}>
                <Trans>Annuler</Trans>
              </Button>
              <Button type="submit" variant="primary" isPending={isSaving}>
                <Trans>Enregistrer</Trans>
              </Button>
            </div>
          </form>
        </ModalDialog>
      ) : null}
    </div>
  );
}
