import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";
import { PublicShell } from "../ui/PublicShell.tsx";
import { StatusPanel } from "../ui/StatusPanel.tsx";
import { Button } from "../ui/Button.tsx";

/** Spec 1 §2: Chrome or Firefox required; the user may still go on at their own risk. */
export function UnsupportedBrowserPage({ onContinue }: { onContinue: () => void }) {
  const { t } = useLingui();
  return (
    <PublicShell title={t`Navigateur non pris en charge`} toolbar={<LanguageSwitch />}>
      <StatusPanel tone="warning" title={t`Navigateur non pris en charge`}>
        <p className="form-intro">
          <Trans>Consilium fonctionne avec une version récente de Google Chrome ou de Mozilla Firefox. Certaines fonctions pourraient ne pas marcher avec ce navigateur.</Trans>
        </p>
        <ul className="browser-links">
          <li>
            <a className="button button-secondary button-block" href="https://www.google.com/chrome/" rel="noreferrer">
              <Trans>Télécharger Google Chrome</Trans>
            </a>
          </li>
          <li>
            <a className="button button-secondary button-block" href="https://www.mozilla.org/firefox/" rel="noreferrer">
              <Trans>Télécharger Mozilla Firefox</Trans>
            </a>
          </li>
        </ul>
        <Button variant="quiet" className="button-block" onPress={onContinue}>
          <Trans>Continuer quand même</Trans>
        </Button>
      </StatusPanel>
    </PublicShell>
  );
}
