import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { SettingsPageQuery } from "../../__generated__/SettingsPageQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { AccountSecuritySection } from "./AccountSecuritySection.tsx";
import { ContactDetailsSection } from "./ContactDetailsSection.tsx";
import { DeviceSessionsSection } from "./DeviceSessionsSection.tsx";
import { LanguageSection } from "./LanguageSection.tsx";
import "./settings.css";

/** /profile_edit: the viewer's settings. Its first section lists where the account is logged in. */
export function SettingsPage() {
  const { t } = useLingui();
  const data = useLazyLoadQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery {
        viewer {
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
  return (
    <div className="page settings-page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      {data.viewer ? <AccountSecuritySection viewer={data.viewer} /> : null}
      {data.viewer ? <ContactDetailsSection viewer={data.viewer} /> : null}
      <LanguageSection />
      <DeviceSessionsSection sessions={data.viewerSessions} />
    </div>
  );
}
