import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SettingsSection } from "./SettingsSection.tsx";
import type { SettingsPageQuery } from "../../__generated__/SettingsPageQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { AccountPreferencesSection } from "./AccountPreferencesSection.tsx";
import { DeviceSessionsSection } from "./DeviceSessionsSection.tsx";
import { BillingNumbersSection } from "./BillingNumbersSection.tsx";
import { MssAddressSection } from "./MssAddressSection.tsx";
import { BillingSoftwareSection } from "./BillingSoftwareSection.tsx";
import { MyDataSection } from "./MyDataSection.tsx";
import { IndividualProjectSection } from "./IndividualProjectSection.tsx";
import { PersonalInfoSection } from "./PersonalInfoSection.tsx";
import { PresentationSection } from "./PresentationSection.tsx";
import { ProfilePictureSection } from "./ProfilePictureSection.tsx";
import { RequestsManagementSection } from "./RequestsManagementSection.tsx";
import { AccountSecuritySection } from "./AccountSecuritySection.tsx";
import { ContactDetailsSection } from "./ContactDetailsSection.tsx";
import { LanguageSection } from "./LanguageSection.tsx";
import { CalendarFeedSection } from "./CalendarFeedSection.tsx";
import "./settings.css";

/**
 * /profile_edit: the viewer's settings, in the sections of spec 2 §2 (each in its own file, one
 * line here); which of them an account sees follows spec 2 §6 (Settings.sections).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const data = useLazyLoadQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery {
        viewer {
          id
          databaseId
          ...PersonalInfoSection_viewer
          ...ProfilePictureSection_viewer
          ...BillingNumbersSection_user
          ...MssAddressSection_user
          ...MyDataSection_user
          validated
          ...CalendarFeedSection_user
          settings {
            sections {
              individualProject
            }
            ...PresentationSection_settings
            ...IndividualProjectSection_settings
            ...RequestsManagementSection_settings
            ...AccountPreferencesSection_settings
            ...BillingSoftwareSection_settings
          }
          ...AccountSecuritySection_viewer
          ...ContactDetailsSection_viewer
        }
        viewerSessions {
          ...DeviceSessionsSection_sessions
        }
      }
    `,
    {},
    // Always read afresh: another device may have logged in or out since the last visit.
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const title = t`Paramètres`;
  const viewer = data.viewer;
  const settings = viewer?.settings;
  return (
    <div className="page settings-page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      {viewer ? <ProfilePictureSection viewer={viewer} /> : null}
      {settings ? <PresentationSection settings={settings} /> : null}
      {settings?.sections.individualProject ? <IndividualProjectSection settings={settings} /> : null}
      {viewer && settings ? <RequestsManagementSection settings={settings} userId={viewer.databaseId} /> : null}
      {viewer ? <PersonalInfoSection viewer={viewer} /> : null}
      {viewer ? <AccountSecuritySection viewer={viewer} /> : null}
      {viewer ? <ContactDetailsSection viewer={viewer} /> : null}
      {viewer ? <BillingNumbersSection user={viewer} /> : null}
      {settings ? <BillingSoftwareSection settings={settings} /> : null}
      {viewer ? <MssAddressSection user={viewer} /> : null}
      <LanguageSection />
      {settings ? <AccountPreferencesSection settings={settings} /> : null}
      {/* An account waiting for validation has no meeting nor duty period to subscribe to (spec 1 §6). */}
      {viewer?.validated ? <CalendarFeedSection user={viewer} /> : null}
      <DeviceSessionsSection sessions={data.viewerSessions} />
      {viewer?.validated ? (
        <SettingsSection title={<Trans>Logiciels connectés</Trans>} intro={<Trans>Les logiciels de cabinet que vous avez autorisés à agir en votre nom, et le retrait de leur accès.</Trans>}>
          <Link to="/profile_edit/applications" className="button button-secondary">
            <Trans>Gérer les logiciels connectés</Trans>
          </Link>
        </SettingsSection>
      ) : null}
      {viewer ? <MyDataSection user={viewer} /> : null}
    </div>
  );
}
