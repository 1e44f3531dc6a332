import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { PartnerApplicationListQuery } from "../../__generated__/PartnerApplicationListQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { PARTNER_SCOPE_LABELS } from "../interop/partner-scope-labels.ts";
import { PartnerApplicationForm } from "./PartnerApplicationForm.tsx";
import { useSetPartnerApplicationEnabledMutation } from "./useSetPartnerApplicationEnabledMutation.ts";
import "./admin.css";

/** The registered practice software, each with its client_id, addresses, scopes and a switch. */
export function PartnerApplicationList() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<PartnerApplicationListQuery>(
    graphql`
      query PartnerApplicationListQuery {
        partnerApplications {
          databaseId
          clientId
          name
          redirectUris
          scopes
          rateLimitPerMinute
          disabledAt
          activeAuthorizations
        }
      }
    `,
    {},
    { fetchPolicy: "network-only", fetchKey },
  );
  const [setEnabled, isSetting] = useSetPartnerApplicationEnabledMutation();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => setFetchKey((key) => key + 1);

  const toggle = async (id: number, enabled: boolean) => {
    setError(null);
    const outcome = await setEnabled(id, enabled);
    if (!outcome.ok) return setError(errorText(outcome.error));
    refresh();
  };

  return (
    <>
      <section className="partner-apps" aria-labelledby="partner-apps-title">
        <h2 id="partner-apps-title">
          <Trans>Logiciels enregistrés</Trans>
        </h2>
        <p className="muted">
          <Trans>
            Chaque logiciel se connecte au nom des médecins qui l'autorisent (OAuth 2 avec PKCE). Le désactiver refuse aussitôt ses jetons et toute nouvelle autorisation. Guide
            des éditeurs : <a href="/partners">/partners</a>.
          </Trans>
        </p>
        {data.partnerApplications.length === 0 ? (
          <p>
            <Trans>Aucun logiciel n'est enregistré.</Trans>
          </p>
        ) : (
          <ul className="partner-app-list">
            {data.partnerApplications.map((app) => {
              const name = app.name;
              const count = app.activeAuthorizations;
              return (
                <li key={app.databaseId} className="partner-app">
                  <div className="partner-app-text">
                    <span className="partner-app-name">
                      {name}{" "}
                      {app.disabledAt ? (
                        <span className="badge">
                          <Trans>Désactivé</Trans>
                        </span>
                      ) : null}
                    </span>
                    <span>
                      <Trans>
                        Identifiant client : <code>{app.clientId}</code>
                      </Trans>
                    </span>
                    <span className="muted">{app.redirectUris.join(" · ")}</span>
                    <ul className="partner-app-scopes">
                      {app.scopes.map((scope) => (
                        <li key={scope}>{PARTNER_SCOPE_LABELS[scope] ? t(PARTNER_SCOPE_LABELS[scope]) : scope}</li>
                      ))}
                    </ul>
                    <span className="muted">
                      <Plural value={count} _0="Aucun médecin ne l'a autorisé" one="# médecin l'a autorisé" other="# médecins l'ont autorisé" /> ·{" "}
                      <Trans>{app.rateLimitPerMinute} appels par minute au plus</Trans>
                    </span>
                  </div>
                  <Button variant="quiet" isPending={isSetting} onPress={() => void toggle(app.databaseId, app.disabledAt !== null)} aria-label={app.disabledAt ? t`Réactiver ${name}` : t`Désactiver ${name}`}>
                    {app.disabledAt ? <Trans>Réactiver</Trans> : <Trans>Désactiver</Trans>}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {error ? <Alert>{error}</Alert> : null}
      </section>
      <PartnerApplicationForm onRegistered={refresh} />
    </>
  );
}
