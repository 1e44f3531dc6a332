import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Locale } from "../i18n/locales.ts";
import { cleanFormValue, formValueText, readFormSchema, validateFormValue, type FormTextWords } from "../rules/form-schema.ts";

// Yes and no in the stored text, in the language the request is written in.
const WORDS: Record<Locale, FormTextWords> = {
  fr: { yes: "oui", no: "non" },
  "fr-BE": { yes: "oui", no: "non" },
  de: { yes: "ja", no: "nein" },
  en: { yes: "yes", no: "no" },
  "nl-BE": { yes: "ja", no: "nee" },
};

/**
 * What a request stores of the topic's structured form (spec 2 §3 form_content): the schema as
 * it was when written (the topic's may change later), the value restricted to the schema's
 * fields, and the readable text the feed search and previews read.
 */
export function draftFormContent(rawSchema: Prisma.JsonValue | null, value: Record<string, unknown>, locale: Locale): Prisma.InputJsonObject {
  const schema = readFormSchema(rawSchema);
  if (!schema) return { schema: null, value: {}, text: "" };
  const clean = cleanFormValue(schema, value);
  return { schema: schema as unknown as Prisma.InputJsonObject, value: clean as Prisma.InputJsonObject, text: formValueText(schema, clean, WORDS[locale]) };
}

/** The fields of a form that keep a draft from being sent: required and empty, or invalid. */
export function formMissingFields(rawSchema: Prisma.JsonValue, value: unknown): string[] {
  const schema = readFormSchema(rawSchema);
  if (!schema) return [];
  const values = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.keys(validateFormValue(schema, values));
}
