import { Suspense, useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { InstructionsSetting_topic$key } from "../../../__generated__/InstructionsSetting_topic.graphql";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { useSetTopicInstructionsMutation } from "./useSetTopicInstructionsMutation.ts";

// The message dialog (react-aria's text field) is a chunk of its own, fetched once the setting has
// rendered (issue 18: the information tab's first paint does not wait for it).
const InstructionsDialog = lazyComponent(() => import("./InstructionsDialog.tsx").then((module) => module.InstructionsDialog));

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
  const [isOpen, setOpen] = useState(false);
  useEffect(() => InstructionsDialog.preload(), []);
  const [error, setError] = useState<FieldCodedError | null>(null);
  const active = topic.instructions !== null;

  const toggle = async (on: boolean) => {
    setError(null);
    if (on) {
      setOpen(true);
      return;
    }
    const outcome = await save(topic.id, false);
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <div className="topic-setting">
      <div className="topic-setting-row">
        <Switch isSelected={active} onChange={(on) => void toggle(on)} isDisabled={isSaving}>
          <Trans>Consignes médicales</Trans>
        </Switch>
        {active ? (
          <Button variant="quiet" onPress={() => setOpen(true)} aria-label={t`Modifier les consignes médicales de ${topic.label}`}>
            <Trans>Modifier</Trans>
          </Button>
        ) : null}
      </div>
      {topic.instructions ? <p className="topic-setting-value info-text">{topic.instructions}</p> : null}
      {error ? <Alert>{errorText(error)}</Alert> : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <InstructionsDialog
            initial={topic.instructions ?? ""}
            isSaving={isSaving}
            onClose={() => setOpen(false)}
            onSave={async (instructions) => {
              const outcome = await save(topic.id, true, instructions);
              if (outcome.ok) setOpen(false);
              return outcome.ok ? null : outcome.error;
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
