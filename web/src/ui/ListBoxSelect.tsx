import type { Key } from "react-aria-components";
import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from "react-aria-components";
import type { SelectProps } from "./Select.tsx";

type Props<K extends Key> = SelectProps<K> & {
  /** Open at once: the user pressed the stand-in trigger while this module was loading. */
  defaultOpen?: boolean;
  /** The stand-in trigger had the focus: the real one takes it over. */
  autoFocus?: boolean;
};

/**
 * A listbox select: keyboard type-ahead, screen-reader announcements, no native <select> styling
 * limits. Loaded on demand by ui/Select.tsx: its collection and overlay code is a large share of
 * react-aria, and the login page should not wait for it.
 */
export function ListBoxSelect<K extends Key>({ label, hideLabel, options, value, onChange, className, defaultOpen, autoFocus }: Props<K>) {
  return (
    <AriaSelect
      className={["select", className].filter(Boolean).join(" ")}
      defaultOpen={defaultOpen}
      value={value}
      onChange={(key) => {
        const option = options.find((candidate) => candidate.id === key);
        if (option) onChange(option.id);
      }}
      aria-label={hideLabel ? label : undefined}
    >
      {hideLabel ? null : <Label className="field-label">{label}</Label>}
      <Button className="select-button" autoFocus={autoFocus}>
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
