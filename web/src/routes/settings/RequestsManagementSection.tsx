import { Suspense } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { RequestsManagementSection_settings$key } from "../../__generated__/RequestsManagementSection_settings.graphql";
import { PreferenceSwitch } from "./PreferenceSwitch.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import { SettingsSection } from "./SettingsSection.tsx";

// Issue 18: only requestable users have a signature; its section (and, after it, its modal) is a
// chunk of its own so that the settings page's first load stays within its budget.
const SignatureSetting = lazyComponent(async () => (await import("./SignatureSetting.tsx")).SignatureSetting);

/**
 * Spec 2 §2 "requests management", §6: group senders choose whether they also send outside their
 * networks, accounts with the SMS feature the text-message alerts, requestable users find their
 * handwritten signature here. Nothing to show: no section.
 */
export function RequestsManagementSection({ settings, userId }: { settings: RequestsManagementSection_settings$key; userId: number }) {
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
        ...SignatureSetting_settings
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
        <Suspense fallback={null}>
          <SignatureSetting settings={s} userId={userId} />
        </Suspense>
      ) : null}
    </SettingsSection>
  );
}
