import { useState } from "react";
import { useLazyLoadQuery } from "react-relay/hooks";
import { CheckboxGroup } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProfessionsPickerQuery } from "../../../__generated__/ProfessionsPickerQuery.graphql";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { professionsPickerQuery } from "./ProfessionsPickerQuery.ts";
import { byProfession } from "./specialty-groups.ts";

type Props = {
  initial: readonly string[];
  onSave: (codes: string[]) => Promise<FieldCodedError | null>;
  isSaving: boolean;
  onCancel: () => void;
};

/**
 * Spec 1 §5 professions picker: specialties under their profession (labels in the viewer's
 * language); a profession's box chooses all its specialties. Save is disabled when none is chosen.
 */
export function ProfessionsPicker({ initial, onSave, isSaving, onCancel }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const data = useLazyLoadQuery<ProfessionsPickerQuery>(professionsPickerQuery, {}, { fetchPolicy: "store-or-network" });
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const [error, setError] = useState<FieldCodedError | null>(null);
  const groups = byProfession(data.specialties);

  const setProfession = (codes: string[], on: boolean) => setChosen((current) => (on ? [...new Set([...current, ...codes])] : current.filter((code) => !codes.includes(code))));

  return (
    <form
      className="dialog-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) return;
        void onSave(chosen).then(setError);
      }}
    >
      <div className="professions-picker">
        {groups.map((group) => {
          const codes = group.specialties.map((s) => s.code);
          const count = codes.filter((code) => chosen.includes(code)).length;
          return (
            <div key={group.professionCode} className="professions-group">
              <p className="professions-group-label" id={`profession-${group.professionCode}`}>
                {group.professionLabel}
              </p>
              {group.specialties.length > 1 ? (
                <Checkbox
                  isSelected={count === codes.length}
                  isIndeterminate={count > 0 && count < codes.length}
                  onChange={(on) => setProfession(codes, on)}
                  aria-label={t`Toute la profession : ${group.professionLabel}`}
                >
                  <Trans>Toutes les spécialités</Trans>
                </Checkbox>
              ) : null}
              <CheckboxGroup className="professions-options" value={chosen} onChange={setChosen} aria-labelledby={`profession-${group.professionCode}`}>
                {group.specialties.map((specialty) => (
                  <Checkbox key={specialty.code} value={specialty.code}>
                    {specialty.label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </div>
          );
        })}
      </div>
      {chosen.length === 0 ? (
        <p className="muted" role="status">
          <Trans>Choisissez au moins une profession ou spécialité.</Trans>
        </p>
      ) : null}
      {error ? <Alert>{errorText(error)}</Alert> : null}
      <div className="info-actions">
        <Button onPress={onCancel}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" variant="primary" isDisabled={chosen.length === 0} isPending={isSaving}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  );
}
