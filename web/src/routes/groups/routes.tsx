import { type LoaderFunctionArgs, type RouteObject } from "react-router";
import { groupsCatalogue, publicGroupCatalogue } from "../../i18n/catalogues.ts";
import { lazyElement } from "../../routing/lazy-route.ts";

const listPage = () => import("./GroupListPage.tsx");
const groupPage = () => import("./GroupPage.tsx");

/** The tabs' chunks (GroupPage loads the open one lazily), by URL segment. */
const tabChunks: Partial<Record<string, () => Promise<unknown>>> = {
  requests: () => import("./GroupRequestsTab.tsx"),
  params: () => import("./GroupParamsTab.tsx"),
  members: () => import("./members/MembersTab.tsx"),
  requesters: () => import("./members/MembersTab.tsx"),
  info: () => import("./info/InfoTab.tsx"),
  planning: () => import("./planning/PlanningTab.tsx"),
  meetings: () => import("../meetings/MeetingsTab.tsx"),
};

/** The open tab's chunk starts loading with the page's (issue 18); GroupPage reports a failure. */
function preloadTab({ params }: LoaderFunctionArgs): null {
  tabChunks[params["tab"] ?? ""]?.().catch(() => undefined);
  return null;
}

/**
 * Groups (spec 1 §2): the viewer's groups and a group's page with its tabs. /group/{id} leads to
 * the viewer's index tab; the billing segments redirect to the integration screens (billing/integration/routes.tsx).
 */
export const groupsRoutes: RouteObject[] = [
  { path: "group", lazy: lazyElement(listPage, ({ GroupListPage }) => <GroupListPage />, groupsCatalogue) },
  { path: "group/:id", lazy: lazyElement(groupPage, ({ GroupPage }) => <GroupPage />, groupsCatalogue) },
  { path: "group/:id/:tab/*", loader: preloadTab, lazy: lazyElement(groupPage, ({ GroupPage }) => <GroupPage />, groupsCatalogue) },
];

/** The public page of a group, for visitors too (outside the login guard, so it brings the logged-in and groups' catalogues its strings are in). */
export const groupsPublicRoutes: RouteObject[] = [
  { path: "group/:id/public", lazy: lazyElement(() => import("./PublicGroupPage.tsx"), ({ PublicGroupPage }) => <PublicGroupPage />, publicGroupCatalogue) },
];
