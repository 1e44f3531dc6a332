import { FieldError, Input, Label, Text, TextField as AriaTextField } from "react-aria-components";

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
  maxLength: number;
  inputMode?: "numeric" | "tel" | "email" | "text";
  autoComplete?: string;
  className?: string;
};

/** A text field whose error comes from the form (isInvalid), announced with its label. */
export function Field({ label, value, onChange, error, isRequired, isDisabled, description, maxLength, inputMode, autoComplete, className }: FieldProps) {
  return (
    <AriaTextField
      className={["field", className].filter(Boolean).join(" ")}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      maxLength={maxLength}
    >
      <Label className="field-label">
        {label}
        {isRequired ? <span className="patient-form-required">{" *"}</span> : null}
      </Label>
      <Input className="field-input" inputMode={inputMode} autoComplete={autoComplete} />
      {description ? (
        <Text slot="description" className="field-description" aria-live="polite">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
    </AriaTextField>
  );
}
