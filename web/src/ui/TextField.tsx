import type { FormEvent } from "react";
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";

export type TextFieldProps = Omit<AriaTextFieldProps, "className" | "children"> & { label: string; description?: string };

/**
 * react-aria shows a field's error after submit and refreshes it when the field fires `change`,
 * which text inputs do on blur. A shown error would then vanish as the user clicks "submit",
 * moving the button from under the pointer and losing the click. Once an error is shown, each
 * keystroke refreshes it instead: errors appear late (blur, submit) and clear early (typing).
 */
function refreshShownError(event: FormEvent<HTMLInputElement>) {
  event.currentTarget.dispatchEvent(new Event("change", { bubbles: true }));
}

// Every field has a limit; callers give tighter ones where the rule has its own.
const DEFAULT_MAX_LENGTH = 256;

/** Label, input, help text and error message, wired together for screen readers. */
export function TextField({ label, description, maxLength = DEFAULT_MAX_LENGTH, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} maxLength={maxLength} className="field">
      {({ isInvalid }) => (
        <>
          <Label className="field-label">{label}</Label>
          <Input className="field-input" onInput={isInvalid ? refreshShownError : undefined} />
          {description ? (
            <Text slot="description" className="field-description">
              {description}
            </Text>
          ) : null}
          <FieldError className="field-error" />
        </>
      )}
    </AriaTextField>
  );
}
