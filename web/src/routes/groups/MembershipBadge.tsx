import { useLingui } from "@lingui/react/macro";

type Status = "APPLYING" | "INVITED" | "ONGOING" | "%future added value" | null | undefined;

/** Spec 1 §4 badges: 'invited member' (dashed highlight), 'pending' (an application), 'member'. */
export function MembershipBadge({ status }: { status: Status }) {
  const { t } = useLingui();
  if (status === "INVITED") return <span className="badge group-badge-invited">{t`Membre invité`}</span>;
  if (status === "APPLYING") return <span className="badge group-badge-pending">{t`En attente`}</span>;
  if (status === "ONGOING") return <span className="badge group-badge-member">{t`Membre`}</span>;
  return null;
}
