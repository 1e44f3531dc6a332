import { useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { useResetRelayEnvironment } from "../../../relay/relay-reset.ts";
import { pathWithRedirect, redirectUrlOf } from "../../../routing/redirect-url.ts";
import { stepFromPath } from "../../../routing/steps.ts";
import { Steps } from "../../../ui/Steps.tsx";
import { PublicShell } from "../../../ui/PublicShell.tsx";
import { VisitorGate } from "../VisitorGate.tsx";
import { SIGNUP_STEP_PATHS, type ChosenProfessional, type RegisterFlow, type SignupContacts } from "./register-flow.ts";

/** /register, /register/identifier, /register/code: the three-step signup of spec 1 §2. */
export function RegisterPage() {
  return (
    <VisitorGate>
      <RegisterFrame />
    </VisitorGate>
  );
}

function RegisterFrame() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const resetEnvironment = useResetRelayEnvironment();
  const [professional, setProfessional] = useState<ChosenProfessional | null>(null);
  const [contacts, setContacts] = useState<SignupContacts | null>(null);
  const step = stepFromPath(location.pathname, "/register", SIGNUP_STEP_PATHS);
  const stepNames = [t`Identification`, t`Coordonnées`, t`Validation`];
  const total = stepNames.length;

  const flow: RegisterFlow = {
    professional,
    choose: (chosen) => {
      setProfessional(chosen);
      setContacts(null);
    },
    contacts,
    setContacts,
    finish: () => {
      // The visitor's store must not survive into the new session.
      resetEnvironment();
      void navigate(pathWithRedirect("/identification", redirectUrlOf(location.search)), { replace: true });
    },
  };

  return (
    <PublicShell title={t`Créer un compte`} size={step === 1 ? "wide" : "default"}>
      <Steps steps={stepNames} current={step} label={t`Étape ${step} sur ${total}`} />
      <Outlet context={flow} />
    </PublicShell>
  );
}
