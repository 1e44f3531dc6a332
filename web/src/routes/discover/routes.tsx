import { Navigate, type RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { directoryCatalogue } from "../../i18n/catalogues.ts";
import { preloadDirectory } from "./preload-directory.ts";

const discoverPage = () => import("./DiscoverPage.tsx");

/** Spec 1 §2 directory: /discover, /discover/map, /discover/groups (an unknown tab leads to the map). */
export const discoverRoutes: RouteObject[] = [
  { path: "discover", element: <Navigate to="/discover/map" replace /> },
  // The directory's start (country, bounds, page size) is fetched with the chunk (issue 18); the
  // map's results need its page size and bounds, so they follow it, still in the loader.
  { path: "discover/:tab", loader: ({ request, params }) => preloadDirectory(new URL(request.url), params.tab), lazy: lazyElement(discoverPage, ({ DiscoverPage }) => <DiscoverPage />, directoryCatalogue) },
];
