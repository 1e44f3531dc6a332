import { use, useEffect } from "react";
import { ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { Place, PlaceSearchProps } from "./PlaceSearchField.tsx";

/** The listbox opens where the stand-in left off: text typed there before this chunk arrived. */
function OpenWithTypedText({ when }: { when: boolean }) {
  const state = use(ComboBoxStateContext);
  useEffect(() => {
    if (when) state?.open(null, "input");
    // Once, as the combobox takes the stand-in's place.
  }, []);
  return null;
}

/** The place combobox itself (./PlaceSearchField.tsx holds its state and loads it). */
export function PlaceSearchCombo({ items, text, chosenId, onTextChange, onChoose, autoFocus, openNow }: PlaceSearchProps) {
  const { t } = useLingui();
  return (
    <ComboBox
      className="field discover-place"
      items={items}
      inputValue={text}
      onInputChange={onTextChange}
      // Controlled with the input text, so picking a place closes the list and keeps its label.
      selectedKey={chosenId}
      onSelectionChange={(key) => {
        const place = items.find((item) => item.id === key);
        if (place) onChoose(place);
      }}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
    >
      <Label className="field-label">{t`Lieu, ville ou code postal`}</Label>
      <Input className="field-input" maxLength={200} autoComplete="off" placeholder={t`Ex. : Lyon, 37000`} autoFocus={autoFocus} />
      <Popover className="popover">
        <ListBox className="listbox" renderEmptyState={() => <p className="listbox-empty">{t`Aucun lieu trouvé.`}</p>}>
          {(place: Place) => (
            <ListBoxItem id={place.id} className="listbox-item" textValue={place.label}>
              {place.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <OpenWithTypedText when={openNow} />
    </ComboBox>
  );
}
