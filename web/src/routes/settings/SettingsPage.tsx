import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { SettingsPageQuery } from "../../__generated__/SettingsPageQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { DeviceSessionsSection } from "./DeviceSessionsSection.tsx";
import { BillingNumbersSection } from "./BillingNumbersSection.tsx";
import { MssAddressSection } from "./MssAddressSection.tsx";
import { MyDataSection } from "./MyDataSection.tsx";
import "./settings.css";

/** /profile_edit: the viewer's settings. Its first section lists where the account is logged in. */
export function SettingsPage() {
  const { t } = useLingui();
  const data = useLazyLoadQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery {
        viewerSessions {
          ...DeviceSessionsSection_sessions
        }
        viewer {
          ...BillingNumbersSection_user
          ...MssAddressSection_user
          ...MyDataSection_user
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
      <DeviceSessionsSection sessions={data.viewerSessions} />
      {data.viewer ? <BillingNumbersSection user={data.viewer} /> : null}
      {data.viewer ? <MssAddressSection user={data.viewer} /> : null}
      {data.viewer ? <MyDataSection user={data.viewer} /> : null}
    </div>
  );
}
