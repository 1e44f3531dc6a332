import { graphql, useFragment } from "react-relay/hooks";
import { Navigate } from "react-router";
import { withSignupFlag } from "./signup-flag.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ValidationPage_viewer$key } from "../../__generated__/ValidationPage_viewer.graphql";
import { Link } from "../../ui/Link.tsx";
import { useOnboardingViewer } from "./OnboardingLayout.tsx";
import { StatusPanel } from "../../ui/StatusPanel.tsx";
import { identityCheckInProgress } from "../../session/identity-check.ts";
import { useJustValidated } from "./useJustValidated.ts";

/** /validation (spec 1 §2): where unvalidated users land; validated users go home. */
export function ValidationPage() {
  const { t } = useLingui();
  const data = useFragment<ValidationPage_viewer$key>(
    graphql`
      fragment ValidationPage_viewer on User {
        validated
        identificationStatus
        hasIdentityDocument
      }
    `,
    useOnboardingViewer(),
  );
  // Just validated: the member's first screen opens the onboarding tutorial (spec 1 §1 "inscription").
  const justValidated = useJustValidated(data.validated);
  if (data.validated) return <Navigate to={justValidated ? withSignupFlag("/") : "/"} replace />;
  const title = <title>{t`Compte non validé · Consilium`}</title>;
  if (identityCheckInProgress(data)) {
    return (
      <StatusPanel tone="waiting" title={t`Compte en cours de validation`}>
        {title}
        <p className="form-intro">
          <Trans>Votre identité est en cours de vérification. Vous recevrez un e-mail de confirmation dès que votre compte sera validé.</Trans>
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="warning" title={t`Compte non validé`}>
      {title}
      <p className="form-intro">
        <Trans>Votre compte n'est pas encore validé. Vérifiez votre identité pour accéder aux demandes d'avis.</Trans>
      </p>
      <Link href="/identification" className="button button-primary button-block">
        <Trans>Vérifier mon identité</Trans>
      </Link>
    </StatusPanel>
  );
}
