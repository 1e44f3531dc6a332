import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { PlaceSearchFieldQuery, PlaceSearchFieldQuery$data } from "../../__generated__/PlaceSearchFieldQuery.graphql";
import { LoadError, loadModule } from "../../errors/load-error.ts";
import type { Bounds } from "@rules/map-bounds.ts";

export type Place = PlaceSearchFieldQuery$data["placesAutocomplete"][number];

/** What ./PlaceSearchCombo.tsx is given: the state lives here, so the swap keeps it. */
export type PlaceSearchProps = {
  items: readonly Place[];
  text: string;
  chosenId: string | null;
  onTextChange: (text: string) => void;
  onChoose: (place: Place) => void;
  autoFocus: boolean;
  /** Text was typed in the stand-in: open the list at once. */
  openNow: boolean;
};

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

let loaded: ComponentType<PlaceSearchProps> | null = null;
let loading: Promise<ComponentType<PlaceSearchProps>> | null = null;

function loadCombo(): Promise<ComponentType<PlaceSearchProps>> {
  loading ??= loadModule(() => import("./PlaceSearchCombo.tsx")).then(
    ({ PlaceSearchCombo }) => (loaded = PlaceSearchCombo),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Place, town or postcode (spec 1 §2): picking one moves the search to its box. The combobox and
 * its listbox (a large share of react-aria) are fetched once the page has shown, or at the first
 * pointer or focus on the field (issue 18: the directory's first paint does not wait for them);
 * until then an input that looks and reads the same stands in, keeping what is typed.
 */
export function PlaceSearchField({ onPick }: { onPick: (bounds: Bounds, label: string) => void }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState("");
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [items, setItems] = useState<readonly Place[]>([]);
  const [Combo, setCombo] = useState<ComponentType<PlaceSearchProps> | null>(() => loaded);
  const [swap, setSwap] = useState({ focused: false, typed: false });
  const [failure, setFailure] = useState<Error | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const inputId = useId();
  // A failed load the user asked for goes to the nearest error boundary (the load-failure view).
  if (failure) throw failure;

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

  const load = (asked: boolean) => {
    loadCombo().then(
      (combo) => {
        const focused = document.activeElement !== null && document.activeElement === standIn.current;
        setSwap({ focused, typed: focused && (standIn.current?.value ?? "") !== "" });
        setCombo(() => combo);
      },
      (error: unknown) => {
        if (asked) setFailure(error instanceof Error ? error : new LoadError(String(error)));
      },
    );
  };
  // Fetched once the page has shown, so it is usually there before the first key.
  useEffect(() => {
    if (!Combo) load(false);
    // Once, after the first paint.
  }, []);

  // Spec 1 §5: search inputs trim leading whitespace.
  const changeText = (next: string) => {
    const trimmed = next.trimStart();
    setText(trimmed);
    if (trimmed !== chosen) setChosenId(null);
  };
  const choose = (place: Place) => {
    if (place.bounds.length !== 4) return;
    setChosenId(place.id);
    setChosen(place.label);
    setText(place.label);
    onPick([...place.bounds] as Bounds, place.label);
  };

  if (Combo) return <Combo items={items} text={text} chosenId={chosenId} onTextChange={changeText} onChoose={choose} autoFocus={swap.focused} openNow={swap.typed} />;
  return (
    <div className="field discover-place">
      <label className="field-label" htmlFor={inputId}>
        {t`Lieu, ville ou code postal`}
      </label>
      <input
        ref={standIn}
        id={inputId}
        className="field-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        maxLength={200}
        autoComplete="off"
        placeholder={t`Ex. : Lyon, 37000`}
        value={text}
        onChange={(event) => changeText(event.target.value)}
        onPointerEnter={() => load(true)}
        onFocus={() => load(true)}
      />
    </div>
  );
}
