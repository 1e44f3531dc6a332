import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import type { MutationOutcome } from "../../relay/useMutationPromise.ts";
import { requestPath } from "../requests/request-paths.ts";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { linkParameterOf } from "./interop-link-params.ts";
import "./interop-error-messages.ts";

/**
 * Runs a practice-software link's one write (key: what it is about), then opens the draft it
 * made, replacing the link in the history so that Back does not make a second one; or says
 * clearly why not, naming the link's parameter, with nothing written.
 */
export function InteropDraftOutcome({ runKey, run }: { runKey: string; run: () => Promise<MutationOutcome<number>> }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [error, setError] = useState<FieldCodedError | null>(null);
  // A link is one write: React's development double effects and re-renders must not repeat it.
  const started = useRef<string | null>(null);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (started.current === runKey) return;
    started.current = runKey;
    void runRef.current().then((outcome) => {
      if (outcome.ok) void navigate(requestPath("request", outcome.data), { replace: true });
      else setError(outcome.error);
    });
  }, [runKey, navigate]);

  if (!error) {
    return (
      <section className="state-view" aria-busy="true">
        <title>{t`Préparation de la demande · Consilium`}</title>
        <LoadingView />
      </section>
    );
  }
  const parameter = linkParameterOf(error.field);
  return (
    <section className="state-view" role="alert">
      <title>{t`Demande non préparée · Consilium`}</title>
      <h1 className="state-title">
        <Trans>La demande n'a pas pu être préparée</Trans>
      </h1>
      <p className="state-text">{errorText(error)}</p>
      {parameter ? (
        <p className="state-text">
          <Trans>
            Paramètre du lien concerné : <code>{parameter}</code>
          </Trans>
        </p>
      ) : null}
      <p className="state-text">
        <Trans>Aucune demande n'a été créée. Corrigez la demande dans votre logiciel, ou créez-la ici.</Trans>
      </p>
      <Link to="/request/new" className="button button-primary">
        <Trans>Nouvelle demande</Trans>
      </Link>
    </section>
  );
}
