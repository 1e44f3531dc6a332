import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "./Link.tsx";

type Props = {
  title?: string;
  message?: string;
  backHref?: string;
  backLabel?: string;
};

/** Unknown pages, and requests that do not exist or that the user may not see: the same answer for both. */
export function NotFoundPage({ title, message, backHref = "/", backLabel }: Props) {
  const { t } = useLingui();
  const heading = title ?? t`Page introuvable`;
  return (
    <section className="state-view">
      <title>{`${heading} · Consilium`}</title>
      <p className="state-code" aria-hidden="true">
        404
      </p>
      <h1 className="state-title">{heading}</h1>
      <p className="state-text">{message ?? <Trans>Cette page n'existe pas ou n'est plus disponible.</Trans>}</p>
      <Link href={backHref} className="button button-primary">
        {backLabel ?? <Trans>Retour à l'accueil</Trans>}
      </Link>
    </section>
  );
}
