import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import "./message-thread.css";

/**
 * Spec 2 §2 "draft-message alert": leaving the request with a message typed but not sent asks
 * first, whether by a link in the app (react-router's blocker) or by closing or reloading the
 * tab (the browser's own beforeunload prompt, whose wording browsers do not let us choose).
 */
export function DraftLeaveGuard({ hasUnsentDraft }: { hasUnsentDraft: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsentDraft && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!hasUnsentDraft) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsentDraft]);

  const isOpen = blocker.state === "blocked";
  return (
    <ModalDialog
      title={t`Message non envoyé`}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
    >
      <p className="dialog-text">
        <Trans>Votre message n'a pas été envoyé. Il reste enregistré comme brouillon dans cette demande.</Trans>
      </p>
      <div className="thread-dialog-actions">
        <Button variant="primary" autoFocus onPress={() => blocker.reset?.()}>
          <Trans>Rester sur la page</Trans>
        </Button>
        <Button onPress={() => blocker.proceed?.()}>
          <Trans>Quitter sans envoyer</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
