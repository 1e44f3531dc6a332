import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { AccountPreferencesSection_settings$key } from "../../__generated__/AccountPreferencesSection_settings.graphql";
import { SettingsSection } from "./SettingsSection.tsx";

/** Spec 2 §2 "account preferences", §6: deactivating an account goes through the country's support team. */
export function AccountPreferencesSection({ settings }: { settings: AccountPreferencesSection_settings$key }) {
  const s = useFragment(
    graphql`
      fragment AccountPreferencesSection_settings on Settings {
        supportEmail
      }
    `,
    settings,
  );
  const support = s.supportEmail;
  return (
    <SettingsSection title={<Trans>Préférences du compte</Trans>}>
      <div className="settings-subsection">
        <h3 className="settings-subsection-title">
          <Trans>Désactiver mon compte</Trans>
        </h3>
        <p className="settings-preference-help">
          <Trans>
            Pour désactiver votre compte, écrivez à l'équipe support : <a href={`mailto:${support}`}>{support}</a>. Vos demandes en cours restent accessibles à vos
            correspondants.
          </Trans>
        </p>
      </div>
    </SettingsSection>
  );
}
