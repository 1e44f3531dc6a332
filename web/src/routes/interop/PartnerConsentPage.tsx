import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link, useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PartnerConsentPageQuery } from "../../__generated__/PartnerConsentPageQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { decideConsent } from "./decide-consent.ts";
import { PARTNER_SCOPE_LABELS } from "./partner-scope-labels.ts";
import "./interop-error-messages.ts";
import "./partner-consent.css";

/**
 * Issue 24 item 1, /partners/consent/{uid}: a practice software asks to act on the doctor's
 * behalf. The page names the software and, in the doctor's words, what it could do; the doctor
 * allows or declines, and the browser goes back to the software either way.
 */
export function PartnerConsentPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { uid = "" } = useParams();
  const data = useLazyLoadQuery<PartnerConsentPageQuery>(
    graphql`
      query PartnerConsentPageQuery($uid: String!) {
        partnerConsent(uid: $uid) {
          application
          scopes
        }
      }
    `,
    { uid: uid.slice(0, 64) },
    { fetchPolicy: "network-only" },
  );
  const [pending, setPending] = useState<"allow" | "decline" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const consent = data.partnerConsent;

  if (!consent) {
    return (
      <section className="state-view" role="alert">
        <title>{t`Autorisation expirée · Consilium`}</title>
        <h1 className="state-title">
          <Trans>Cette demande d'autorisation a expiré</Trans>
        </h1>
        <p className="state-text">
          <Trans>Elle a déjà reçu une réponse, ou a été ouverte il y a plus de 10 minutes. Relancez la connexion depuis votre logiciel.</Trans>
        </p>
        <Link to="/" className="button button-primary">
          <Trans>Retour à l'accueil</Trans>
        </Link>
      </section>
    );
  }

  const application = consent.application;
  const decide = async (approve: boolean) => {
    setPending(approve ? "allow" : "decline");
    setError(null);
    const outcome = await decideConsent(uid, approve);
    if (outcome.ok) {
      window.location.assign(outcome.redirectTo);
      return;
    }
    setPending(null);
    setError(errorText({ code: outcome.code }));
  };

  return (
    <section className="partner-consent" aria-labelledby="partner-consent-title">
      <title>{t`Autoriser ${application} · Consilium`}</title>
      <h1 id="partner-consent-title" className="partner-consent-title">
        <Trans>Autoriser {application} à accéder à Consilium en votre nom ?</Trans>
      </h1>
      <p className="partner-consent-text">
        <Trans>
          Le logiciel <strong>{application}</strong> pourra, avec vos droits et seulement dans les limites suivantes :
        </Trans>
      </p>
      <ul className="partner-consent-scopes">
        {consent.scopes.map((scope) => (
          <li key={scope}>{PARTNER_SCOPE_LABELS[scope] ? t(PARTNER_SCOPE_LABELS[scope]) : scope}</li>
        ))}
      </ul>
      <p className="partner-consent-text">
        <Trans>Il ne pourra jamais changer votre mot de passe, vos coordonnées ni vos paramètres, ni administrer vos groupes.</Trans>
      </p>
      <p className="partner-consent-text">
        <Trans>
          Vous pourrez retirer cet accès à tout moment dans <Link to="/profile_edit/applications">Paramètres › Logiciels connectés</Link>.
        </Trans>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="partner-consent-actions">
        <Button variant="primary" onPress={() => void decide(true)} isPending={pending === "allow"} isDisabled={pending !== null}>
          <Trans>Autoriser</Trans>
        </Button>
        <Button onPress={() => void decide(false)} isPending={pending === "decline"} isDisabled={pending !== null}>
          <Trans>Refuser</Trans>
        </Button>
      </div>
    </section>
  );
}
