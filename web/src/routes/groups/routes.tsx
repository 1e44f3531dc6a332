import { Navigate, type RouteObject } from "react-router";
import { appCatalogue } from "../../i18n/catalogues.ts";
import { lazyElement } from "../../routing/lazy-route.ts";

const listPage = () => import("./GroupListPage.tsx");
const groupPage = () => import("./GroupPage.tsx");

/**
 * Groups (spec 1 §2): the viewer's groups and a group's page with its tabs. /group/{id} leads to
 * the viewer's index tab; the billing segments only redirect to the integration screens.
 */
export const groupsRoutes: RouteObject[] = [
  { path: "group", lazy: lazyElement(listPage, ({ GroupListPage }) => <GroupListPage />) },
  { path: "group/:id/billing/*", element: <Navigate to="/integration" replace /> },
  { path: "group/:id", lazy: lazyElement(groupPage, ({ GroupPage }) => <GroupPage />) },
  { path: "group/:id/:tab/*", lazy: lazyElement(groupPage, ({ GroupPage }) => <GroupPage />) },
];

/** The public page of a group, for visitors too (outside the login guard, so it brings the logged-in catalogue its strings are in). */
export const groupsPublicRoutes: RouteObject[] = [
  { path: "group/:id/public", lazy: lazyElement(() => import("./PublicGroupPage.tsx"), ({ PublicGroupPage }) => <PublicGroupPage />, appCatalogue) },
];
