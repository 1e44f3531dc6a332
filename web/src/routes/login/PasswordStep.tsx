import { useLocation, useNavigate } from "react-router";
import { Trans } from "@lingui/react/macro";
import { useLoginFlow } from "./login-flow.ts";
import { PasswordForm } from "./PasswordForm.tsx";

/** /login */
export function PasswordStep() {
  const { setPending, finish } = useLoginFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <h1 className="login-title">
        <Trans>Connexion</Trans>
      </h1>
      <p className="login-intro">
        <Trans>Télé-expertise entre professionnels de santé.</Trans>
      </p>
      <PasswordForm
        onSuccess={finish}
        onCodeRequired={(pending) => {
          setPending(pending);
          // Keeps redirectUrl (and lang) for the end of the flow.
          void navigate({ pathname: "/login/code", search });
        }}
      />
    </>
  );
}
