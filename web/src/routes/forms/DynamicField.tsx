import { useLingui } from "@lingui/react/macro";
import {
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from "react-aria-components";
import type { FormField } from "@rules/form-schema.ts";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { Select } from "../../ui/Select.tsx";

export type DynamicFieldProps = {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The translated error text, when the answer is wrong. */
  error?: string;
};

const NO_OPTION = "";

function LabelText({ field }: { field: FormField }) {
  const { t } = useLingui();
  const required = field.validation?.required === true && !field.disabled;
  return (
    <>
      {field.label}
      {required ? (
        <span className="dynamic-form-required" aria-label={t`obligatoire`}>
          {" *"}
        </span>
      ) : null}
    </>
  );
}

/** One editable field of a schema, by type; the label names the input for screen readers. */
export function DynamicField({ field, value, onChange, error }: DynamicFieldProps) {
  const { t } = useLingui();
  const isDisabled = field.disabled === true;
  const isRequired = field.validation?.required === true && !isDisabled;
  const isInvalid = Boolean(error);
  const common = { isDisabled, isRequired, isInvalid, validationBehavior: "aria" as const };
  const errorText = <FieldError className="field-error">{error}</FieldError>;
  const options = field.options ?? [];
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

  switch (field.type) {
    case "info":
      return <p className="dynamic-form-info">{field.label}</p>;
    case "textarea":
      return (
        <TextField {...common} className="field" value={text} onChange={onChange} maxLength={field.validation?.maxLength ?? 10_000}>
          <Label className="field-label">
            <LabelText field={field} />
          </Label>
          <TextArea className="field-input dynamic-form-textarea" rows={4} />
          {errorText}
        </TextField>
      );
    case "text":
    case "number":
    case "date": {
      const type = field.type === "date" ? "date" : field.subtype === "email" ? "email" : field.subtype === "tel" ? "tel" : field.subtype === "url" ? "url" : "text";
      return (
        <TextField {...common} className="field" value={text} onChange={onChange} type={type} maxLength={field.validation?.maxLength ?? 1_000}>
          <Label className="field-label">
            <LabelText field={field} />
          </Label>
          <div className="dynamic-form-input-row">
            <Input className="field-input" inputMode={field.type === "number" ? (field.subtype === "integer" ? "numeric" : "decimal") : undefined} />
            {field.unit ? (
              <Text slot="description" className="dynamic-form-unit">
                {field.unit}
              </Text>
            ) : null}
          </div>
          {errorText}
        </TextField>
      );
    }
    case "select": {
      const choices = [{ id: NO_OPTION, label: t`Choisir…` }, ...options.map((option) => ({ id: option.value, label: option.label }))];
      return (
        <div className="field">
          <Select label={`${field.label}${isRequired ? " *" : ""}`} options={choices} value={typeof value === "string" ? value : NO_OPTION} onChange={(chosen) => onChange(chosen === NO_OPTION ? null : chosen)} />
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      );
    }
    case "radio":
    case "boolean": {
      const choices = field.type === "boolean" ? [{ value: "true", label: t`Oui` }, { value: "false", label: t`Non` }] : options;
      const current = field.type === "boolean" ? (typeof value === "boolean" ? String(value) : null) : typeof value === "string" ? value : null;
      return (
        <RadioGroup {...common} className="field dynamic-form-choices" value={current} onChange={(chosen) => onChange(field.type === "boolean" ? chosen === "true" : chosen)}>
          <Label className="field-label">
            <LabelText field={field} />
          </Label>
          <div className="dynamic-form-choice-list">
            {choices.map((option) => (
              <Radio key={option.value} value={option.value} className="dynamic-form-radio">
                {option.label}
              </Radio>
            ))}
          </div>
          {errorText}
        </RadioGroup>
      );
    }
    case "checkboxes":
      return (
        <CheckboxGroup {...common} className="field dynamic-form-choices" value={Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []} onChange={onChange}>
          <Label className="field-label">
            <LabelText field={field} />
          </Label>
          <div className="dynamic-form-choice-list">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value}>
                {option.label}
              </Checkbox>
            ))}
          </div>
          {errorText}
        </CheckboxGroup>
      );
    case "checkbox":
      return (
        <div className="field">
          <Checkbox {...common} isSelected={value === true} onChange={onChange}>
            <LabelText field={field} />
          </Checkbox>
          {error ? <p className="field-error">{error}</p> : null}
        </div>
      );
  }
}
