import { useEffect, useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { Plural, Trans } from "@lingui/react/macro";
import type { RequestList_query$key } from "../../__generated__/RequestList_query.graphql";
import type { RequestListPaginationQuery } from "../../__generated__/RequestListPaginationQuery.graphql";
import type { ListSelection } from "./feed.ts";
import { useFeedVersion } from "./feed-version.ts";
import { RequestRow } from "./RequestRow.tsx";
import "./request-list.css";
import { LoadMoreButton } from "../../ui/LoadMoreButton.tsx";

// Spec 2 §9: lists page by 20 (also the fragment's default count).
const PAGE_SIZE = 20;
// The most rows the API answers in one page (the `requests` field's description).
const MAX_PAGE = 100;

type Props = {
  query: RequestList_query$key;
  /** The selection the page's query carried. */
  opening: ListSelection;
  /** The selection in the URL now. */
  selection: ListSelection;
  label: string;
};

const keyOf = (selection: ListSelection) => JSON.stringify([selection.feed, selection.filter, selection.search, selection.sort]);

export function RequestList({ query, opening, selection, label }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<RequestListPaginationQuery, RequestList_query$key>(
    graphql`
      fragment RequestList_query on Query
      @argumentDefinitions(
        feed: { type: "RequestFeed!" }
        filter: { type: "RequestFeedFilter" }
        search: { type: "String" }
        sort: { type: "RequestSort" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "RequestListPaginationQuery") {
        requests(feed: $feed, filter: $filter, search: $search, sort: $sort, first: $count, after: $cursor)
          @connection(key: "RequestList_requests", filters: ["feed", "filter", "search", "sort"]) {
          totalCount
          edges {
            node {
              id
              ...RequestRow_request
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.requests;
  // What the rows show: a new selection (chip, sort, search) refetches this fragment alone, and a
  // new feed version (the unread counts moved) refetches it in the background. In a transition,
  // the previous rows stay on screen while the next ones load, instead of a spinner per keystroke.
  const version = useFeedVersion();
  const [shown, setShown] = useState(() => ({ selection: opening, version }));
  const [, startTransition] = useTransition();
  const wanted = keyOf(selection);
  const loaded = edges.length;
  useEffect(() => {
    const sameSelection = wanted === keyOf(shown.selection);
    if (sameSelection && version === shown.version) return;
    // A new selection starts again at its first page. A live update of the same selection keeps
    // as many rows as "Charger plus" had loaded (up to the API's page limit): a clinician halfway
    // down the list is not sent back to its top because a reply arrived elsewhere.
    const count = sameSelection ? Math.min(Math.max(loaded, PAGE_SIZE), MAX_PAGE) : PAGE_SIZE;
    startTransition(() => {
      setShown({ selection, version });
      refetch({ feed: selection.feed, filter: selection.filter, search: selection.search, sort: selection.sort, count }, { fetchPolicy: "store-and-network" });
    });
    // The selection is read through its key: a new object with the same values is the same list.
  }, [wanted, version, shown, refetch, loaded]);
  const feed = shown.selection.feed;
  const isNarrowed = shown.selection.filter !== null || shown.selection.search !== null;

  if (edges.length === 0 && isNarrowed) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">
          <Trans>Aucune demande ne correspond.</Trans>
        </p>
        <p className="empty-text">
          <Trans>Essayez un autre filtre ou d'autres mots : chaque mot doit figurer dans la demande.</Trans>
        </p>
      </div>
    );
  }
  if (edges.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">{feed === "FROM_ME" ? <Trans>Vous n'avez encore envoyé aucune demande.</Trans> : <Trans>Aucune demande d'avis ne vous a été adressée.</Trans>}</p>
        <p className="empty-text">
          {feed === "FROM_ME" ? (
            <Trans>Les demandes d'avis que vous adressez à vos confrères apparaîtront ici.</Trans>
          ) : (
            <Trans>Les demandes que vos confrères vous adressent, à vous ou à vos groupes, apparaîtront ici.</Trans>
          )}
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="list-count" aria-live="polite">
        <Plural value={totalCount} one="# demande" other="# demandes" />
      </p>
      <ol className="request-list" aria-label={label}>
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <RequestRow request={edge.node} />
          </li>
        ))}
      </ol>
      <LoadMoreButton hasNext={hasNext} isPending={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
        <Trans>Charger plus</Trans>
      </LoadMoreButton>
    </>
  );
}
