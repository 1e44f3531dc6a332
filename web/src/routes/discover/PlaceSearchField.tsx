import { useEffect, useState } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { PlaceSearchFieldQuery, PlaceSearchFieldQuery$data } from "../../__generated__/PlaceSearchFieldQuery.graphql";
import type { Bounds } from "@rules/map-bounds.ts";

type Place = PlaceSearchFieldQuery$data["placesAutocomplete"][number];

const query = graphql`
  query PlaceSearchFieldQuery($query: String!) {
    placesAutocomplete(query: $query) {
      id
      label
      bounds
    }
  }
`;

// Spec 1 §9: the place autocomplete waits 500 ms after the last key.
const DEBOUNCE_MS = 500;

/** Place, town or postcode (spec 1 §2): picking one moves the search to its box. */
export function PlaceSearchField({ onPick }: { onPick: (bounds: Bounds, label: string) => void }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState("");
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [items, setItems] = useState<readonly Place[]>([]);

  useEffect(() => {
    const search = text.trimStart();
    if (!search.trim() || search === chosen) return;
    let active = true;
    const timer = setTimeout(() => {
      fetchQuery<PlaceSearchFieldQuery>(environment, query, { query: search.slice(0, 200) }, { fetchPolicy: "network-only" })
        .toPromise()
        .then((data) => active && setItems(data?.placesAutocomplete ?? []))
        .catch(() => active && setItems([]));
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [environment, text, chosen]);

  return (
    <ComboBox
      className="field discover-place"
      items={items}
      inputValue={text}
      // Spec 1 §5: search inputs trim leading whitespace.
      onInputChange={(next) => {
        const trimmed = next.trimStart();
        setText(trimmed);
        if (trimmed !== chosen) setChosenId(null);
      }}
      // Controlled with the input text, so picking a place closes the list and keeps its label.
      selectedKey={chosenId}
      onSelectionChange={(key) => {
        const place = items.find((item) => item.id === key);
        if (!place || place.bounds.length !== 4) return;
        setChosenId(place.id);
        setChosen(place.label);
        setText(place.label);
        onPick([...place.bounds] as Bounds, place.label);
      }}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
    >
      <Label className="field-label">{t`Lieu, ville ou code postal`}</Label>
      <Input className="field-input" maxLength={200} autoComplete="off" placeholder={t`Ex. : Lyon, 37000`} />
      <Popover className="popover">
        <ListBox className="listbox" renderEmptyState={() => <p className="listbox-empty">{t`Aucun lieu trouvé.`}</p>}>
          {(place: Place) => (
            <ListBoxItem id={place.id} className="listbox-item" textValue={place.label}>
              {place.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
