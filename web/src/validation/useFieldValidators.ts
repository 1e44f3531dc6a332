import { useLingui } from "@lingui/react/macro";
import { useErrorText } from "../errors/useErrorText.ts";
import type { Country } from "../i18n/locales.ts";
import { isWellFormedCode } from "./code.ts";
import { emailProblem } from "@rules/email.ts";
import { passwordProblem } from "@rules/password.ts";
import { normalizeMobilePhone } from "@rules/phone.ts";

type Validate = (value: string) => string | null;

/**
 * Spec 1 §5 checks as react-aria `validate` functions, worded like the server's errors (the
 * same translated texts, keyed by the same codes).
 */
export function useFieldValidators(): { email: Validate; phone: (country: Country) => Validate; password: Validate; code: Validate } {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const fromCode = (code: string | null) => (code ? errorTextOf({ code }) : null);
  return {
    email: (value) => fromCode(emailProblem(value)),
    phone: (country) => (value) => (normalizeMobilePhone(value, country) ? null : fromCode("invalid_phone")),
    password: (value) => fromCode(passwordProblem(value)),
    code: (value) => (isWellFormedCode(value) ? null : t`Saisissez les 6 chiffres du code.`),
  };
}
