import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { RequestsManagementSection_settings$key } from "../../__generated__/RequestsManagementSection_settings.graphql";
import { PreferenceSwitch } from "./PreferenceSwitch.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * Spec 2 §2 "requests management", §6: group senders choose whether they also send outside their
 * networks, accounts with the SMS feature the text-message alerts, requestable users find their
 * handwritten signature here. Nothing to show: no section.
 */
export function RequestsManagementSection({ settings }: { settings: RequestsManagementSection_settings$key }) {
  const s = useFragment(
    graphql`
      fragment RequestsManagementSection_settings on Settings {
        sendsIndividualRequests
        usesSmsAlerts
        sections {
          sendingOutOfNetwork
          smsAlerts
          signature
        }
      }
    `,
    settings,
  );
  const { sendingOutOfNetwork, smsAlerts, signature } = s.sections;
  if (!sendingOutOfNetwork && !smsAlerts && !signature) return null;
  return (
    <SettingsSection title={<Trans>Gestion des demandes</Trans>}>
      {sendingOutOfNetwork ? (
        <PreferenceSwitch
          preference="sendsIndividualRequests"
          isSelected={s.sendsIndividualRequests}
          help={<Trans>Désactivé, vos demandes ne partent que vers les groupes dont vous êtes membre.</Trans>}
        >
          <Trans>Envoyer aussi des demandes hors de mes réseaux</Trans>
        </PreferenceSwitch>
      ) : null}
      {smsAlerts ? (
        <PreferenceSwitch
          preference="usesSmsAlerts"
          isSelected={s.usesSmsAlerts}
          help={<Trans>Un SMS vous prévient de chaque nouvelle demande reçue ; il ne contient aucune donnée de patient.</Trans>}
        >
          <Trans>Alertes par SMS</Trans>
        </PreferenceSwitch>
      ) : null}
      {signature ? (
        <div className="settings-subsection">
          <h3 className="settings-subsection-title">
            <Trans>Signature manuscrite</Trans>
          </h3>
          <p className="settings-unavailable">
            <Trans>L'ajout d'une signature pour vos comptes rendus et ordonnances n'est pas encore disponible.</Trans>
          </p>
        </div>
      ) : null}
    </SettingsSection>
  );
}
