import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { ConcreteRequest } from "relay-runtime";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { lazyElement } from "../../routing/lazy-route.ts";
import { preloadQuery } from "../../routing/preload-query.ts";
import { filtersFor, readListState, type Feed } from "./feed.ts";

const listPage = () => import("./RequestListPage.tsx");
const detailPage = () => import("./RequestDetailPage.tsx");
const newRequestPage = () => import("./new/NewRequestPage.tsx");

/**
 * A list's two queries start with its chunk (issue 18): the page's (viewer, new-request button)
 * and the results of the selection in the URL. A filter chip only some viewers are offered is
 * left to the screen, which knows the viewer.
 */
function preloadList(feed: Feed) {
  return ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    // The search term is in the hash, which loaders are not given: within the list (a filter or
    // sort change keeps the term) and on a first load the window's is the right one; from
    // another screen the list opens without one.
    const state = readListState(url.searchParams, window.location.pathname === url.pathname ? window.location.hash : "");
    const filter = state.filter && filtersFor(feed, false).includes(state.filter) ? state.filter : null;
    if (state.filter && !filter) return preloadQuery("list-page", () => import("../../__generated__/RequestListPageQuery.graphql.ts"), {});
    return Promise.all([
      preloadQuery("list-page", () => import("../../__generated__/RequestListPageQuery.graphql.ts"), {}),
      preloadQuery("list-results", () => import("../../__generated__/RequestListResultsQuery.graphql.ts"), { feed, filter, search: state.search.trim() || null, sort: state.sort }, "store-and-network"),
    ]).then(() => null);
  };
}

/** A request page's query starts with its chunk (issue 18); a malformed id is the screen's to answer. */
export function preloadRequestPage(artifact: () => Promise<{ default: ConcreteRequest }>) {
  return ({ params }: LoaderFunctionArgs) => {
    const databaseId = parseDatabaseId(params["id"]);
    return databaseId === null ? null : preloadQuery("request-page", artifact, { id: toGlobalId("Request", databaseId) }, "store-and-network");
  };
}

/**
 * Requests (spec 2 §2): the two feeds and the sender's page of a request. The expert's page
 * (/consult/{id}) and the observers' (/shadow/{id}) are in ../consults/routes.tsx.
 */
export const requestsRoutes: RouteObject[] = [
  { path: "request", loader: preloadList("FROM_ME"), lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="FROM_ME" />) },
  // Before request/:id, so that "new" is never read as an id.
  { path: "request/new", lazy: lazyElement(newRequestPage, ({ NewRequestPage }) => <NewRequestPage />) },
  { path: "request/:id", loader: preloadRequestPage(() => import("../../__generated__/RequestDetailPageQuery.graphql.ts")), lazy: lazyElement(detailPage, ({ RequestDetailPage }) => <RequestDetailPage area="request" />) },
  { path: "consult", loader: preloadList("TO_ME"), lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="TO_ME" />) },
];
