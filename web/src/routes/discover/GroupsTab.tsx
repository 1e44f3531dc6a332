import { startTransition } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link, useLocation, useNavigate } from "react-router";
import type { GroupsTabQuery } from "../../__generated__/GroupsTabQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { Select } from "../../ui/Select.tsx";
import { groupsQueryVariables } from "./discover-url.ts";

type Props = { specialtyTags: readonly { tag: string; label: string }[] };

/**
 * Spec 1 §2 groups tab (France only): the national networks of a specialty (default by the
 * viewer: their own specialty for a specialist, the specialists' networks otherwise), as cards;
 * when there is none, a link to the map search of that specialty.
 */
export function GroupsTab({ specialtyTags }: Props) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const retryKey = useRetryKey();
  const data = useLazyLoadQuery<GroupsTabQuery>(
    graphql`
      query GroupsTabQuery($specialty: String) {
        directoryGroups(specialty: $specialty) {
          specialty
          totalCount
          items {
            key
            groupId
            groupName
            groupShortDescription
          }
        }
      }
    `,
    groupsQueryVariables(new URLSearchParams(location.search)),
    { fetchKey: retryKey },
  );
  // The specialty searched: the address's, or the viewer's default as the server resolved it.
  const specialty = data.directoryGroups.specialty ?? "all";
  const options = specialtyTags.map((tag) => ({ id: tag.tag, label: tag.label }));
  const groups = data.directoryGroups.items;
  return (
    <div className="discover-groups-tab">
      <div className="discover-controls">
        <Select
          label={t`Spécialité`}
          options={options}
          value={options.some((o) => o.id === specialty) ? specialty : "all"}
          onChange={(next) => startTransition(() => navigate({ search: `?specialty=${encodeURIComponent(String(next))}` }))}
          className="discover-specialty"
        />
      </div>
      {groups.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-title">
            <Trans>Aucun réseau national pour cette spécialité.</Trans>
          </p>
          <Link to={`/discover/map?specialty=${encodeURIComponent(specialty)}`} className="button button-primary">
            <Trans>Chercher sur la carte</Trans>
          </Link>
        </div>
      ) : (
        <ul className="group-cards">
          {groups.map((group) => (
            <li key={group.key} className="group-card">
              <Link to={`/group/${group.groupId ?? 0}`} className="group-card-link">
                <span className="group-card-name">{group.groupName}</span>
                {group.groupShortDescription ? <span className="group-card-text">{group.groupShortDescription}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
