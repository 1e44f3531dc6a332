import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../format/dates.ts";
import { formatEuros } from "../../format/money.ts";
import { personDisplayName } from "../../format/names.ts";
import { useActCodeLabels } from "../consults/consult-labels.ts";
import { BillingButton } from "../billing/BillingButton.tsx";
import { ReportButton } from "../documents/ReportButton.tsx";

type BillingAct = { readonly code: string; readonly amountCents: number; readonly billable: boolean };

type Closed = {
  readonly status: string;
  readonly actCode: string | null | undefined;
  readonly completedAt: string | null | undefined;
  readonly completedBy: { readonly firstName: string; readonly lastName: string } | null | undefined;
  readonly expertAct?: BillingAct | null | undefined;
  readonly requesterAct?: BillingAct | null | undefined;
};

/** An act with its amount, and a word when it does not bill (a non-eligible request). */
function ActAmount({ act }: { act: BillingAct }) {
  const { i18n } = useLingui();
  return (
    <>
      {act.code} · {formatEuros(act.amountCents, i18n.locale)}
      {act.billable ? null : (
        <>
          {" "}
          <Trans>(non facturable)</Trans>
        </>
      )}
    </>
  );
}

/**
 * How the case was closed, for the requester as much as the expert (issue 19): completed with
 * its act, or rejected, with who did it and when. Nothing while the consult is open. Issue 21:
 * each side also sees its own act and amount, from the act table at the completion date.
 */
export function ConsultOutcome({
  consult,
  selfSide,
  billing,
  report,
}: {
  consult: Closed | null | undefined;
  selfSide?: string | null | undefined;
  /** Issue 21 item 5: the billing button, for the side that bills (Request.canBill). */
  billing?: { requestId: string; databaseId: number; canBill: boolean };
  /** Issue 22 item 1: the consult report, for every reader of a completed consult (both sides). */
  report?: { requestId: string };
}) {
  const { i18n } = useLingui();
  const actLabels = useActCodeLabels();
  if (!consult || (consult.status !== "COMPLETED" && consult.status !== "CANCELLED") || !consult.completedAt) return null;
  const completed = consult.status === "COMPLETED";
  const act = consult.actCode === "TE1" || consult.actCode === "TE2" || consult.actCode === "EBM_01671" || consult.actCode === "NONE" ? actLabels[consult.actCode] : null;
  const ownAct = selfSide === "SENDER" ? consult.requesterAct : selfSide === "RECIPIENT" ? consult.expertAct : null;
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
            <dd title={act?.explanation}>{consult.expertAct ? consult.expertAct.code : (act?.title ?? "—")}</dd>
          </>
        ) : null}
        {completed && ownAct ? (
          <>
            <dt>
              <Trans>Votre acte</Trans>
            </dt>
            <dd>
              <ActAmount act={ownAct} />
            </dd>
          </>
        ) : null}
      </dl>
      {completed && (billing?.canBill || report) ? (
        <div className="outcome-actions">
          {billing?.canBill ? <BillingButton requestId={billing.requestId} databaseId={billing.databaseId} /> : null}
          {report ? <ReportButton requestId={report.requestId} /> : null}
        </div>
      ) : null}
    </section>
  );
}
