import { useEffect, useState } from "react";
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { BirthPlaceFieldQuery, BirthPlaceFieldQuery$data } from "../../__generated__/BirthPlaceFieldQuery.graphql";
import { birthPlaceOfText } from "./birth-place.ts";

type Commune = BirthPlaceFieldQuery$data["communes"][number];

const query = graphql`
  query BirthPlaceFieldQuery($search: String!) {
    communes(search: $search) {
      code
      label
      departmentCode
    }
  }
`;

// Spec 2 §9: typeahead debounce (shorter here: the list is small and local).
const DEBOUNCE_MS = 250;

export type BirthPlaceFieldProps = {
  /** The 5-character INSEE code the patient's birthPlace holds, or "". */
  value: string;
  onChange: (code: string) => void;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
};

/**
 * The birth place as a combobox (spec 2 §7 commune code search): the user types a commune's
 * name or code and picks it; the field keeps the 5-character code the server checks. A code
 * typed in full is taken as is (births abroad: 99 and the country's code).
 */
export function BirthPlaceField({ value, onChange, error, isRequired, isDisabled }: BirthPlaceFieldProps) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [text, setText] = useState(value);
  const [items, setItems] = useState<readonly Commune[]>([]);

  useEffect(() => {
    const search = text.trim();
    const code = birthPlaceOfText(search);
    // A chosen commune shows as "Tours (37261)": no search for it.
    if (!search || (code !== "" && code !== search.toUpperCase())) return;
    let active = true;
    const timer = setTimeout(() => {
      fetchQuery<BirthPlaceFieldQuery>(environment, query, { search: search.slice(0, 100) }, { fetchPolicy: "network-only" })
        .toPromise()
        .then((data) => active && setItems(data?.communes ?? []))
        .catch(() => active && setItems([]));
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [environment, text]);

  // A name typed but not chosen from the list fills no code: the hint says so.
  const typedName = text.trim() !== "" && birthPlaceOfText(text) === "";
  const hint = !typedName
    ? t`Nom de la commune, ou son code INSEE (2A ou 2B pour la Corse, 99 suivi du code pays pour une naissance à l'étranger).`
    : items.length > 0
      ? t`Choisissez la commune dans la liste.`
      : t`Aucune commune trouvée : vérifiez le nom, ou saisissez le code à 5 caractères.`;

  return (
    <ComboBox
      className="field birth-place-field"
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        onChange(birthPlaceOfText(next));
      }}
      // The input then shows the item's text, "Tours (37261)", through onInputChange.
      onSelectionChange={(key) => {
        const commune = items.find((item) => item.code === key);
        if (commune) onChange(commune.code);
      }}
      allowsCustomValue
      // Opens as the user types: the communes arrive after the debounce.
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className="field-label">
        {t`Lieu de naissance`}
        {isRequired ? <span className="patient-form-required">{" *"}</span> : null}
      </Label>
      <Input className="field-input" maxLength={100} autoComplete="off" />
      <Text slot="description" className="field-description" aria-live="polite">
        {hint}
      </Text>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" renderEmptyState={() => <p className="listbox-empty">{t`Aucune commune trouvée.`}</p>}>
          {(commune: Commune) => (
            <ListBoxItem id={commune.code} className="listbox-item" textValue={`${commune.label} (${commune.code})`}>
              {commune.label} <span className="muted">({commune.code})</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
