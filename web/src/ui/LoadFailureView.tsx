import { Trans } from "@lingui/react/macro";
import { Button } from "./Button.tsx";

/**
 * Part of the app (a screen's chunk, the language catalogue) did not arrive: a lost connection, or
 * a new release replaced the files. Its strings live in the boot catalogue (i18n/boot-messages.ts),
 * which is always there; the only way out is a reload.
 */
export function LoadFailureView() {
  return (
    <section className="state-view" role="alert">
      <h1 className="state-title">
        <Trans>Impossible d'afficher cette page</Trans>
      </h1>
      <p className="state-text">
        <Trans>Une partie de l'application n'a pas pu être chargée. Vérifiez votre connexion puis rechargez la page.</Trans>
      </p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        <Trans>Recharger la page</Trans>
      </Button>
    </section>
  );
}
