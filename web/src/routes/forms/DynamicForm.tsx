import { useLingui } from "@lingui/react/macro";
import type { FormSchema, FormValue } from "@rules/form-schema.ts";
import { DynamicField } from "./DynamicField.tsx";
import { FORM_FIELD_ERRORS } from "./form-errors.ts";
import { FormAnswers } from "./FormAnswers.tsx";
import "./dynamic-form.css";

export type DynamicFormProps = {
  schema: FormSchema;
  value: FormValue;
  onChange?: (value: FormValue) => void;
  readOnly?: boolean;
  /** Per field name: an error code of validateFormValue (translated here), or a text shown as is. */
  errors?: Record<string, string>;
};

/**
 * The one schema-driven renderer (spec 2 §2): a topic's request form and a consult's survey,
 * editable or read-only. Hidden fields are not shown; disabled ones show their value, locked.
 * The parent owns the value and checks it with validateFormValue (@rules/form-schema.ts).
 */
export function DynamicForm({ schema, value, onChange, readOnly = false, errors = {} }: DynamicFormProps) {
  const { i18n } = useLingui();
  if (readOnly) return <FormAnswers schema={schema} value={value} />;

  const fields = schema.fields.filter((field) => !field.hidden);
  const errorText = (name: string): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    const descriptor = Object.hasOwn(FORM_FIELD_ERRORS, error) ? FORM_FIELD_ERRORS[error as keyof typeof FORM_FIELD_ERRORS] : null;
    return descriptor ? i18n._(descriptor) : error;
  };

  return (
    <div className="dynamic-form">
      {schema.title ? <h3 className="dynamic-form-title">{schema.title}</h3> : null}
      {fields.map((field) => (
        <DynamicField
          key={field.name}
          field={field}
          value={value[field.name]}
          error={errorText(field.name)}
          onChange={(next) => onChange?.({ ...value, [field.name]: next })}
        />
      ))}
    </div>
  );
}
