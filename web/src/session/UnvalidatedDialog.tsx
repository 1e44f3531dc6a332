import { useSyncExternalStore } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UnvalidatedDialog_viewer$key } from "../__generated__/UnvalidatedDialog_viewer.graphql";
import { Button } from "../ui/Button.tsx";
import { Link } from "../ui/Link.tsx";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { unvalidatedNotice } from "./unvalidated-notice.ts";
import { identityCheckInProgress } from "./identity-check.ts";

/**
 * Spec 2 §6/§8: opened by any call refused with the `unvalidated` code. "Verification in
 * progress" when a card was sent, otherwise a prompt to verify one's identity.
 */
export function UnvalidatedDialog({ viewer }: { viewer: UnvalidatedDialog_viewer$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment UnvalidatedDialog_viewer on User {
        hasIdentityDocument
        identificationStatus
      }
    `,
    viewer,
  );
  const isOpen = useSyncExternalStore(unvalidatedNotice.subscribe, unvalidatedNotice.isOpen);
  const inProgress = identityCheckInProgress(data);
  return (
    <ModalDialog
      title={inProgress ? t`Vérification d'identité en cours` : t`Vérifiez votre identité`}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : unvalidatedNotice.dismiss())}
    >
      <p className="dialog-text">
        {inProgress ? (
          <Trans>Votre identité est en cours de vérification. Cette fonction sera disponible dès que votre compte sera validé ; un e-mail vous le confirmera.</Trans>
        ) : (
          <Trans>Cette fonction est réservée aux comptes validés. Envoyez une copie de votre carte pour faire vérifier votre identité.</Trans>
        )}
      </p>
      {inProgress ? null : (
        <Link href="/identification" className="button button-primary button-block" onPress={unvalidatedNotice.dismiss}>
          <Trans>Vérifier mon identité</Trans>
        </Link>
      )}
      <Button variant="quiet" className="button-block" onPress={unvalidatedNotice.dismiss}>
        <Trans>Fermer</Trans>
      </Button>
    </ModalDialog>
  );
}
