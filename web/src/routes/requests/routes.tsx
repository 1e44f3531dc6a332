import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from "react-router";
import type { ConcreteRequest } from "relay-runtime";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { lazyElement } from "../../routing/lazy-route.ts";
import { preloadQuery } from "../../routing/preload-query.ts";
import { openingSelection, readListState, type Feed } from "./feed.ts";

const listPage = () => import("./RequestListPage.tsx");
const detailPage = () => import("./RequestDetailPage.tsx");
const newRequestPage = () => import("./new/NewRequestPage.tsx");

/**
 * A list's one query starts with its chunk (issue 18): the page (viewer, new-request button) and
 * the results of the selection in the URL.
 */
function preloadList(feed: Feed) {
  return ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    // The search term is in the hash, which loaders are not given: within the list (a filter or
    // sort change keeps the term) and on a first load the window's is the right one; from
    // another screen the list opens without one.
    const state = readListState(url.searchParams, window.location.pathname === url.pathname ? window.location.hash : "");
    return preloadQuery("list-page", () => import("../../__generated__/RequestListPageQuery.graphql.ts"), openingSelection(feed, state), "store-and-network");
  };
}

/**
 * Within a list, a new selection (chip, sort, search) refetches its results alone, from the
 * screen (RequestList.tsx): the page's query is not sent again.
 */
function sameList({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
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
  { path: "request", loader: preloadList("FROM_ME"), shouldRevalidate: sameList, lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="FROM_ME" />) },
  // Before request/:id, so that "new" is never read as an id.
  { path: "request/new", lazy: lazyElement(newRequestPage, ({ NewRequestPage }) => <NewRequestPage />) },
  { path: "request/:id", loader: preloadRequestPage(() => import("../../__generated__/RequestDetailPageQuery.graphql.ts")), lazy: lazyElement(detailPage, ({ RequestDetailPage }) => <RequestDetailPage area="request" />) },
  { path: "consult", loader: preloadList("TO_ME"), shouldRevalidate: sameList, lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="TO_ME" />) },
];
