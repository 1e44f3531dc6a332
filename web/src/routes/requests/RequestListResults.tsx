import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { RequestListResultsQuery } from "../../__generated__/RequestListResultsQuery.graphql";
import { usePreloadedFetchPolicy } from "../../routing/preloaded-queries.ts";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import type { Feed, FeedFilter, FeedSort } from "./feed.ts";
import { useFeedVersion } from "./feed-version.ts";
import { RequestList } from "./RequestList.tsx";

type Props = { feed: Feed; filter: FeedFilter | null; sort: FeedSort; search: string; label: string };

/** The list for one selection; its own query, so the controls above stay while it loads. */
const resultsQuery = graphql`
  query RequestListResultsQuery($feed: RequestFeed!, $filter: RequestFeedFilter, $search: String, $sort: RequestSort) {
    ...RequestList_query @arguments(feed: $feed, filter: $filter, search: $search, sort: $sort)
  }
`;

export function RequestListResults({ feed, filter, sort, search, label }: Props) {
  const variables = { feed, filter, search: search || null, sort };
  // A new feed version (the unread counts moved) refetches the open list in the background.
  const fetchKey = `${useRetryKey()}:${useFeedVersion()}`;
  // Started by the route's loader already (routes.tsx): not fetched twice.
  const fetchPolicy = usePreloadedFetchPolicy(resultsQuery, variables, fetchKey, "store-and-network");
  const data = useLazyLoadQuery<RequestListResultsQuery>(resultsQuery, variables, { fetchKey, fetchPolicy });
  return <RequestList query={data} feed={feed} label={label} isNarrowed={filter !== null || search !== ""} />;
}
