import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CodedError } from "../../../errors/error-codes.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { LanguageSwitch } from "../../../i18n/LanguageSwitch.tsx";
import { useResetRelayEnvironment } from "../../../relay/relay-reset.ts";
import { Button } from "../../../ui/Button.tsx";
import { Link } from "../../../ui/Link.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { PublicShell } from "../../../ui/PublicShell.tsx";
import { StatusPanel } from "../../../ui/StatusPanel.tsx";
import type { PscNext } from "./psc-outcome.ts";
import { lastPscStart, startProSanteConnect } from "./start-pro-sante-connect.ts";
import { useCompleteProSanteConnectMutation } from "./useCompleteProSanteConnectMutation.ts";
import "../accounts.css";

// The provider's code is single-use: a second completion (StrictMode's double effect, a
// re-render) must reuse the first answer, not spend the code again.
const completions = new Map<string, Promise<PscNext>>();

type Screen = { kind: "checking" } | { kind: "validated"; to: string } | { kind: "failed"; error: CodedError };

/** /pro-sante-connect: the card service sends the browser back here (spec 1 §2 card-service callback). */
export function ProSanteConnectPage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const resetEnvironment = useResetRelayEnvironment();
  const complete = useCompleteProSanteConnectMutation();
  const [screen, setScreen] = useState<Screen>({ kind: "checking" });

  useEffect(() => {
    let active = true;
    const search = location.search;
    let completion = completions.get(search);
    if (!completion) {
      completion = complete(search).then((outcome) => (outcome.ok ? outcome.data : { kind: "failed", error: outcome.error }));
      completions.set(search, completion);
    }
    void completion.then((next) => {
      if (!active) return;
      if (next.kind === "go") {
        // A new session: nothing of the visitor's store may remain.
        if (next.loggedIn) resetEnvironment();
        void navigate(next.to, { replace: true });
      } else setScreen(next);
    });
    return () => {
      active = false;
    };
    // Once per callback URL: a store reset re-renders this page with new callbacks, and acting
    // on the same answer again would reset the store again.
  }, [location.search]);

  return (
    <PublicShell title={t`Pro Santé Connect`} toolbar={<LanguageSwitch />}>
      {screen.kind === "checking" ? (
        <div className="status-panel" role="status">
          <Spinner label={t`Vérification en cours…`} />
          <p className="login-title" aria-hidden="true">
            <Trans>Vérification en cours…</Trans>
          </p>
        </div>
      ) : screen.kind === "validated" ? (
        <StatusPanel tone="success" title={t`Identité vérifiée`}>
          <p className="form-intro">
            <Trans>Votre identité est vérifiée : vous avez désormais accès à toutes les fonctions de Consilium.</Trans>
          </p>
          <Link href={screen.to} className="button button-primary button-block">
            <Trans>Continuer</Trans>
          </Link>
        </StatusPanel>
      ) : (
        <PscFailure error={screen.error} />
      )}
    </PublicShell>
  );
}

function PscFailure({ error }: { error: CodedError }) {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const [retryError, setRetryError] = useState<CodedError | null>(null);
  const [isRetrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    const last = lastPscStart();
    const failure = await startProSanteConnect(last.action, last.redirectPath);
    if (failure) {
      setRetryError(failure);
      setRetrying(false);
    }
  };
  return (
    <StatusPanel tone="warning" title={t`Échec de connexion`}>
      <p className="form-intro" role="alert">
        {errorTextOf(retryError ?? error)}
      </p>
      <Button variant="primary" className="button-block" onPress={() => void retry()} isPending={isRetrying}>
        <Trans>Réessayer</Trans>
      </Button>
      <Link href="/login" className="login-secondary-link">
        <Trans>Se connecter avec une adresse e-mail</Trans>
      </Link>
    </StatusPanel>
  );
}
