import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, NavLink, useLocation, useParams } from "react-router";
import type { DiscoverPageQuery } from "../../__generated__/DiscoverPageQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { discoverTab } from "./discover-url.ts";
import { GroupsTab } from "./GroupsTab.tsx";
import { MapTab } from "./MapTab.tsx";
import "./discover.css";

/** Spec 1 §2 directory: the map tab (around me) and, in France, the groups tab (national networks). */
export function DiscoverPage() {
  const { t } = useLingui();
  const params = useParams();
  const location = useLocation();
  const retryKey = useRetryKey();
  const data = useLazyLoadQuery<DiscoverPageQuery>(
    graphql`
      query DiscoverPageQuery {
        directoryStart {
          country
          bounds
          isRequestable
          pageSize
        }
        directorySpecialtyTags {
          tag
          label
        }
      }
    `,
    {},
    { fetchKey: retryKey },
  );
  const start = data.directoryStart;
  // The groups tab exists in France only; elsewhere its address leads to the map.
  const tab = start.country === "FR" ? discoverTab(params.tab) : "map";
  const title = t`Annuaire`;
  // The address says what is shown: an unknown tab (or the groups tab outside France) becomes the
  // map's, with the search and the phone's list or map panel kept.
  if (params.tab !== tab) return <Navigate to={{ pathname: `/discover/${tab}`, search: location.search, hash: location.hash }} replace />;
  return (
    <div className={`page discover-page discover-${tab}`}>
      <title>{`${title} · Consilium`}</title>
      <header className="page-header discover-header">
        <h1 className="page-title">{title}</h1>
        {start.country === "FR" ? (
          <nav className="discover-tabs" aria-label={t`Vues de l'annuaire`}>
            <NavLink to="/discover/map" className="discover-tab" aria-current={tab === "map" ? "page" : undefined}>
              <Trans>Autour de moi</Trans>
            </NavLink>
            <NavLink to="/discover/groups" className="discover-tab" aria-current={tab === "groups" ? "page" : undefined}>
              <Trans>Réseaux nationaux</Trans>
            </NavLink>
          </nav>
        ) : null}
      </header>
      {tab === "groups" ? (
        <GroupsTab specialtyTags={data.directorySpecialtyTags} />
      ) : (
        <MapTab
          startBounds={[...start.bounds] as [number, number, number, number]}
          pageSize={start.pageSize}
          isRequestable={start.isRequestable}
          specialtyTags={data.directorySpecialtyTags}
        />
      )}
    </div>
  );
}
