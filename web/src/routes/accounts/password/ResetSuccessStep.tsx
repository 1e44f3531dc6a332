import { Navigate, useLocation } from "react-router";
import { Trans } from "@lingui/react/macro";
import { Link } from "../../../ui/Link.tsx";
import { ShieldCheckIcon } from "../../../ui/icons.tsx";
import { VisitorGate } from "../VisitorGate.tsx";
import { isPasswordSetState, usePasswordFlow } from "./password-flow.ts";

/**
 * Step 3: the new password is set and the session already open; continue goes home. Only right
 * after a reset: opened directly, a visitor starts the flow and a logged-in user goes home.
 */
export function ResetSuccessStep() {
  const { mode, basePath } = usePasswordFlow();
  const { state } = useLocation();
  if (!isPasswordSetState(state)) {
    return (
      <VisitorGate>
        <Navigate to={basePath} replace />
      </VisitorGate>
    );
  }
  return (
    <div className="status-panel">
      <span className="status-icon status-icon-success">
        <ShieldCheckIcon />
      </span>
      <h1 className="login-title">{mode === "INIT" ? <Trans>Mot de passe créé</Trans> : <Trans>Mot de passe modifié</Trans>}</h1>
      <p className="form-intro">
        <Trans>Votre nouveau mot de passe est enregistré et vous êtes connecté.</Trans>
      </p>
      <Link href="/" className="button button-primary button-block">
        <Trans>Continuer</Trans>
      </Link>
    </div>
  );
}
