import { useState } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { Navigate, useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IdentificationPage_viewer$key } from "../../__generated__/IdentificationPage_viewer.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { afterLoginPath } from "../../routing/redirect-url.ts";
import { withSignupFlag } from "./signup-flag.ts";
import { useJustValidated } from "./useJustValidated.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { useProSanteConnectAvailable, useOnboardingViewer } from "./OnboardingLayout.tsx";
import { ProSanteConnectOption } from "../accounts/pro-sante-connect/ProSanteConnectOption.tsx";
import { StatusPanel } from "../../ui/StatusPanel.tsx";
import { IdentityUploadForm } from "./IdentityUploadForm.tsx";
import { useSkipIdentificationMutation } from "./useSkipIdentificationMutation.ts";
import { identityCheckInProgress } from "../../session/identity-check.ts";

/**
 * /identification (spec 1 §2): send a copy of an identity or professional card, or do it later.
 * A validated user goes on to redirectUrl; a card already sent shows the pending state.
 */
export function IdentificationPage() {
  const { t } = useLingui();
  const location = useLocation();
  const environment = useRelayEnvironment();
  const errorTextOf = useErrorText();
  const data = useFragment<IdentificationPage_viewer$key>(
    graphql`
      fragment IdentificationPage_viewer on User {
        id
        validated
        identificationStatus
        hasIdentityDocument
        country
      }
    `,
    useOnboardingViewer(),
  );
  const proSanteConnectAvailable = useProSanteConnectAvailable();
  const [skip, isSkipping] = useSkipIdentificationMutation();
  const [skipError, setSkipError] = useState<CodedError | null>(null);
  const [wantsToSend, setWantsToSend] = useState(false);
  const justValidated = useJustValidated(data.validated);
  const target = justValidated ? withSignupFlag(afterLoginPath(location.search)) : afterLoginPath(location.search);

  if (data.validated) return <Navigate to={target} replace />;
  const status = data.identificationStatus;
  const title = <title>{t`Vérification de votre identité · Consilium`}</title>;

  if (identityCheckInProgress(data)) {
    return (
      <StatusPanel tone="waiting" title={t`Compte en cours de validation`}>
        {title}
        <p className="form-intro">
          <Trans>Votre justificatif a bien été reçu. Votre compte est en cours de validation : vous recevrez un e-mail de confirmation.</Trans>
        </p>
      </StatusPanel>
    );
  }

  if (status === "SKIPPED" && !wantsToSend) {
    return (
      <StatusPanel tone="warning" title={t`Compte non validé`}>
        {title}
        <p className="form-intro">
          <Trans>Votre compte n'est pas encore validé. Envoyez une copie de votre carte pour accéder à toutes les fonctions de Consilium.</Trans>
        </p>
        <Button variant="primary" className="button-block" onPress={() => setWantsToSend(true)}>
          <Trans>Envoyer un justificatif</Trans>
        </Button>
      </StatusPanel>
    );
  }

  const markPending = () =>
    // The API answered 201 PENDING: the viewer is now what the server says it is.
    commitLocalUpdate(environment, (store) => {
      const viewer = store.get(data.id);
      viewer?.setValue("PENDING", "identificationStatus");
      viewer?.setValue(true, "hasIdentityDocument");
    });

  const later = async () => {
    setSkipError(null);
    const outcome = await skip();
    if (!outcome.ok) setSkipError(outcome.error);
  };

  return (
    <>
      {title}
      <h1 className="login-title">
        <Trans>Vérification de votre identité</Trans>
      </h1>
      <p className="login-intro">
        <Trans>Pour protéger les patients, chaque compte est vérifié. Envoyez une copie de votre carte d'identité ou de votre carte professionnelle.</Trans>
      </p>
      {status === "REJECTED" ? (
        <Alert tone="info">
          <Trans>Votre justificatif précédent n'a pas pu être validé. Merci d'en envoyer un autre, bien lisible.</Trans>
        </Alert>
      ) : null}
      <IdentityUploadForm
        onUploaded={markPending}
        secondary={status === "SKIPPED" ? { label: t`Annuler`, onPress: () => setWantsToSend(false) } : { label: t`Plus tard`, onPress: () => void later(), isPending: isSkipping }}
      />
      {skipError ? <Alert>{errorTextOf(skipError)}</Alert> : null}
      {/* Spec 1 §2: the card-service check is the French alternative. */}
      <ProSanteConnectOption available={proSanteConnectAvailable} country={data.country} action="validate" redirectPath={target} label={t`Vérifier avec Pro Santé Connect`} />
    </>
  );
}
