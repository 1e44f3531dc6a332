/** The readable summary stored with a structured form ({ schema, value, text }); null when absent. */
export function formTextOf(formContent: unknown): string | null {
  if (!formContent || typeof formContent !== "object" || !("text" in formContent)) return null;
  const text = (formContent as { text: unknown }).text;
  return typeof text === "string" && text.trim() ? text : null;
}
