import { useLocation, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCountry } from "../../../i18n/CountryProvider.tsx";
import { afterLoginPath, pathWithRedirect, redirectUrlOf } from "../../../routing/redirect-url.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Link } from "../../../ui/Link.tsx";
import { ProSanteConnectOption } from "../pro-sante-connect/ProSanteConnectOption.tsx";
import { useLoginFlow } from "./login-flow.ts";
import { PasswordForm } from "./PasswordForm.tsx";
import "../accounts.css";

/** /login; ?error=psc_credentials comes back from a card login that matched no validated account. */
export function PasswordStep() {
  const { t } = useLingui();
  const { proSanteConnectAvailable, setPending, finish } = useLoginFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { country } = useCountry();
  const cardRefused = new URLSearchParams(search).get("error") === "psc_credentials";
  return (
    <>
      <h1 className="login-title">
        <Trans>Connexion</Trans>
      </h1>
      <p className="login-intro">
        <Trans>Télé-expertise entre professionnels de santé.</Trans>
      </p>
      {cardRefused ? (
        <Alert tone="info">
          <Trans>La connexion par carte n'est possible qu'avec un compte validé. Connectez-vous avec votre adresse e-mail et votre mot de passe.</Trans>
        </Alert>
      ) : null}
      <PasswordForm
        onSuccess={finish}
        onCodeRequired={(pending) => {
          setPending(pending);
          // Keeps redirectUrl (and lang) for the end of the flow.
          void navigate({ pathname: "/login/code", search });
        }}
      />
      <Link href="/request_password" className="login-secondary-link">
        <Trans>Mot de passe oublié ?</Trans>
      </Link>
      <ProSanteConnectOption available={proSanteConnectAvailable} country={country} action="login" redirectPath={afterLoginPath(search)} label={t`Se connecter avec Pro Santé Connect`} />
      <p className="login-footer">
        <Trans>Pas encore de compte ?</Trans>{" "}
        <Link href={pathWithRedirect("/register", redirectUrlOf(search))}>
          <Trans>Créer un compte</Trans>
        </Link>
      </p>
    </>
  );
}
