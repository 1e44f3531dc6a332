import * as z from "zod/mini";
import { isCalendarDay } from "./dates.ts";

// A topic's structured form (spec 2 §3 "Form schema"): fields with name, label, type, options,
// unit, hidden, disabled, validation.required and subtype. One schema drives the editable and
// the read-only renderer (web/src/routes/forms/DynamicForm.tsx), the server's check of a draft
// and of a consult survey, and the readable text stored in form_content.text.
//
// Field types and the value each holds:
//   text, textarea    a string (subtype of text: "email", "tel", "url" only pick the keyboard)
//   number            a number (subtype "integer" refuses decimals; validation.min/max bound it; unit shown after it)
//   date              "YYYY-MM-DD"
//   select, radio     the value of one of the options
//   checkboxes        the values of the chosen options (a list)
//   checkbox          true or false (a single box: "I confirm...")
//   boolean           true or false, asked as yes / no (a required one must be answered, either way)
//   info              no value: a paragraph of explanation (label) between fields
//
// Hidden fields are neither shown, checked nor written to the text: a value they hold is kept.
// Disabled fields are shown with their value but cannot be edited, so they are never "required".

export const FORM_FIELD_TYPES = ["text", "textarea", "number", "date", "select", "radio", "checkboxes", "checkbox", "boolean", "info"] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

// zod/mini (the same validator, written as functions): the web app's request and consult pages
// import this file, and classic zod cannot be tree-shaken (about 40 KB gzipped more; issue 18).
const optionSchema = z.union([
  z.pipe(
    z.string().check(z.minLength(1), z.maxLength(200)),
    z.transform((value: string) => ({ value, label: value })),
  ),
  z.object({ value: z.string().check(z.minLength(1), z.maxLength(200)), label: z.string().check(z.minLength(1), z.maxLength(500)) }),
]);

const formFieldSchema = z.object({
  name: z.string().check(z.regex(/^[A-Za-z_][\w-]{0,63}$/)),
  label: z.string().check(z.minLength(1), z.maxLength(1_000)),
  type: z.enum(FORM_FIELD_TYPES),
  subtype: z.optional(z.string().check(z.maxLength(32))),
  options: z.optional(z.array(optionSchema).check(z.maxLength(200))),
  unit: z.optional(z.string().check(z.maxLength(32))),
  hidden: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  validation: z.optional(
    z.object({ required: z.optional(z.boolean()), min: z.optional(z.number()), max: z.optional(z.number()), maxLength: z.optional(z.int().check(z.positive())) }),
  ),
});

const formSchemaSchema = z.object({
  title: z.optional(z.string().check(z.maxLength(500))),
  fields: z.array(formFieldSchema).check(z.maxLength(200)),
});

export type FormField = z.output<typeof formFieldSchema>;
export type FormSchema = z.output<typeof formSchemaSchema>;
export type FormOption = { value: string; label: string };
export type FormValue = Record<string, unknown>;

export type FormFieldError = "required" | "not_a_string" | "too_long" | "not_a_number" | "not_an_integer" | "too_small" | "too_large" | "invalid_date" | "unknown_option" | "not_a_boolean";

// A free-text answer longer than this is a paste gone wrong, not a clinical note.
const DEFAULT_MAX_LENGTH = 10_000;

type JsonSchemaProperty = { type?: unknown; title?: unknown; enum?: unknown; minimum?: unknown; maximum?: unknown; format?: unknown; description?: unknown };

/** Demo topics were seeded with a JSON-Schema-like shape (properties, required, enum): read it as fields. */
function fromJsonSchema(raw: { properties: Record<string, JsonSchemaProperty>; required?: unknown; title?: unknown }): unknown {
  const required = Array.isArray(raw.required) ? raw.required : [];
  const fields = Object.entries(raw.properties).map(([name, property]) => {
    const label = typeof property.title === "string" ? property.title : name;
    const validation = {
      required: required.includes(name),
      ...(typeof property.minimum === "number" ? { min: property.minimum } : {}),
      ...(typeof property.maximum === "number" ? { max: property.maximum } : {}),
    };
    if (Array.isArray(property.enum)) return { name, label, type: "select", options: property.enum.map(String), validation };
    if (property.type === "boolean") return { name, label, type: "boolean", validation };
    if (property.type === "integer" || property.type === "number") {
      return { name, label, type: "number", ...(property.type === "integer" ? { subtype: "integer" } : {}), validation };
    }
    if (property.format === "date") return { name, label, type: "date", validation };
    return { name, label, type: "text", validation };
  });
  return { ...(typeof raw.title === "string" ? { title: raw.title } : {}), fields };
}

/** A stored schema (spec shape, or the seed's JSON-Schema-like one) as a FormSchema; null when it is neither. */
export function readFormSchema(raw: unknown): FormSchema | null {
  if (!raw || typeof raw !== "object") return null;
  const candidate = "properties" in raw && raw.properties && typeof raw.properties === "object" ? fromJsonSchema(raw as Parameters<typeof fromJsonSchema>[0]) : raw;
  const parsed = formSchemaSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export function isRequired(field: FormField): boolean {
  return field.validation?.required === true && !field.hidden && !field.disabled && field.type !== "info";
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}


/** A number field's value as a number, or null when it holds none. Forms may keep typed text ("12,5"). */
export function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || !/^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value)) return null;
  return Number(value.trim().replace(",", "."));
}

function optionValues(field: FormField): Set<string> {
  return new Set((field.options ?? []).map((option) => option.value));
}

function fieldError(field: FormField, value: unknown): FormFieldError | null {
  if (isBlank(value) || (field.type === "checkbox" && value === false)) return isRequired(field) ? "required" : null;
  switch (field.type) {
    case "text":
    case "textarea":
      if (typeof value !== "string") return "not_a_string";
      return value.length > (field.validation?.maxLength ?? DEFAULT_MAX_LENGTH) ? "too_long" : null;
    case "number": {
      const number = numberOf(value);
      if (number === null) return "not_a_number";
      if (field.subtype === "integer" && !Number.isInteger(number)) return "not_an_integer";
      if (field.validation?.min !== undefined && number < field.validation.min) return "too_small";
      if (field.validation?.max !== undefined && number > field.validation.max) return "too_large";
      return null;
    }
    case "date":
      return typeof value === "string" && isCalendarDay(value) ? null : "invalid_date";
    case "select":
    case "radio":
      return typeof value === "string" && optionValues(field).has(value) ? null : "unknown_option";
    case "checkboxes": {
      if (!Array.isArray(value)) return "unknown_option";
      const known = optionValues(field);
      return value.every((item) => typeof item === "string" && known.has(item)) ? null : "unknown_option";
    }
    case "checkbox":
    case "boolean":
      return typeof value === "boolean" ? null : "not_a_boolean";
    case "info":
      return null;
  }
}

/** Per-field error codes of a value (empty when valid). Hidden fields and info paragraphs are not checked. */
export function validateFormValue(schema: FormSchema, value: FormValue): Record<string, FormFieldError> {
  const errors: Record<string, FormFieldError> = {};
  for (const field of schema.fields) {
    if (field.hidden || field.type === "info") continue;
    const error = fieldError(field, value[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/**
 * The value as stored: only the schema's fields, numbers typed as text read as numbers, blank
 * answers dropped. Keys the schema does not know are not kept (a client cannot smuggle data in).
 */
export function cleanFormValue(schema: FormSchema, value: FormValue): FormValue {
  const clean: FormValue = {};
  for (const field of schema.fields) {
    const raw = value[field.name];
    if (field.type === "info" || isBlank(raw)) continue;
    const number = field.type === "number" ? numberOf(raw) : null;
    clean[field.name] = number ?? (typeof raw === "string" ? raw.trim() : raw);
  }
  return clean;
}

export type FormTextWords = { yes: string; no: string };

const FRENCH_WORDS: FormTextWords = { yes: "oui", no: "non" };

/** One field's answer as text (option labels, unit, yes/no); null when unanswered. */
export function answerText(field: FormField, value: unknown, words: FormTextWords): string | null {
  if (isBlank(value)) return null;
  const labelOf = (item: unknown) => field.options?.find((option) => option.value === item)?.label ?? String(item);
  switch (field.type) {
    case "checkbox":
    case "boolean":
      return value === true ? words.yes : value === false ? words.no : null;
    case "select":
    case "radio":
      return labelOf(value);
    case "checkboxes":
      return Array.isArray(value) ? value.map(labelOf).join(", ") : null;
    case "number": {
      const number = numberOf(value);
      const shown = number === null ? String(value) : String(number);
      return field.unit ? `${shown} ${field.unit}` : shown;
    }
    case "info":
      return null;
    default:
      return typeof value === "string" ? value.trim() : String(value);
  }
}

/**
 * The readable text of an answered form, one "Label : answer" line per visible answered field,
 * stored in form_content.text (the feed search and the list previews read it). French words
 * by default: the stored text is written in the product's source language.
 */
export function formValueText(schema: FormSchema, value: FormValue, words: FormTextWords = FRENCH_WORDS): string {
  return schema.fields
    .filter((field) => !field.hidden)
    .flatMap((field) => {
      const answer = answerText(field, value[field.name], words);
      return answer ? [`${field.label} : ${answer}`] : [];
    })
    .join("\n");
}
