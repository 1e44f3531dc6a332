import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../errors/useErrorText.ts";
import { GraphQLRequestError, NetworkError } from "../relay/request-errors.ts";
import { Button } from "./Button.tsx";

/** Spec 2 §8 "generic fetch failure": an error view with a retry button. */
export function ErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useLingui();
  const errorTextOf = useErrorText();
  const message =
    error instanceof NetworkError
      ? t`Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.`
      : errorTextOf({ code: error instanceof GraphQLRequestError ? (error.code ?? "internal_error") : "internal_error" });
  return (
    <section className="state-view" role="alert">
      <h1 className="state-title">
        <Trans>Impossible d'afficher cette page</Trans>
      </h1>
      <p className="state-text">{message}</p>
      <Button variant="primary" onPress={onRetry}>
        <Trans>Réessayer</Trans>
      </Button>
    </section>
  );
}
