import { Suspense, useEffect, useState } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProfessionsPickerQuery } from "../../../__generated__/ProfessionsPickerQuery.graphql";
import type { ProfessionsSetting_topic$key } from "../../../__generated__/ProfessionsSetting_topic.graphql";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { professionsPickerQuery } from "./ProfessionsPickerQuery.ts";
import { useSetTopicAcceptedProfessionsMutation } from "./useSetTopicAcceptedProfessionsMutation.ts";

// The picker (react-aria's checkboxes) is a chunk of its own, fetched once the setting has rendered
// (issue 18: the information tab's first paint does not wait for it).
const ProfessionsPicker = lazyComponent(() => import("./ProfessionsPicker.tsx").then((module) => module.ProfessionsPicker));

/**
 * Spec 1 §5 accepted professions: the all-professions toggle; turning it off opens the picker,
 * and saving a selection turns accept-all off. Turning it on saves at once.
 */
export function ProfessionsSetting({ topic: key }: { topic: ProfessionsSetting_topic$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const topic = useFragment(
    graphql`
      fragment ProfessionsSetting_topic on Topic {
        id
        label
        acceptsAllSpecialties
        acceptedSpecialtyCodes
      }
    `,
    key,
  );
  const [save, isSaving] = useSetTopicAcceptedProfessionsMutation();
  const [picking, setPicking] = useState(false);
  useEffect(() => ProfessionsPicker.preload(), []);
  const [error, setError] = useState<FieldCodedError | null>(null);

  const toggle = async (all: boolean) => {
    setError(null);
    if (!all) {
      setPicking(true);
      return;
    }
    const outcome = await save(topic.id, true);
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <div className="topic-setting">
      <div className="topic-setting-row">
        <Switch isSelected={topic.acceptsAllSpecialties} onChange={(all) => void toggle(all)} isDisabled={isSaving}>
          <Trans>Toutes les professions</Trans>
        </Switch>
        {!topic.acceptsAllSpecialties ? (
          <Button variant="quiet" onPress={() => setPicking(true)} aria-label={t`Modifier les professions acceptées de ${topic.label}`}>
            <Trans>Modifier</Trans>
          </Button>
        ) : null}
      </div>
      {!topic.acceptsAllSpecialties ? (
        <Suspense fallback={null}>
          <AcceptedLabels codes={topic.acceptedSpecialtyCodes} />
        </Suspense>
      ) : null}
      {error ? <Alert>{errorText(error)}</Alert> : null}
      {picking ? (
        <ModalDialog title={t`Professions acceptées`} isOpen onOpenChange={(open) => !open && setPicking(false)}>
          <Suspense fallback={<LoadingView />}>
            <ProfessionsPicker
              initial={topic.acceptedSpecialtyCodes}
              isSaving={isSaving}
              onCancel={() => setPicking(false)}
              onSave={async (codes) => {
                const outcome = await save(topic.id, false, codes);
                if (outcome.ok) setPicking(false);
                return outcome.ok ? null : outcome.error;
              }}
            />
          </Suspense>
        </ModalDialog>
      ) : null}
    </div>
  );
}

/** The accepted specialties' labels, in the viewer's language. */
function AcceptedLabels({ codes }: { codes: readonly string[] }) {
  const data = useLazyLoadQuery<ProfessionsPickerQuery>(professionsPickerQuery, {}, { fetchPolicy: "store-or-network" });
  const labels = data.specialties.filter((s) => codes.includes(s.code)).map((s) => s.label);
  return <p className="topic-setting-value muted">{labels.join(", ")}</p>;
}
