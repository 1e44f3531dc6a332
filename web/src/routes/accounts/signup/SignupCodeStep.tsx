import { useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { Navigate, useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { splitFieldError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { formatPhoneWhileTyping } from "@rules/phone.ts";
import { CodeField } from "../CodeField.tsx";
import { ResendCodes } from "../ResendCodes.tsx";
import { TermsLink } from "../terms/TermsLink.tsx";
import { ChosenProfessionalCard } from "./ChosenProfessionalCard.tsx";
import { useRegisterFlow } from "./register-flow.ts";
import { useRequestSignupCodesMutation } from "./useRequestSignupCodesMutation.ts";
import { useSignupMutation } from "./useSignupMutation.ts";
import "../accounts.css";

// The API's field names, mapped to this form's inputs.
const FIELDS = { email_validation: "emailCode", phone_validation: "phoneCode", terms: "terms" } as const;

/** Step 3: the two codes, the terms, and whether this browser may skip the code at next login. */
export function SignupCodeStep() {
  const { t } = useLingui();
  const { professional, contacts, finish } = useRegisterFlow();
  const { search } = useLocation();
  const errorTextOf = useErrorText();
  const [signup, isInFlight] = useSignupMutation();
  const [requestCodes] = useRequestSignupCodesMutation();
  const [emailCode, setEmailCode] = useState("");
  const [phoneCode, setPhoneCode] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [rememberDevice, setRememberDevice] = useState(true);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);

  if (!professional || !contacts) return <Navigate to={{ pathname: "/register", search }} replace />;
  const { email, phone, password } = contacts;
  const shownPhone = formatPhoneWhileTyping(phone, professional.country);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerErrors({});
    setGeneralError(null);
    if (!acceptTerms) {
      setTermsError(errorTextOf({ code: "terms_required" }));
      return;
    }
    setTermsError(null);
    const outcome = await signup({
      professionalId: professional?.professionalId ?? "",
      email,
      emailValidation: emailCode,
      phone,
      phoneValidation: phoneCode,
      password,
      acceptTerms,
      rememberMfa: rememberDevice,
    });
    if (outcome.ok) {
      finish();
      return;
    }
    const { fields, general } = splitFieldError(outcome.error, errorTextOf(outcome.error), FIELDS);
    if (fields.terms) setTermsError(fields.terms);
    setServerErrors(fields);
    setGeneralError(general);
  }

  return (
    <>
      <h1 className="login-title">
        <Trans>Validation de vos coordonnées</Trans>
      </h1>
      <ChosenProfessionalCard professional={professional} />
      <p className="form-intro" aria-live="polite">
        <Trans>
          Nous avons envoyé un code à 6 chiffres à {email} et un autre par SMS au {shownPhone}.
        </Trans>
      </p>
      <Form className="form" validationErrors={serverErrors} onSubmit={(event) => void submit(event)}>
        <CodeField label={t`Code reçu par e-mail`} name="emailCode" value={emailCode} onChange={setEmailCode} autoFocus />
        <CodeField label={t`Code reçu par SMS`} name="phoneCode" value={phoneCode} onChange={setPhoneCode} />
        <div className="checkbox-field">
          {/* Not react-aria's isInvalid: that would mark the input invalid natively and block the next submit. */}
          <Checkbox
            isSelected={acceptTerms}
            onChange={(accepted) => {
              setAcceptTerms(accepted);
              if (accepted) setTermsError(null);
            }}
            aria-describedby={termsError ? "terms-error" : undefined}
          >
            <Trans>J'accepte les conditions générales d'utilisation de Consilium.</Trans>
          </Checkbox>
          <TermsLink />
          {termsError ? (
            <p id="terms-error" className="field-error">
              {termsError}
            </p>
          ) : null}
        </div>
        <Checkbox isSelected={rememberDevice} onChange={setRememberDevice}>
          <Trans>Se souvenir de cet appareil pendant 30 jours</Trans>
        </Checkbox>
        {generalError ? <Alert>{generalError}</Alert> : null}
        <Button type="submit" variant="primary" className="button-block" isPending={isInFlight}>
          <Trans>Créer mon compte</Trans>
        </Button>
      </Form>
      <ResendCodes
        onResend={() => requestCodes({ email, phone, country: professional.country })}
      />
    </>
  );
}
