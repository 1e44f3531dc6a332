import { formValueText, readFormSchema } from "../rules/form-schema.ts";

/**
 * The readable summary stored with a structured form ({ schema, value, text }); null when absent.
 * A form stored without its text (an older client) is read from its schema and value.
 */
export function formTextOf(formContent: unknown): string | null {
  if (!formContent || typeof formContent !== "object") return null;
  const text = "text" in formContent ? (formContent as { text: unknown }).text : undefined;
  if (typeof text === "string" && text.trim()) return text;
  const { schema, value } = formContent as { schema?: unknown; value?: unknown };
  const parsed = readFormSchema(schema);
  if (!parsed || !value || typeof value !== "object" || Array.isArray(value)) return null;
  return formValueText(parsed, value as Record<string, unknown>) || null;
}
