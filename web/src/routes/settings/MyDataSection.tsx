import { useState } from "react";
import { ProgressBar } from "react-aria-components";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MyDataSection_user$key } from "../../__generated__/MyDataSection_user.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatDay } from "../../format/dates.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataRetentionList } from "./DataRetentionList.tsx";
import { useDataExportProgress } from "./useDataExportProgress.ts";
import { useRequestDataExportMutation } from "./useRequestDataExportMutation.ts";
import "./my-data.css";

/**
 * Issue 20 item 10, "My data" (GDPR articles 15 and 20): a download of the account's own data,
 * prepared in the background with its progress, and what the service keeps and for how long.
 */
export function MyDataSection({ user }: { user: MyDataSection_user$key }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const data = useFragment(
    graphql`
      fragment MyDataSection_user on User {
        dataExport {
          status
          progress
          total
          expiresAt
          downloadPath
        }
      }
    `,
    user,
  );
  const [requestExport, isRequesting] = useRequestDataExportMutation();
  const [error, setError] = useState<string | null>(null);
  const state = data.dataExport;
  useDataExportProgress(state?.status === "PREPARING");

  const start = async () => {
    setError(null);
    const outcome = await requestExport();
    if (!outcome.ok) setError(errorText(outcome.error));
  };

  return (
    <section className="settings-section" aria-labelledby="settings-my-data-title">
      <h2 id="settings-my-data-title" className="settings-section-title">
        <Trans>Mes données</Trans>
      </h2>
      <p className="settings-section-intro">
        <Trans>
          Téléchargez les données de votre compte : profil, paramètres, groupes et demandes que vous avez rédigées, en fichiers JSON dans une archive zip. L'identité
          des patients n'y figure pas : elle leur appartient.
        </Trans>
      </p>
      {state?.status === "PREPARING" ? (
        <ProgressBar className="my-data-progress" value={state.progress} maxValue={state.total} aria-label={t`Préparation de vos données`}>
          {({ percentage }) => (
            <>
              <span className="my-data-progress-text">
                <Trans>
                  Préparation de vos données : {state.progress} sur {state.total}
                </Trans>
              </span>
              <span className="my-data-progress-track">
                <span className="my-data-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
              </span>
            </>
          )}
        </ProgressBar>
      ) : null}
      {state?.status === "READY" && state.downloadPath ? (
        <p className="my-data-ready">
          <a className="button button-primary" href={state.downloadPath} download>
            <Trans>Télécharger mes données (zip)</Trans>
          </a>{" "}
          <span className="my-data-expiry">
            <Trans>Disponible jusqu'au {formatDay(state.expiresAt, i18n.locale)}.</Trans>
          </span>
        </p>
      ) : null}
      {state?.status === "FAILED" ? <Alert>{t`La préparation de vos données a échoué. Réessayez.`}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {state?.status !== "PREPARING" && state?.status !== "READY" ? (
        <Button onPress={() => void start()} isPending={isRequesting}>
          <Trans>Préparer le téléchargement de mes données</Trans>
        </Button>
      ) : null}
      <DataRetentionList />
    </section>
  );
}
