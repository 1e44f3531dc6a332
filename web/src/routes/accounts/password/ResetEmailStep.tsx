import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { useNavigate, useSearchParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { splitFieldError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Link } from "../../../ui/Link.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useFieldValidators } from "../../../validation/useFieldValidators.ts";
import { VisitorGate } from "../VisitorGate.tsx";
import { usePasswordFlow } from "./password-flow.ts";
import { useRequestPasswordCodesMutation } from "./useRequestPasswordCodesMutation.ts";
import { EMAIL_MAX_LENGTH } from "@rules/email.ts";
import "../accounts.css";

/** Step 1: the account's address (?email= prefills it, as the init-password link does). */
export function ResetEmailStep() {
  return (
    <VisitorGate>
      <ResetEmailForm />
    </VisitorGate>
  );
}

function ResetEmailForm() {
  const { t } = useLingui();
  const { mode, basePath, email: chosen, setEmail: remember } = usePasswordFlow();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const errorTextOf = useErrorText();
  const validators = useFieldValidators();
  const [requestCodes, isInFlight] = useRequestPasswordCodesMutation();
  const [email, setEmail] = useState(chosen ?? params.get("email") ?? "");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerErrors({});
    setGeneralError(null);
    const outcome = await requestCodes(email, mode);
    if (outcome.ok) {
      remember(email.trim());
      void navigate(`${basePath}/new_password`);
      return;
    }
    const { fields, general } = splitFieldError(outcome.error, errorTextOf(outcome.error), { email: "email" });
    setServerErrors(fields);
    setGeneralError(general);
  }

  return (
    <>
      <h1 className="login-title">{mode === "INIT" ? <Trans>Créer votre mot de passe</Trans> : <Trans>Mot de passe oublié</Trans>}</h1>
      <p className="login-intro">
        <Trans>Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un code par e-mail et un autre par SMS.</Trans>
      </p>
      <Form className="form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
        <TextField label={t`Adresse e-mail`} name="email" type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="username" value={email} onChange={setEmail} isRequired validate={validators.email} autoFocus />
        {generalError ? <Alert>{generalError}</Alert> : null}
        <Button type="submit" variant="primary" className="button-block" isPending={isInFlight}>
          <Trans>Recevoir les codes</Trans>
        </Button>
      </Form>
      <Link href="/login" className="login-secondary-link">
        <Trans>Retour à la connexion</Trans>
      </Link>
    </>
  );
}
