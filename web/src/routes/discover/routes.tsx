import { Navigate, type RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { directoryCatalogue } from "../../i18n/catalogues.ts";
import { preloadQuery } from "../../routing/preload-query.ts";

const discoverPage = () => import("./DiscoverPage.tsx");

/** Spec 1 §2 directory: /discover, /discover/map, /discover/groups (an unknown tab leads to the map). */
export const discoverRoutes: RouteObject[] = [
  { path: "discover", element: <Navigate to="/discover/map" replace /> },
  // The directory's start (country, bounds, page size) is fetched with the chunk (issue 18); the
  // map's results need its page size and bounds, so they follow it.
  { path: "discover/:tab", loader: () => preloadQuery("discover", () => import("../../__generated__/DiscoverPageQuery.graphql.ts"), {}), lazy: lazyElement(discoverPage, ({ DiscoverPage }) => <DiscoverPage />, directoryCatalogue) },
];
