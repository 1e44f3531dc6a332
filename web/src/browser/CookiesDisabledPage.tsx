import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";
import { PublicShell } from "../ui/PublicShell.tsx";
import { StatusPanel } from "../ui/StatusPanel.tsx";
import { Button } from "../ui/Button.tsx";

/** Shown instead of the app when the browser refuses cookies: no session could ever open. */
export function CookiesDisabledPage() {
  const { t } = useLingui();
  return (
    <PublicShell title={t`Cookies désactivés`} toolbar={<LanguageSwitch />}>
      <StatusPanel tone="warning" title={t`Cookies désactivés`}>
        <p className="form-intro">
          <Trans>Consilium a besoin des cookies pour garder votre session ouverte et protéger les données de vos patients.</Trans>
        </p>
        <p className="form-intro">
          <Trans>Autorisez les cookies pour ce site dans les réglages de votre navigateur, puis rechargez la page.</Trans>
        </p>
        <Button variant="primary" className="button-block" onPress={() => window.location.reload()}>
          <Trans>Recharger la page</Trans>
        </Button>
      </StatusPanel>
    </PublicShell>
  );
}
