import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Plural, Trans } from "@lingui/react/macro";
import type { DeviceSessionsSection_sessions$key } from "../../__generated__/DeviceSessionsSection_sessions.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { DeviceSessionRow } from "./DeviceSessionRow.tsx";
import { useEndOtherSessionsMutation } from "./useEndOtherSessionsMutation.ts";

/**
 * Issue 17, "Sessions": a login on another device keeps this one, so the user sees every device
 * where the account is open and ends them here, one or all others at once.
 */
export function DeviceSessionsSection({ sessions }: { sessions: DeviceSessionsSection_sessions$key }) {
  const errorText = useErrorText();
  const list = useFragment(
    graphql`
      fragment DeviceSessionsSection_sessions on DeviceSession @relay(plural: true) {
        id
        current
        ...DeviceSessionRow_session
      }
    `,
    sessions,
  );
  const [endOthers, isEnding] = useEndOtherSessionsMutation();
  const [notice, setNotice] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  // An ended session is deleted from the store and reads as null here.
  const open = list.filter((s): s is NonNullable<typeof s> => s !== null);
  const others = open.filter((s) => !s.current).length;

  const endAllOthers = async () => {
    setNotice(null);
    const outcome = await endOthers();
    if (!outcome.ok) setNotice({ tone: "error", text: errorText(outcome.error) });
  };

  return (
    <section className="settings-section" aria-labelledby="settings-devices-title">
      <h2 id="settings-devices-title" className="settings-section-title">
        <Trans>Appareils connectés</Trans>
      </h2>
      <p className="settings-section-intro">
        <Trans>
          Se connecter sur un autre appareil ne vous déconnecte pas de celui-ci : chaque connexion reste ouverte jusqu'à sa déconnexion ou son expiration. Si vous
          ne reconnaissez pas un appareil, déconnectez-le ici et changez votre mot de passe.
        </Trans>
      </p>
      <ul className="settings-device-list">
        {open.map((session) => (
          <DeviceSessionRow key={session.id} session={session} onError={(text) => setNotice({ tone: "error", text })} />
        ))}
      </ul>
      <div className="settings-section-actions">
        <p className="settings-device-count" role="status">
          {others === 0 ? (
            <Trans>Aucun autre appareil n'est connecté.</Trans>
          ) : (
            <Plural value={others} one="# autre appareil connecté" other="# autres appareils connectés" />
          )}
        </p>
        {others > 0 ? (
          <Button onPress={() => void endAllOthers()} isPending={isEnding}>
            <Trans>Déconnecter tous les autres appareils</Trans>
          </Button>
        ) : null}
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </section>
  );
}
