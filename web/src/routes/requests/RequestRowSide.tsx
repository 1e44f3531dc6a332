import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../format/dates.ts";
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
