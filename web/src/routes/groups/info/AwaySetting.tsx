import { Suspense, useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AwaySetting_topic$key } from "../../../__generated__/AwaySetting_topic.graphql";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { useSetTopicAwayMutation } from "./useSetTopicAwayMutation.ts";

// The modal (its date fields and react-aria's) is a chunk of its own, fetched once the setting has
// rendered (issue 18: the information tab's first paint does not wait for it).
const AwayDialog = lazyComponent(() => import("./AwayDialog.tsx").then((module) => module.AwayDialog));

/**
 * Spec 1 §4 "Away message": the toggle; turning it on opens the modal (first and last day
 * required, the last not before the first, blocking or not); turning it off saves at once.
 */
export function AwaySetting({ topic: key }: { topic: AwaySetting_topic$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const topic = useFragment(
    graphql`
      fragment AwaySetting_topic on Topic {
        id
        label
        awayMessageActive
        awayBlocking
        awaySince
        awayLastDay
        awayMessage
      }
    `,
    key,
  );
  const [setAway, isSaving] = useSetTopicAwayMutation();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => AwayDialog.preload(), []);
  const [error, setError] = useState<FieldCodedError | null>(null);

  const toggle = async (on: boolean) => {
    setError(null);
    if (on) {
      setOpen(true);
      return;
    }
    const outcome = await setAway(topic.id, { active: false });
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <div className="topic-setting">
      <div className="topic-setting-row">
        <Switch isSelected={topic.awayMessageActive} onChange={(on) => void toggle(on)} isDisabled={isSaving}>
          <Trans>Message d'absence</Trans>
        </Switch>
        {topic.awayMessageActive ? (
          <Button variant="quiet" onPress={() => setOpen(true)} aria-label={t`Modifier le message d'absence de ${topic.label}`}>
            <Trans>Modifier</Trans>
          </Button>
        ) : null}
      </div>
      {error ? <Alert>{errorText(error)}</Alert> : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <AwayDialog
            initial={{
              since: topic.awaySince?.slice(0, 10) ?? "",
              lastDay: topic.awayLastDay ?? "",
              blocking: topic.awayBlocking,
              message: topic.awayMessage ?? "",
            }}
            onSave={async (values) => {
              const outcome = await setAway(topic.id, { active: true, ...values });
              if (outcome.ok) setOpen(false);
              return outcome.ok ? null : outcome.error;
            }}
            isSaving={isSaving}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
