import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import type { Key } from "react-aria-components";
import { LoadError, loadModule } from "../errors/load-error.ts";

export type SelectOption<K extends Key> = { id: K; label: string; lang?: string };

export type SelectProps<K extends Key> = {
  label: string;
  /** Hide the visible label (it stays the accessible name). */
  hideLabel?: boolean;
  options: readonly SelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  className?: string;
};

type Implementation = ComponentType<SelectProps<Key> & { defaultOpen?: boolean; autoFocus?: boolean }>;

let loaded: Implementation | null = null;
let loading: Promise<Implementation> | null = null;

function loadImplementation(): Promise<Implementation> {
  loading ??= loadModule(() => import("./ListBoxSelect.tsx")).then(
    ({ ListBoxSelect }) => (loaded = ListBoxSelect as Implementation),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The listbox select (ui/ListBoxSelect.tsx), fetched when the user shows an intent to use it: a
 * pointer over the trigger, the focus, a press. Until then a trigger that looks and reads the same
 * (label, current value, "has a listbox" popup) stands in, so the public pages, where the country
 * and language selectors sit, load without the select's share of react-aria.
 */
export function Select<K extends Key>(props: SelectProps<K>) {
  const [Real, setReal] = useState<Implementation | null>(() => loaded);
  const [wantsOpen, setWantsOpen] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const valueId = useId();
  // A failed load the user asked for goes to the nearest error boundary (the load-failure view).
  if (failure) throw failure;

  const load = (open: boolean) => {
    if (open) setWantsOpen(true);
    loadImplementation().then(
      (implementation) => {
        setHadFocus(document.activeElement === trigger.current);
        setReal(() => implementation);
      },
      (error: unknown) => {
        if (open) setFailure(error instanceof Error ? error : new LoadError(String(error)));
      },
    );
  };

  useEffect(() => {
    // Another select loaded it in the meantime.
    if (!Real && loaded) setReal(() => loaded);
  }, [Real]);

  const { label, hideLabel, options, value, onChange, className } = props;
  if (Real) {
    const choose = (key: Key) => {
      const option = options.find((candidate) => candidate.id === key);
      if (option) onChange(option.id);
    };
    return (
      <Real label={label} hideLabel={hideLabel} options={options} value={value} onChange={choose} className={className} defaultOpen={wantsOpen} autoFocus={wantsOpen || hadFocus} />
    );
  }

  const current = options.find((option) => option.id === value);
  const openKeys = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      load(true);
    }
  };
  return (
    <div className={["select", className].filter(Boolean).join(" ")}>
      <span id={labelId} className={hideLabel ? "visually-hidden" : "field-label"}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className="select-button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${labelId} ${valueId}`}
        onPointerEnter={() => load(false)}
        onFocus={() => load(false)}
        // At the press's start: when the select arrives between the pointer going down here and
        // coming up on it, it opens anyway (it opens on a press that starts on itself).
        onPointerDown={() => load(true)}
        onClick={() => load(true)}
        onKeyDown={openKeys}
      >
        <span id={valueId} className="select-value" lang={current?.lang}>
          {current?.label}
        </span>
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </button>
    </div>
  );
}
