import { TextField } from "../../ui/TextField.tsx";
import { CODE_LENGTH, cleanCodeInput } from "../../validation/code.ts";
import { useFieldValidators } from "../../validation/useFieldValidators.ts";

type Props = { label: string; name: string; value: string; onChange: (value: string) => void; autoFocus?: boolean; isRequired?: boolean };

/** A 6-digit verification code (spec 1 §5): digits only, pasted codes keep their digits. */
export function CodeField({ label, name, value, onChange, autoFocus, isRequired = true }: Props) {
  const validators = useFieldValidators();
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={value}
      onChange={(raw) => onChange(cleanCodeInput(raw))}
      isRequired={isRequired}
      autoFocus={autoFocus}
      validate={(current) => (!isRequired && !current ? null : validators.code(current))}
    />
  );
}
