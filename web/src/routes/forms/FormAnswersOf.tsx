import { useMemo } from "react";
import { readFormSchema, type FormValue } from "@rules/form-schema.ts";
import { FormAnswers } from "./FormAnswers.tsx";

/**
 * A request's form answers from the schema as the API gives it. Its own chunk, loaded only by the
 * pages of requests that have a form (issue 18): reading a schema brings the form rules'
 * validator (zod), about 10 KB gzipped that a request described in words never needs.
 */
export function FormAnswersOf({ schema: raw, value }: { schema: unknown; value: unknown }) {
  const schema = useMemo(() => readFormSchema(raw), [raw]);
  return schema ? <FormAnswers schema={schema} value={(value as FormValue | null) ?? {}} /> : null;
}
