import { useDeferredValue, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { GroupListPageQuery } from "../../__generated__/GroupListPageQuery.graphql";
import { availableIn } from "../../app/layout/notification-counts.ts";
import { useLiveCounts } from "../../app/layout/notification-counts-context.ts";
import { Link } from "../../ui/Link.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { MembershipBadge } from "./MembershipBadge.tsx";
import "./groups.css";

/**
 * /group: the viewer's groups, with the 'invited member' and 'pending' badges (spec 1 §4) and,
 * live, the requests each group holds that the viewer could take (spec 2 §3 group_counters).
 */
export function GroupListPage() {
  const { t } = useLingui();
  const counts = useLiveCounts();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trimStart());
  const data = useLazyLoadQuery<GroupListPageQuery>(
    graphql`
      query GroupListPageQuery($search: String) {
        # All of them in one page: the API lists at most 200 of a viewer's groups.
        groups(search: $search, first: 200) {
          edges {
            node {
              id
              databaseId
              name
              shortDescription
              mode
              membershipStatus
              viewerMembership {
                role
              }
            }
          }
        }
      }
    `,
    { search: deferred.trim() || null },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const groups = data.groups.edges.map((edge) => edge.node);
  const title = t`Mes groupes`;
  return (
    <div className="page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      <div className="field group-list-search">
        <label className="field-label" htmlFor="group-list-search">
          <Trans>Rechercher un groupe</Trans>
        </label>
        <input id="group-list-search" className="field-input" type="search" maxLength={200} value={search} onChange={(event) => setSearch(event.target.value.trimStart())} />
      </div>
      {groups.length === 0 ? (
        <section className="group-empty">
          <p>{deferred ? <Trans>Aucun groupe ne correspond à cette recherche.</Trans> : <Trans>Vous ne faites encore partie d'aucun groupe.</Trans>}</p>
          <Link href="/discover/groups">
            <Trans>Découvrir les réseaux</Trans>
          </Link>
        </section>
      ) : (
        <ul className="group-list" aria-label={title}>
          {groups.map((group) => (
            <li key={group.id} className={group.membershipStatus === "INVITED" ? "group-card group-card-invited" : "group-card"}>
              <Link href={`/group/${group.databaseId}`} className="group-card-link">
                <span className="group-card-name">{group.name}</span>
                {group.shortDescription ? <span className="group-card-description">{group.shortDescription}</span> : null}
              </Link>
              <span className="group-card-side">
                <span className="group-card-mode">{group.mode === "SENDER" ? t`Groupe demandeur` : t`Groupe d'experts`}</span>
                <AvailableBadge available={availableIn(counts, group.databaseId)} />
                <MembershipBadge status={group.membershipStatus} role={group.viewerMembership?.role} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AvailableBadge({ available }: { available: number }) {
  if (available <= 0) return null;
  return (
    <span className="badge group-badge-available">
      <Plural value={available} one="# demande à prendre" other="# demandes à prendre" />
    </span>
  );
}
