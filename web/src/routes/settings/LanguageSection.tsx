import { Trans } from "@lingui/react/macro";
import { AccountLanguageSwitch } from "../../app/layout/AccountLanguageSwitch.tsx";
import "./account-settings.css";

/** Spec 2 §2 "account preferences": the language, kept on the account (issue 20). */
export function LanguageSection() {
  return (
    <section className="settings-section settings-language" aria-labelledby="settings-language-title">
      <h2 id="settings-language-title" className="settings-section-title">
        <Trans>Langue</Trans>
      </h2>
      <p className="settings-section-intro">
        <Trans>La langue de l'interface, des e-mails et des SMS que vous recevez, quelle que soit celle de votre navigateur.</Trans>
      </p>
      <AccountLanguageSwitch hideLabel />
    </section>
  );
}
