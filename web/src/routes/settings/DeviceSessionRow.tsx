import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DeviceSessionRow_session$key } from "../../__generated__/DeviceSessionRow_session.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatDateTime } from "../../format/dates.ts";
import { Button } from "../../ui/Button.tsx";
import { useLogoutMutation } from "../accounts/useLogoutMutation.ts";
import { useEndSessionMutation } from "./useEndSessionMutation.ts";

/** One device: browser and system, when it logged in and was last active, and its way out. */
export function DeviceSessionRow({ session, onError }: { session: DeviceSessionRow_session$key; onError: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const s = useFragment(
    graphql`
      fragment DeviceSessionRow_session on DeviceSession {
        id
        browser
        os
        ipAddress
        createdAt
        lastSeenAt
        current
      }
    `,
    session,
  );
  const [endSession, isEnding] = useEndSessionMutation();
  // This very browser leaves the way the logout button does: the store is forgotten, then the login page.
  const [logout, isLoggingOut] = useLogoutMutation();
  const browser = s.browser ?? t`Navigateur inconnu`;
  const os = s.os;
  const device = os ? t`${browser} sur ${os}` : browser;
  const lastSeen = formatDateTime(s.lastSeenAt, i18n.locale);
  const since = formatDateTime(s.createdAt, i18n.locale);

  const end = async () => {
    const outcome = await endSession(s.id);
    if (!outcome.ok) onError(errorText(outcome.error));
  };

  return (
    <li className="settings-device">
      <div className="settings-device-text">
        <span className="settings-device-name">
          {device}
          {s.current ? (
            <span className="badge badge-completed settings-device-current">
              <Trans>Cet appareil</Trans>
            </span>
          ) : null}
        </span>
        <span className="settings-device-detail">
          {s.current ? <Trans>Connecté depuis le {since}</Trans> : <Trans>Dernière activité le {lastSeen} · connecté depuis le {since}</Trans>}
          {s.ipAddress ? <> · {s.ipAddress}</> : null}
        </span>
      </div>
      {s.current ? (
        <Button variant="quiet" onPress={() => void logout()} isPending={isLoggingOut}>
          <Trans>Se déconnecter</Trans>
        </Button>
      ) : (
        <Button variant="quiet" aria-label={t`Déconnecter l'appareil ${device}`} onPress={() => void end()} isPending={isEnding}>
          <Trans>Déconnecter</Trans>
        </Button>
      )}
    </li>
  );
}
