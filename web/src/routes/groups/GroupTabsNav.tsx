import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";

export type TabKey = "REQUESTS" | "MEETINGS" | "MEMBERS" | "INFO" | "PARAMS" | "PLANNING";

type Props = { base: string; tabs: readonly string[]; current: TabKey };

/** The group's tabs as links (each tab has its URL), the open one marked for screen readers. */
export function GroupTabsNav({ base, tabs, current }: Props) {
  const { t } = useLingui();
  const labels: Record<TabKey, string> = {
    REQUESTS: t`Demandes`,
    MEETINGS: t`Réunions`,
    MEMBERS: t`Membres`,
    INFO: t`Informations`,
    PARAMS: t`Paramètres`,
    PLANNING: t`Planning de garde`,
  };
  const known = tabs.filter((tab): tab is TabKey => tab in labels);
  if (known.length < 2) return null;
  return (
    <nav className="group-tabs" aria-label={t`Onglets du groupe`}>
      <ul>
        {known.map((tab) => (
          <li key={tab}>
            {/* NavLink marks the open tab with aria-current="page". */}
            <NavLink to={`${base}/${tab.toLowerCase()}`} className={tab === current ? "group-tab group-tab-current" : "group-tab"}>
              {labels[tab]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
