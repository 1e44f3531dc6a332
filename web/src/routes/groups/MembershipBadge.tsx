import { useLingui } from "@lingui/react/macro";
import { ROLE_LABELS } from "./members/member-labels.ts";

type Status = "APPLYING" | "INVITED" | "ONGOING" | "%future added value" | null | undefined;

/**
 * Spec 1 §4 badges: 'invited member' (dashed highlight), 'pending' (an application); a member
 * reads their own role by the precedence of spec 1 §6 (administrator, expert, requester...).
 */
export function MembershipBadge({ status, role }: { status: Status; role?: string | null }) {
  const { t, i18n } = useLingui();
  if (status === "INVITED") return <span className="badge group-badge-invited">{t`Membre invité`}</span>;
  if (status === "APPLYING") return <span className="badge group-badge-pending">{t`En attente`}</span>;
  if (status === "ONGOING") {
    const label = (role ? ROLE_LABELS[role] : undefined) ?? ROLE_LABELS.MEMBER;
    return <span className="badge group-badge-member">{label ? i18n._(label) : t`Membre`}</span>;
  }
  return null;
}
