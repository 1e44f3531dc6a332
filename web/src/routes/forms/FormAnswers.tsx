import { useLingui } from "@lingui/react/macro";
import { answerText, type FormSchema, type FormValue } from "@rules/form-schema.ts";
import { formatCalendarDate } from "../../format/dates.ts";
import "./dynamic-form.css";

/**
 * A filled form, read-only (DynamicForm with readOnly): the answered fields as a description
 * list. Its own module, so the request and consult pages, which only show answers, do not load
 * the editable fields (issue 18).
 */
export function FormAnswers({ schema, value }: { schema: FormSchema; value: FormValue }) {
  const { t, i18n } = useLingui();
  const fields = schema.fields.filter((field) => !field.hidden);
  const words = { yes: t`Oui`, no: t`Non` };
  const answered = fields.flatMap((field) => {
    const raw = field.type === "date" && typeof value[field.name] === "string" ? formatCalendarDate(value[field.name] as string, i18n.locale) : value[field.name];
    const answer = field.type === "date" ? (typeof raw === "string" && raw ? raw : null) : answerText(field, raw, words);
    return answer ? [{ field, answer }] : [];
  });
  if (answered.length === 0) return <p className="dynamic-form-empty">{t`Formulaire non renseigné.`}</p>;
  return (
    <dl className="dynamic-form-answers">
      {answered.map(({ field, answer }) => (
        <div key={field.name} className="dynamic-form-answer">
          <dt>{field.label}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </dl>
  );
}
