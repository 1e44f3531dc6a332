import { Suspense, useDeferredValue } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { RequestListPageQuery } from "../../__generated__/RequestListPageQuery.graphql";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { NewRequestButton } from "./new/NewRequestButton.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { filtersFor, listUrl, readListState, type Feed, type ListState } from "./feed.ts";
import { RequestListControls } from "./RequestListControls.tsx";
import { RequestListResults } from "./RequestListResults.tsx";
import "./request-list.css";

/**
 * "Mes demandes" (feed from:me) and "Mes avis" (feed to:me): filter chips, search and sort are
 * kept in the URL (spec 2 §2), so a reload or a shared link shows the same list.
 */
export function RequestListPage({ feed }: { feed: Feed }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<RequestListPageQuery>(
    graphql`
      query RequestListPageQuery {
        viewer {
          canFilterBillable
        }
        ...NewRequestButton_query
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-or-network" },
  );
  const state = readListState(new URLSearchParams(location.search), location.hash);
  const filters = filtersFor(feed, data.viewer?.canFilterBillable ?? false);
  // A chip the viewer is not offered (an edited URL) filters nothing.
  const filter = state.filter && filters.includes(state.filter) ? state.filter : null;
  // The previous list stays on screen while the next one loads, instead of a spinner per keystroke.
  const deferred = { filter: useDeferredValue(filter), sort: useDeferredValue(state.sort), search: useDeferredValue(state.search.trim()) };
  const change = (next: Partial<ListState>) => void navigate(listUrl(location.pathname, { ...state, filter, ...next }), { replace: true });
  const title = feed === "FROM_ME" ? t`Mes demandes` : t`Mes avis`;

  return (
    <div className="page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header request-list-header">
        <h1 className="page-title">{title}</h1>
        <NewRequestButton query={data} />
      </header>
      <RequestListControls key={location.pathname} filters={filters} state={{ ...state, filter }} onChange={change} />
      <Suspense fallback={<LoadingView />}>
        <RequestListResults feed={feed} filter={deferred.filter} sort={deferred.sort} search={deferred.search} label={title} />
      </Suspense>
    </div>
  );
}
