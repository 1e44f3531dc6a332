import { Navigate, type RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { directoryCatalogue } from "../../i18n/catalogues.ts";

const discoverPage = () => import("./DiscoverPage.tsx");

/** Spec 1 §2 directory: /discover, /discover/map, /discover/groups (an unknown tab leads to the map). */
export const discoverRoutes: RouteObject[] = [
  { path: "discover", element: <Navigate to="/discover/map" replace /> },
  // The directory's start and the map's first results are fetched with the chunk, in one request (issue 18).
  { path: "discover/:tab", loader: ({ params, request }) => import("./discover-preload.ts").then(({ preloadDirectory }) => preloadDirectory(params.tab, request.url), () => null), lazy: lazyElement(discoverPage, ({ DiscoverPage }) => <DiscoverPage />, directoryCatalogue) },
];
