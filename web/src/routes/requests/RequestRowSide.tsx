import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatDateTime, formatDay } from "../../format/dates.ts";
import { useActCodeLabels } from "../consults/consult-labels.ts";
import { StatusBadge } from "./StatusBadge.tsx";

type Props = { status: string; consultStatus: string | null | undefined; lastActivityDate: string; children?: ReactNode };

/** The right side of a request's list row: its status and last activity, then any action (the feeds and a group's tab alike). */
export function RequestRowSide({ status, consultStatus, lastActivityDate, children }: Props) {
  const { i18n } = useLingui();
  return (
    <span className="request-row-side">
      <StatusBadge status={status} consultStatus={consultStatus} />
      <time className="request-row-date" dateTime={lastActivityDate}>
        {formatDateTime(lastActivityDate, i18n.locale)}
      </time>
      {children}
    </span>
  );
}

/** The inactivity line of a request's list row (spec 2 §9: an open consult quiet for over a week). */
export function InactiveNote() {
  const { t } = useLingui();
  return <span className="request-row-inactive">{t`Sans activité depuis plus d'une semaine`}</span>;
}

/** How a closed case ended, on the row's second line (issue 19): the date, and the act for a completed one. */
export function ClosedNote({ completed, at, actCode }: { completed: boolean; at: string; actCode: string | null | undefined }) {
  const { t, i18n } = useLingui();
  const actLabels = useActCodeLabels();
  const date = formatDay(at, i18n.locale);
  if (!completed) return <span className="request-row-closed">{t`Refusée le ${date}`}</span>;
  const act = actCode === "TE1" || actCode === "TE2" || actCode === "EBM_01671" || actCode === "NONE" ? actLabels[actCode].title : null;
  return <span className="request-row-closed">{act ? t`Terminée le ${date} · ${act}` : t`Terminée le ${date}`}</span>;
}
