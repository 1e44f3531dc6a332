import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { Select } from "../../../ui/Select.tsx";
import { localInputValue } from "./planning-range.ts";
import { useCreatePlanningEventMutation } from "./useCreatePlanningEventMutation.ts";
import { useDeletePlanningEventMutation } from "./useDeletePlanningEventMutation.ts";
import { useUpdatePlanningEventMutation } from "./useUpdatePlanningEventMutation.ts";

export type PeriodDialogEvent = { id: string; start: string | null; end: string | null; always: boolean; membershipId: string; allTopics: boolean; topicIds: number[] };
type Expert = { readonly membershipId: string; readonly name: string; readonly allTopics: boolean; readonly topicIds: readonly number[] };
type Topic = { readonly id: string; readonly label: string };

/** The database id in a Topic global id ("Topic:12" in base64). */
function topicDatabaseId(globalId: string): number {
  return Number(/:(\d+)$/.exec(atob(globalId))?.[1] ?? 0);
}

/**
 * The period editor (spec 1 §2, §5): the expert, always or start and end, all categories or some
 * of those the expert answers. The server's refusals show under the field at fault.
 */
export function PeriodDialog({
  groupId,
  event,
  experts,
  topics,
  onClose,
  onSaved,
}: {
  groupId: string;
  event: PeriodDialogEvent | null;
  experts: readonly Expert[];
  topics: readonly Topic[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [create, creating] = useCreatePlanningEventMutation();
  const [update, updating] = useUpdatePlanningEventMutation();
  const [remove, removing] = useDeletePlanningEventMutation();
  const [membershipId, setMembershipId] = useState(event?.membershipId ?? experts[0]?.membershipId ?? "");
  const [always, setAlways] = useState(event?.always ?? false);
  const [start, setStart] = useState(event?.start ? localInputValue(new Date(event.start)) : "");
  const [end, setEnd] = useState(event?.end ? localInputValue(new Date(event.end)) : "");
  const [allTopics, setAllTopics] = useState(event?.allTopics ?? true);
  const [topicIds, setTopicIds] = useState<number[]>(event?.topicIds ?? []);
  const [error, setError] = useState<FieldCodedError | null>(null);
  const startId = useId();
  const endId = useId();
  const errorId = useId();

  const expert = experts.find((candidate) => candidate.membershipId === membershipId);
  const offered = topics.filter((topic) => expert?.allTopics !== false || expert.topicIds.includes(topicDatabaseId(topic.id)));
  const fieldError = (field: string) => (error?.field === field ? errorText(error) : null);
  const generalError = error && !["membershipId", "start", "end", "topicIds"].includes(error.field ?? "") ? errorText(error) : null;

  const save = async () => {
    const period = {
      membershipId: membershipId || null,
      always,
      start: !always && start ? new Date(start).toISOString() : null,
      end: !always && end ? new Date(end).toISOString() : null,
      allTopics,
      topicIds: allTopics ? [] : topicIds,
    };
    const outcome = event ? await update(event.id, period) : await create(groupId, period);
    if (outcome.ok) onSaved();
    else setError(outcome.error);
  };

  const startError = fieldError("start");
  const endError = fieldError("end");
  const topicsError = fieldError("topicIds");
  const expertError = fieldError("membershipId");
  return (
    <ModalDialog title={event ? t`Modifier la période de garde` : t`Nouvelle période de garde`} isOpen onOpenChange={(open) => !open && onClose()}>
      <form
        className="dialog-form period-dialog"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void save();
        }}
      >
        <Select label={t`Expert`} options={experts.map((candidate) => ({ id: candidate.membershipId, label: candidate.name }))} value={membershipId} onChange={(value) => setMembershipId(String(value))} />
        {expertError ? (
          <p className="field-error" role="alert">
            {expertError}
          </p>
        ) : null}
        <Checkbox isSelected={always} onChange={setAlways}>
          <Trans>Toujours de garde</Trans>
        </Checkbox>
        {!always ? (
          <div className="period-dates">
            <div className="field">
              <label className="field-label" htmlFor={startId}>
                <Trans>Début</Trans>
              </label>
              <input id={startId} className="field-input" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} aria-invalid={startError ? true : undefined} />
              {startError ? (
                <p className="field-error" role="alert">
                  {startError}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label className="field-label" htmlFor={endId}>
                <Trans>Fin</Trans>
              </label>
              <input
                id={endId}
                className="field-input"
                type="datetime-local"
                value={end}
                onChange={(e) => setEnd(e.target.value)}
                aria-invalid={endError ? true : undefined}
                aria-describedby={endError ? errorId : undefined}
              />
              {endError ? (
                <p id={errorId} className="field-error" role="alert">
                  {endError}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        <Checkbox isSelected={allTopics} onChange={setAllTopics}>
          <Trans>Toutes les catégories</Trans>
        </Checkbox>
        {!allTopics ? (
          <fieldset className="period-topics">
            <legend className="field-label">
              <Trans>Catégories</Trans>
            </legend>
            {offered.map((topic) => {
              const id = topicDatabaseId(topic.id);
              return (
                <Checkbox key={topic.id} isSelected={topicIds.includes(id)} onChange={(on) => setTopicIds(on ? [...topicIds, id] : topicIds.filter((other) => other !== id))}>
                  {topic.label}
                </Checkbox>
              );
            })}
            {topicsError ? (
              <p className="field-error" role="alert">
                {topicsError}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {generalError ? <Alert>{generalError}</Alert> : null}
        <div className="info-actions">
          {event ? (
            <Button
              isPending={removing}
              onPress={() => {
                void remove(event.id).then((outcome) => (outcome.ok ? onSaved() : setError(outcome.error)));
              }}
            >
              <Trans>Supprimer</Trans>
            </Button>
          ) : null}
          <Button onPress={onClose}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" variant="primary" isPending={creating || updating}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
