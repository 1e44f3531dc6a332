import type { ReactNode } from "react";

export type NativeCheckboxProps = { isSelected: boolean; onChange: (selected: boolean) => void; children: ReactNode };

/**
 * The app's checkbox drawn on a plain input, for the login steps only: react-aria's Checkbox
 * and its hooks weigh about 3 KB gzipped, which the login page's 150 KB budget (issue 18) cannot
 * carry. Same look as ui/Checkbox.tsx (styles/checkbox.css), same semantics (a labelled input).
 */
export function NativeCheckbox({ isSelected, onChange, children }: NativeCheckboxProps) {
  return (
    <label className="checkbox">
      <input type="checkbox" className="visually-hidden" checked={isSelected} onChange={(event) => onChange(event.target.checked)} />
      <span className="checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 18 18" width="14" height="14">
          <polyline points="3.5 9.5 7.5 13 14.5 5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span>{children}</span>
    </label>
  );
}
