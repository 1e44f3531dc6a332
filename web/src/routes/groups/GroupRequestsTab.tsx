import { Suspense, useDeferredValue, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { GroupRequestsTab_group$key } from "../../__generated__/GroupRequestsTab_group.graphql";
import type { GroupRequestStatus } from "../../__generated__/GroupRequestsResultsQuery.graphql";
import { Button } from "../../ui/Button.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { Select } from "../../ui/Select.tsx";
import { meetingTitle } from "../requests/meeting/meeting-labels.ts";
import { categoryOfSearch } from "./hierarchy-state.ts";
import { GroupRequestsResults } from "./GroupRequestsResults.tsx";
import { OnDutyNow } from "./planning/OnDutyNow.tsx";
import { groupRequestsSearch, readGroupRequestsState, type GroupRequestsState } from "./group-requests-state.ts";

/**
 * Spec 1 §2 requests tab: the sub-tabs of the group's mode (recipient: not attributed, ongoing,
 * all; sender: ongoing, completed, all; panel groups: not attributed only), a search box opened by
 * a button, the tag filter and the meeting filter (no meeting, the next meeting, or one of the
 * group's recent and coming meetings; the meetings tab links here with one chosen).
 */
export function GroupRequestsTab({ group }: { group: GroupRequestsTab_group$key }) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment GroupRequestsTab_group on Group {
        id
        requestSubTabs
        ...OnDutyNow_group
        tags {
          databaseId
          label
        }
        upcomingMeetings: meetings(feed: UPCOMING, first: 20) {
          edges {
            node {
              databaseId
              scheduledAt
              label
              videoCallMode
            }
          }
        }
        pastMeetings: meetings(feed: PAST, first: 20) {
          edges {
            node {
              databaseId
              scheduledAt
              label
              videoCallMode
            }
          }
        }
      }
    `,
    group,
  );
  const state = readGroupRequestsState(location.search);
  const [searchOpen, setSearchOpen] = useState(state.search !== "" || state.tagId !== null || state.meeting !== null);
  const subTabs = data.requestSubTabs;
  const status = (subTabs.find((tab) => tab.toLowerCase() === state.status) ?? subTabs[0] ?? "ALL") as GroupRequestStatus;
  const change = (next: Partial<GroupRequestsState>) =>
    void navigate({ pathname: location.pathname, search: groupRequestsSearch(location.search, { ...state, ...next }), hash: location.hash }, { replace: true });
  const deferredSearch = useDeferredValue(state.search.trim());
  const labels: Record<string, string> = { PENDING: t`Non attribuées`, ONGOING: t`En cours`, COMPLETED: t`Terminées`, ALL: t`Toutes` };
  const tagOptions = [{ id: "", label: t`Toutes les étiquettes` }, ...data.tags.map((tag) => ({ id: String(tag.databaseId), label: tag.label }))];
  const meetingOptions = [
    { id: "", label: t`Pas de filtre` },
    { id: "no_meeting", label: t`Sans réunion` },
    { id: "next", label: t`Prochaine réunion` },
    ...[...data.upcomingMeetings.edges, ...data.pastMeetings.edges].map(({ node }) => ({ id: String(node.databaseId), label: meetingTitle(i18n, node) })),
  ];
  // A meeting chosen from the meetings tab that is not among the listed ones still shows as chosen.
  if (typeof state.meeting === "number" && !meetingOptions.some((option) => option.id === String(state.meeting))) {
    meetingOptions.push({ id: String(state.meeting), label: t`Réunion n° ${state.meeting}` });
  }

  return (
    <section className="group-requests" aria-label={t`Demandes du groupe`}>
      <OnDutyNow group={data} />
      <div className="group-requests-bar">
        {subTabs.length > 1 ? (
          <div className="group-subtabs" role="group" aria-label={t`Filtrer par état`}>
            {subTabs.map((tab) => (
              <button key={tab} type="button" className="chip" data-selected={tab === status || undefined} aria-pressed={tab === status} onClick={() => change({ status: tab.toLowerCase() })}>
                {labels[tab] ?? tab}
              </button>
            ))}
          </div>
        ) : (
          <p className="group-muted">{labels[status]}</p>
        )}
        <Button variant="quiet" onPress={() => setSearchOpen(!searchOpen)} aria-expanded={searchOpen}>
          {searchOpen ? <Trans>Masquer la recherche</Trans> : <Trans>Rechercher</Trans>}
        </Button>
      </div>
      {searchOpen ? (
        <div className="group-requests-search">
          <div className="field">
            <label className="field-label" htmlFor="group-requests-search">
              <Trans>Rechercher (patient, description, message)</Trans>
            </label>
            <input
              id="group-requests-search"
              className="field-input"
              type="search"
              maxLength={200}
              autoFocus
              value={state.search}
              onChange={(event) => change({ search: event.target.value.trimStart() })}
            />
          </div>
          {data.tags.length > 0 ? (
            <Select label={t`Étiquette`} options={tagOptions} value={state.tagId === null ? "" : String(state.tagId)} onChange={(value) => change({ tagId: value ? Number(value) : null })} />
          ) : null}
          <Select
            label={t`Réunion`}
            options={meetingOptions}
            value={state.meeting === null ? "" : String(state.meeting)}
            onChange={(value) => change({ meeting: value === "no_meeting" || value === "next" ? value : /^\d+$/.test(value) ? Number(value) : null })}
          />
        </div>
      ) : null}
      <Suspense fallback={<LoadingView />}>
        <GroupRequestsResults
          groupId={data.id}
          status={status}
          search={deferredSearch}
          tagId={state.tagId}
          meeting={state.meeting}
          topicId={categoryOfSearch(location.search)}
        />
      </Suspense>
    </section>
  );
}
