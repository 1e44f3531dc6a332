import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { IndividualProjectSection_settings$key } from "../../__generated__/IndividualProjectSection_settings.graphql";
import { AbsenceSetting } from "./AbsenceSetting.tsx";
import { PreferenceSwitch } from "./PreferenceSwitch.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * Spec 2 §2 "individual project", §6 (requestable users): taking requests addressed to oneself,
 * absence reporting and directory visibility. Group experts read the switch as an addition to
 * their group duties; the warning shows when nobody can ask the user anything.
 */
export function IndividualProjectSection({ settings }: { settings: IndividualProjectSection_settings$key }) {
  const s = useFragment(
    graphql`
      fragment IndividualProjectSection_settings on Settings {
        acceptsIndividualRequests
        isSearchable
        isGroupExpert
        acceptsNoRequestWarning
        ...AbsenceSetting_settings
      }
    `,
    settings,
  );
  return (
    <SettingsSection
      title={<Trans>Projet individuel</Trans>}
      intro={<Trans>Les demandes d'avis que des confrères vous adressent personnellement, en dehors des groupes.</Trans>}
    >
      <PreferenceSwitch
        preference="acceptsIndividualRequests"
        isSelected={s.acceptsIndividualRequests}
        help={
          s.isGroupExpert ? (
            <Trans>Vos groupes continuent de vous adresser leurs demandes, quel que soit ce choix.</Trans>
          ) : (
            <Trans>Désactivé, vous n'êtes plus proposé(e) comme destinataire aux autres professionnels.</Trans>
          )
        }
      >
        {s.isGroupExpert ? <Trans>Accepter aussi les demandes individuelles, en plus de celles de mes groupes</Trans> : <Trans>Accepter les demandes d'avis qui me sont adressées</Trans>}
      </PreferenceSwitch>
      {s.acceptsNoRequestWarning ? (
        <p className="settings-warning">
          <Trans>Vous n'acceptez ni les demandes individuelles ni les demandes d'un groupe d'experts : aucun professionnel ne peut vous solliciter.</Trans>
        </p>
      ) : null}
      <AbsenceSetting settings={s} />
      <PreferenceSwitch
        preference="isSearchable"
        isSelected={s.isSearchable}
        help={<Trans>Désactivé, vous n'apparaissez plus dans l'annuaire ni dans la recherche de destinataires.</Trans>}
      >
        <Trans>Apparaître dans l'annuaire</Trans>
      </PreferenceSwitch>
    </SettingsSection>
  );
}
