import { Navigate, type RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

const discoverPage = () => import("./DiscoverPage.tsx");

/** Spec 1 §2 directory: /discover, /discover/map, /discover/groups (an unknown tab shows the map). */
export const discoverRoutes: RouteObject[] = [
  { path: "discover", element: <Navigate to="/discover/map" replace /> },
  { path: "discover/:tab", lazy: lazyElement(discoverPage, ({ DiscoverPage }) => <DiscoverPage />) },
];
