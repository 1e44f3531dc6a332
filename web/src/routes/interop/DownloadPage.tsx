import { useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadTarget } from "./download-target.ts";
import "./download.css";

/**
 * Spec 1 §2, spec 2 §2 "/download": a file of ours behind a link that practice software, the
 * mobile app or an e-mail opens (?url=/..., optional &title=). The file is fetched with the
 * viewer's session when they follow the link; anything but a path of our origin is the generic
 * error of spec 2 §8.
 */
export function DownloadPage() {
  const { t } = useLingui();
  const { search } = useLocation();
  const target = downloadTarget(search);
  if (!target) {
    return (
      <section className="state-view" role="alert">
        <title>{t`Téléchargement impossible · Consilium`}</title>
        <h1 className="state-title">
          <Trans>Oups</Trans>
        </h1>
        <p className="state-text">
          <Trans>Il semble qu'il y ait eu un problème : ce lien de téléchargement n'est pas valide.</Trans>
        </p>
      </section>
    );
  }
  return (
    <section className="state-view download-view">
      <title>{`${target.title ?? t`Téléchargement`} · Consilium`}</title>
      <h1 className="state-title">{target.title ?? t`Téléchargement`}</h1>
      <p className="state-text">
        <Trans>Le fichier s'ouvre ou s'enregistre selon les réglages de votre navigateur.</Trans>
      </p>
      <a className="button button-primary" href={target.url} download>
        <Trans>Télécharger</Trans>
      </a>
    </section>
  );
}
