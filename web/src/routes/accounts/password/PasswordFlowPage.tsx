import { useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { LanguageSwitch } from "../../../i18n/LanguageSwitch.tsx";
import { useResetRelayEnvironment } from "../../../relay/relay-reset.ts";
import { stepFromPath } from "../../../routing/steps.ts";
import { Steps } from "../../../ui/Steps.tsx";
import { PublicShell } from "../../../ui/PublicShell.tsx";
import { passwordBasePath, PASSWORD_SET_STATE, PASSWORD_STEP_PATHS, type PasswordFlow, type PasswordMode } from "./password-flow.ts";

/** /request_password (forgotten password) and /init_password (first password): the same three steps. */
export function PasswordFlowPage({ mode }: { mode: PasswordMode }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const resetEnvironment = useResetRelayEnvironment();
  const [email, setEmail] = useState<string | null>(null);
  const basePath = passwordBasePath(mode);
  const step = stepFromPath(location.pathname, basePath, PASSWORD_STEP_PATHS);
  const stepNames = [t`Adresse e-mail`, t`Nouveau mot de passe`, t`Terminé`];
  const total = stepNames.length;

  const flow: PasswordFlow = {
    mode,
    basePath,
    email,
    setEmail,
    finish: () => {
      // The visitor's store must not survive into the session the reset opened.
      resetEnvironment();
      void navigate(`${basePath}/success`, { replace: true, state: PASSWORD_SET_STATE });
    },
  };

  return (
    <PublicShell title={mode === "INIT" ? t`Créer votre mot de passe` : t`Mot de passe oublié`} toolbar={<LanguageSwitch />}>
      <Steps steps={stepNames} current={step} label={t`Étape ${step} sur ${total}`} />
      <Outlet context={flow} />
    </PublicShell>
  );
}
