import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Navigate, useLocation, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { splitFieldError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { formatPhoneWhileTyping } from "@rules/phone.ts";
import { PASSWORD_MIN_LENGTH } from "@rules/password.ts";
import { useFieldValidators } from "../../../validation/useFieldValidators.ts";
import { ChosenProfessionalCard } from "./ChosenProfessionalCard.tsx";
import { useRegisterFlow } from "./register-flow.ts";
import { useRequestSignupCodesMutation } from "./useRequestSignupCodesMutation.ts";
import { EMAIL_MAX_LENGTH } from "@rules/email.ts";

// The API's field names, mapped to this form's inputs.
const FIELDS = { email: "email", phone: "phone", password: "password" } as const;

/** Step 2: email, mobile phone and password; a code then goes to the address and one to the phone. */
export function IdentifierStep() {
  const { t } = useLingui();
  const { professional, contacts, setContacts } = useRegisterFlow();
  const { search } = useLocation();
  const navigate = useNavigate();
  const errorTextOf = useErrorText();
  const validators = useFieldValidators();
  const [requestCodes, isInFlight] = useRequestSignupCodesMutation();
  const [email, setEmail] = useState(contacts?.email ?? "");
  const [phone, setPhone] = useState(contacts ? formatPhoneWhileTyping(contacts.phone, professional?.country ?? "FR") : "");
  const [password, setPassword] = useState(contacts?.password ?? "");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  if (!professional) return <Navigate to={{ pathname: "/register", search }} replace />;
  const country = professional.country;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerErrors({});
    setGeneralError(null);
    const outcome = await requestCodes({ email, phone, country });
    if (outcome.ok) {
      setContacts({ email: outcome.data.email, phone: outcome.data.phone, password });
      void navigate({ pathname: "/register/code", search });
      return;
    }
    const { fields, general } = splitFieldError(outcome.error, errorTextOf(outcome.error), FIELDS);
    setServerErrors(fields);
    setGeneralError(general);
  }

  return (
    <>
      <h1 className="login-title">
        <Trans>Vos coordonnées</Trans>
      </h1>
      <ChosenProfessionalCard professional={professional} />
      <Form className="form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t`Adresse e-mail`}
          name="email"
          type="email"
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          validate={validators.email}
          autoFocus
        />
        <TextField
          label={t`Téléphone mobile`}
          description={t`Un code de vérification vous sera envoyé par SMS.`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(value) => setPhone(formatPhoneWhileTyping(value, country))}
          isRequired
          validate={validators.phone(country)}
        />
        <TextField
          label={t`Mot de passe`}
          description={t`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isRequired
          validate={validators.password}
        />
        {generalError ? <Alert>{generalError}</Alert> : null}
        <Button type="submit" variant="primary" className="button-block" isPending={isInFlight}>
          <Trans>Recevoir les codes de vérification</Trans>
        </Button>
      </Form>
    </>
  );
}
