import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthorizedApplicationsPageQuery } from "../../__generated__/AuthorizedApplicationsPageQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatDateTime } from "../../format/dates.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { PARTNER_SCOPE_LABELS } from "../interop/partner-scope-labels.ts";
import { useRevokeAuthorizedApplicationMutation } from "./useRevokeAuthorizedApplicationMutation.ts";
import "./settings.css";

/**
 * Issue 24 item 1, /profile_edit/applications: the practice software the doctor allowed to act on
 * their behalf, what each may do and when it last did, each revocable at once.
 */
export function AuthorizedApplicationsPage() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AuthorizedApplicationsPageQuery>(
    graphql`
      query AuthorizedApplicationsPageQuery {
        authorizedApplications {
          databaseId
          application
          scopes
          authorizedAt
          lastUsedAt
          disabled
        }
      }
    `,
    {},
    { fetchPolicy: "network-only", fetchKey },
  );
  const [revoke, isRevoking] = useRevokeAuthorizedApplicationMutation();
  const [notice, setNotice] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);
  const title = t`Logiciels connectés`;

  const revokeOne = async (id: number, application: string) => {
    setRevoking(id);
    setNotice(null);
    const outcome = await revoke(id);
    setRevoking(null);
    if (!outcome.ok) return setNotice({ tone: "error", text: errorText(outcome.error) });
    setNotice({ tone: "info", text: t`L'accès de ${application} est retiré.` });
    setFetchKey((key) => key + 1);
  };

  return (
    <div className="page settings-page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <p className="settings-back">
          <Link to="/profile_edit">
            <Trans>← Paramètres</Trans>
          </Link>
        </p>
        <h1 className="page-title">{title}</h1>
      </header>
      <section className="settings-section" aria-labelledby="authorized-apps-title">
        <h2 id="authorized-apps-title" className="settings-section-title">
          <Trans>Logiciels autorisés à agir en votre nom</Trans>
        </h2>
        <p className="settings-section-intro">
          <Trans>
            Votre logiciel de cabinet peut lire et préparer vos demandes dans Consilium si vous l'y autorisez. Retirez l'accès d'un logiciel que vous n'utilisez plus :
            il ne pourra plus rien lire ni écrire, jusqu'à une nouvelle autorisation de votre part.
          </Trans>
        </p>
        {data.authorizedApplications.length === 0 ? (
          <p className="settings-device-count">
            <Trans>Vous n'avez autorisé aucun logiciel.</Trans>
          </p>
        ) : (
          <ul className="settings-device-list">
            {data.authorizedApplications.map((app) => {
              const since = formatDateTime(app.authorizedAt, i18n.locale);
              const used = app.lastUsedAt ? formatDateTime(app.lastUsedAt, i18n.locale) : null;
              const name = app.application;
              return (
                <li key={app.databaseId} className="settings-device">
                  <div className="settings-device-text">
                    <span className="settings-device-name">
                      {name}
                      {app.disabled ? (
                        <span className="badge settings-device-current">
                          <Trans>Suspendu par Consilium</Trans>
                        </span>
                      ) : null}
                    </span>
                    <span className="settings-device-detail">
                      {used ? <Trans>Autorisé le {since} · dernière utilisation le {used}</Trans> : <Trans>Autorisé le {since} · jamais utilisé</Trans>}
                    </span>
                    <ul className="settings-app-scopes">
                      {app.scopes.map((scope) => (
                        <li key={scope}>{PARTNER_SCOPE_LABELS[scope] ? t(PARTNER_SCOPE_LABELS[scope]) : scope}</li>
                      ))}
                    </ul>
                  </div>
                  <Button variant="quiet" aria-label={t`Retirer l'accès de ${name}`} onPress={() => void revokeOne(app.databaseId, name)} isPending={isRevoking && revoking === app.databaseId}>
                    <Trans>Retirer l'accès</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </section>
    </div>
  );
}
