import { useEffect, useState, useSyncExternalStore } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SessionExpiredDialog_viewer$key } from "../__generated__/SessionExpiredDialog_viewer.graphql";
import type { PendingLogin } from "../routes/accounts/login/useLoginMutation.ts";
import { restartSubscriptions } from "../relay/subscriptions.ts";
import { loginPathFor } from "../routing/redirect-url.ts";
import { Button } from "../ui/Button.tsx";
import { lazyComponent } from "../ui/lazy-component.ts";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { reauthGate } from "./reauth-gate.ts";

// The login forms are fetched once the screen has shown (issue 18): no screen's first paint waits
// for a dialog that opens only when the session ends.
const CodeForm = lazyComponent(() => import("../routes/accounts/login/CodeForm.tsx").then((module) => module.CodeForm));
const PasswordForm = lazyComponent(() => import("../routes/accounts/login/PasswordForm.tsx").then((module) => module.PasswordForm));

/**
 * Spec 2 §6/§8: when the session ends under an open screen, a dialog that cannot be dismissed
 * asks for the password again; the calls that failed then retry and the screen carries on.
 */
export function SessionExpiredDialog({ viewer }: { viewer: SessionExpiredDialog_viewer$key }) {
  const { t } = useLingui();
  const location = useLocation();
  const data = useFragment(
    graphql`
      fragment SessionExpiredDialog_viewer on User {
        id
        email
      }
    `,
    viewer,
  );
  useEffect(() => reauthGate.attach(), []);
  useEffect(() => {
    PasswordForm.preload();
    CodeForm.preload();
  }, []);
  const isOpen = useSyncExternalStore(reauthGate.subscribe, reauthGate.isPending);
  const [pending, setPending] = useState<PendingLogin | null>(null);

  const loggedIn = (viewerId: string) => {
    setPending(null);
    if (viewerId !== data.id) {
      // Another account: nothing loaded for the previous one may stay on screen.
      window.location.assign("/");
      return;
    }
    restartSubscriptions();
    reauthGate.loggedIn();
  };

  return (
    <ModalDialog title={t`Votre session a expiré`} isOpen={isOpen} isDismissable={false} role="alertdialog">
      <p className="dialog-text">
        <Trans>Pour protéger les données de vos patients, reconnectez-vous. Vous reprendrez là où vous en étiez.</Trans>
      </p>
      {pending ? (
        <CodeForm pending={pending} onSuccess={loggedIn} onPendingChange={setPending} />
      ) : (
        <PasswordForm defaultEmail={data.email ?? ""} onSuccess={loggedIn} onCodeRequired={setPending} />
      )}
      <Button variant="quiet" className="button-block" onPress={() => window.location.assign(loginPathFor(`${location.pathname}${location.search}${location.hash}`))}>
        <Trans>Se connecter avec un autre compte</Trans>
      </Button>
    </ModalDialog>
  );
}
