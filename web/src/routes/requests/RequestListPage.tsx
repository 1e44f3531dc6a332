import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { RequestListPageQuery } from "../../__generated__/RequestListPageQuery.graphql";
import { usePreloadedFetchPolicy } from "../../routing/preloaded-queries.ts";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { NewRequestButton } from "./new/NewRequestButton.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { filtersFor, listUrl, openingSelection, readListState, type Feed, type ListState } from "./feed.ts";
import { RequestListControls } from "./RequestListControls.tsx";
import { RequestList } from "./RequestList.tsx";
import "./request-list.css";

/**
 * The screen's one request (issue 18): the page's parts and the results of the selection it opens
 * with. A later selection refetches the results' fragment alone (RequestList.tsx).
 */
const pageQuery = graphql`
  query RequestListPageQuery($feed: RequestFeed!, $filter: RequestFeedFilter, $search: String, $sort: RequestSort) {
    viewer {
      canFilterBillable
    }
    ...NewRequestButton_query
    ...RequestList_query @arguments(feed: $feed, filter: $filter, search: $search, sort: $sort)
  }
`;

/**
 * "Mes demandes" (feed from:me) and "Mes avis" (feed to:me): filter chips, search and sort are
 * kept in the URL (spec 2 §2), so a reload or a shared link shows the same list.
 */
export function RequestListPage({ feed }: { feed: Feed }) {
  // One screen per feed: /request and /consult do not share the selection they opened with.
  return <RequestListScreen key={feed} feed={feed} />;
}

function RequestListScreen({ feed }: { feed: Feed }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readListState(new URLSearchParams(location.search), location.hash);
  // The query's variables stay those the page opened with (the route's loader sent the same).
  const [opening] = useState(() => openingSelection(feed, state));
  const retryKey = useRetryKey();
  // Started by the route's loader already (routes.tsx): not fetched twice.
  const fetchPolicy = usePreloadedFetchPolicy(pageQuery, opening, retryKey, "store-and-network");
  const data = useLazyLoadQuery<RequestListPageQuery>(pageQuery, opening, { fetchKey: retryKey, fetchPolicy });
  const filters = filtersFor(feed, data.viewer?.canFilterBillable ?? false);
  // A chip the viewer is not offered (an edited URL) filters nothing.
  const filter = state.filter && filters.includes(state.filter) ? state.filter : null;
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
        <RequestList query={data} opening={opening} selection={{ feed, filter, search: state.search.trim() || null, sort: state.sort }} label={title} />
      </Suspense>
    </div>
  );
}
