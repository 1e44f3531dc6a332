import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../format/dates.ts";
import { personDisplayName } from "../../format/names.ts";
import { useActCodeLabels } from "../consults/consult-labels.ts";

type Closed = {
  readonly status: string;
  readonly actCode: string | null | undefined;
  readonly completedAt: string | null | undefined;
  readonly completedBy: { readonly firstName: string; readonly lastName: string } | null | undefined;
};

/**
 * How the case was closed, for the requester as much as the expert (issue 19): completed with
 * its act, or rejected, with who did it and when. Nothing while the consult is open.
 */
export function ConsultOutcome({ consult }: { consult: Closed | null | undefined }) {
  const { i18n } = useLingui();
  const actLabels = useActCodeLabels();
  if (!consult || (consult.status !== "COMPLETED" && consult.status !== "CANCELLED") || !consult.completedAt) return null;
  const completed = consult.status === "COMPLETED";
  const act = consult.actCode === "TE1" || consult.actCode === "TE2" || consult.actCode === "NONE" ? actLabels[consult.actCode] : null;
  return (
    <section className="panel" aria-labelledby="aside-outcome">
      <h2 id="aside-outcome" className="panel-title">
        {completed ? <Trans>Avis rendu</Trans> : <Trans>Demande refusée</Trans>}
      </h2>
      <dl className="facts">
        <dt>{completed ? <Trans>Terminée le</Trans> : <Trans>Refusée le</Trans>}</dt>
        <dd>{formatDateTime(consult.completedAt, i18n.locale)}</dd>
        {consult.completedBy ? (
          <>
            <dt>{completed ? <Trans>Par</Trans> : <Trans>Refusée par</Trans>}</dt>
            <dd>{personDisplayName(consult.completedBy)}</dd>
          </>
        ) : null}
        {completed ? (
          <>
            <dt>
              <Trans>Acte</Trans>
            </dt>
            <dd title={act?.explanation}>{act?.title ?? "—"}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
