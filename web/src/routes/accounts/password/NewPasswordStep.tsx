import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Navigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { splitFieldError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { PASSWORD_MIN_LENGTH } from "@rules/password.ts";
import { useFieldValidators } from "../../../validation/useFieldValidators.ts";
import { CodeField } from "../CodeField.tsx";
import { ResendCodes } from "../ResendCodes.tsx";
import { TermsLink } from "../terms/TermsLink.tsx";
import { usePasswordFlow } from "./password-flow.ts";
import { useRequestPasswordCodesMutation } from "./useRequestPasswordCodesMutation.ts";
import { useResetPasswordMutation } from "./useResetPasswordMutation.ts";
import "../accounts.css";

// The API's field names, mapped to this form's inputs.
const FIELDS = { email_validation: "emailCode", phone_validation: "phoneCode", password: "password" } as const;

/** Step 2: the new password and the two codes (the terms are recalled when the password is a first one). */
export function NewPasswordStep() {
  const { t } = useLingui();
  const { mode, basePath, email, finish } = usePasswordFlow();
  const errorTextOf = useErrorText();
  const validators = useFieldValidators();
  const [resetPassword, isInFlight] = useResetPasswordMutation();
  const [requestCodes] = useRequestPasswordCodesMutation();
  const [password, setPassword] = useState("");
  const [emailCode, setEmailCode] = useState("");
  const [phoneCode, setPhoneCode] = useState("");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  if (!email) return <Navigate to={basePath} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerErrors({});
    setGeneralError(null);
    const outcome = await resetPassword({ email: email ?? "", emailValidation: emailCode, phoneValidation: phoneCode, password, mode });
    if (outcome.ok) {
      finish();
      return;
    }
    const { fields, general } = splitFieldError(outcome.error, errorTextOf(outcome.error), FIELDS);
    setServerErrors(fields);
    setGeneralError(general);
  }

  return (
    <>
      <h1 className="login-title">
        <Trans>Nouveau mot de passe</Trans>
      </h1>
      <p className="form-intro">
        <Trans>Si un compte existe pour {email}, un code vient d'y être envoyé, et un autre par SMS au téléphone mobile du compte.</Trans>
      </p>
      <Form className="form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t`Nouveau mot de passe`}
          description={t`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isRequired
          validate={validators.password}
          autoFocus
        />
        <CodeField label={t`Code reçu par e-mail`} name="emailCode" value={emailCode} onChange={setEmailCode} />
        {/* Optional: an account without a mobile phone receives no text message (the API then ignores it). */}
        <CodeField label={t`Code reçu par SMS`} name="phoneCode" value={phoneCode} onChange={setPhoneCode} isRequired={false} />
        {mode === "INIT" ? (
          <div className="terms-note">
            <p>
              <Trans>En créant votre mot de passe, vous acceptez les conditions générales d'utilisation de Consilium.</Trans>
            </p>
            <TermsLink />
          </div>
        ) : null}
        {generalError ? <Alert>{generalError}</Alert> : null}
        <Button type="submit" variant="primary" className="button-block" isPending={isInFlight}>
          {mode === "INIT" ? <Trans>Créer mon mot de passe</Trans> : <Trans>Changer mon mot de passe</Trans>}
        </Button>
      </Form>
      <ResendCodes onResend={() => requestCodes(email, mode)} />
    </>
  );
}
