import { useLingui } from "@lingui/react/macro";
import { requestStatusKind, type StatusKind } from "../../format/request-status.ts";

export function StatusBadge({ status, consultStatus }: { status: string; consultStatus: string | null | undefined }) {
  const { t } = useLingui();
  const kind = requestStatusKind(status, consultStatus);
  const labels: Record<StatusKind, string> = {
    draft: t`Brouillon`,
    sent: t`Envoyée`,
    cancelled: t`Annulée`,
    in_progress: t`En cours`,
    completed: t`Terminée`,
    declined: t`Refusée`,
  };
  return <span className={`badge badge-${kind}`}>{labels[kind]}</span>;
}
