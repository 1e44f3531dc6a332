import type { Key } from "react-aria-components";
import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from "react-aria-components";

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

/** A listbox select: keyboard type-ahead, screen-reader announcements, no native <select> styling limits. */
export function Select<K extends Key>({ label, hideLabel, options, value, onChange, className }: SelectProps<K>) {
  return (
    <AriaSelect
      className={["select", className].filter(Boolean).join(" ")}
      value={value}
      onChange={(key) => {
        const option = options.find((candidate) => candidate.id === key);
        if (option) onChange(option.id);
      }}
      aria-label={hideLabel ? label : undefined}
    >
      {hideLabel ? null : <Label className="field-label">{label}</Label>}
      <Button className="select-button">
        <SelectValue className="select-value" />
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox-item" textValue={option.label} lang={option.lang}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
