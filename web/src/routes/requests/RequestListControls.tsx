import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Input, Label, SearchField, ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components";
import { SEARCH_DEBOUNCE_MS, type FeedFilter, type ListState } from "./feed.ts";

type Props = { filters: FeedFilter[]; state: ListState; onChange: (next: Partial<ListState>) => void };

/** Search (debounced), the filter chips and the sort toggle of a request list. */
export function RequestListControls({ filters, state, onChange }: Props) {
  const { t } = useLingui();
  const [term, setTerm] = useState(state.search);
  // A search changed from outside (a menu link back to the bare list, an edited hash) replaces
  // what the field holds; otherwise the pending debounce would put the old words back.
  const [seen, setSeen] = useState(state.search);
  if (state.search !== seen) {
    setSeen(state.search);
    if (state.search.trim() !== term.trim()) setTerm(state.search);
  }
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (term.trim() === state.search.trim()) return;
    const timer = setTimeout(() => latest.current({ search: term }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, state.search]);

  const labels: Record<FeedFilter, string> = {
    UNREAD: t`Non lues`,
    BILLABLE: t`Facturables`,
    DRAFT: t`Brouillons`,
    OPENED: t`En cours`,
    COMPLETED: t`Terminées`,
    CANCELLED: t`Annulées`,
  };
  const select = (keys: Set<Key>) => {
    const [first] = [...keys];
    onChange({ filter: (first as FeedFilter | undefined) ?? null });
  };

  return (
    <div className="request-list-controls">
      <SearchField
        className="field request-list-search"
        value={term}
        // Spec 1 §5: leading whitespace is dropped as it is typed.
        onChange={(value) => setTerm(value.trimStart())}
        onSubmit={() => onChange({ search: term })}
        onClear={() => onChange({ search: "" })}
      >
        <Label className="field-label">{t`Rechercher (patient, description, destinataire, messages)`}</Label>
        <Input className="field-input" maxLength={200} />
      </SearchField>
      <div className="request-list-toolbar">
        <ToggleButtonGroup
          className="request-list-chips"
          aria-label={t`Filtrer les demandes`}
          selectionMode="single"
          selectedKeys={state.filter ? [state.filter] : []}
          onSelectionChange={select}
        >
          {filters.map((filter) => (
            <ToggleButton key={filter} id={filter} className="chip">
              {labels[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButton
          className="chip request-list-sort"
          isSelected={state.sort === "LAST_ACTIVITY_ASC"}
          onChange={(ascending) => onChange({ sort: ascending ? "LAST_ACTIVITY_ASC" : "LAST_ACTIVITY_DESC" })}
        >
          {t`Plus anciennes d'abord`}
        </ToggleButton>
      </div>
    </div>
  );
}
