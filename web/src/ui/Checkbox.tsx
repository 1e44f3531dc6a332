import type { ReactNode } from "react";
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";

export type CheckboxProps = Omit<AriaCheckboxProps, "className" | "children"> & { children: ReactNode };

/** A real checkbox input underneath (form semantics, screen readers), drawn with CSS. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className="checkbox">
      <span className="checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 18 18" width="14" height="14">
          <polyline points="3.5 9.5 7.5 13 14.5 5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}
