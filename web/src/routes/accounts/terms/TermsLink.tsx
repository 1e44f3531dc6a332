import { Trans } from "@lingui/react/macro";
import "./terms.css";

/**
 * The terms of use, in a new tab: the signup or password form being filled stays as it is. A plain
 * anchor, so that react-aria's client-side navigation leaves it alone.
 */
export function TermsLink() {
  return (
    <a className="link terms-link" href="/terms" target="_blank" rel="noopener">
      <Trans>Lire les conditions générales d'utilisation</Trans>
      <span className="visually-hidden">
        {" "}
        <Trans>(s'ouvre dans un nouvel onglet)</Trans>
      </span>
    </a>
  );
}
