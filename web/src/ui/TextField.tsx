import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";

export type TextFieldProps = Omit<AriaTextFieldProps, "className"> & { label: string; description?: string };

/** Label, input, help text and error message, wired together for screen readers. */
export function TextField({ label, description, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className="field">
      <Label className="field-label">{label}</Label>
      <Input className="field-input" />
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error" />
    </AriaTextField>
  );
}
