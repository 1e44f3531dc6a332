import { createBrowserRouter, Navigate, Outlet } from "react-router";
import { appCatalogue } from "../i18n/catalogues.ts";
import { accountsRoutes, accountsRoutesWithoutRelay } from "../routes/accounts/routes.tsx";
import { interopRoutes } from "../routes/interop/routes.tsx";
import { adminRoutes } from "../routes/admin/routes.tsx";
import { identityRoutes } from "../routes/identity/routes.tsx";
import { consultsRoutes } from "../routes/consults/routes.tsx";
import { groupsPublicRoutes, groupsRoutes } from "../routes/groups/routes.tsx";
import { meetingsRoutes } from "../routes/meetings/routes.tsx";
import { contactsRoutes } from "../routes/contacts/routes.tsx";
import { discoverRoutes } from "../routes/discover/routes.tsx";
import { profileRoutes } from "../routes/profile/routes.tsx";
import { requestsRoutes } from "../routes/requests/routes.tsx";
import { settingsRoutes } from "../routes/settings/routes.tsx";
import { statementRoutes } from "../routes/billing/statement-routes.tsx";
import { integrationRoutes } from "../routes/billing/integration/routes.tsx";
import { lazyElement } from "../routing/lazy-route.ts";
import { preloadQuery } from "../routing/preload-query.ts";
import { LoadingView } from "../ui/LoadingView.tsx";
import { NotFoundPage } from "../ui/NotFoundPage.tsx";
import { AppRoot } from "./AppRoot.tsx";
import { RootErrorView } from "./RootErrorView.tsx";

/**
 * Spec 1 §2 route table, for the screens that exist so far. Each area lists its own routes; their
 * screens load lazily, so a first visit downloads only the chunks of the route it opens.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppRoot />,
      // A failed chunk (LoadError) or any error outside the screens' own boundaries.
      errorElement: <RootErrorView />,
      hydrateFallbackElement: <LoadingView />,
      children: [
        ...accountsRoutesWithoutRelay,
        {
          // Every other screen reads through Relay: its environment (and Relay's code, a third of
          // the login page's budget) loads with the first of them (issue 18).
          lazy: lazyElement(() => import("../relay/RelayRoot.tsx"), ({ RelayRoot }) => (
            <RelayRoot>
              <Outlet />
            </RelayRoot>
          )),
          children: [
            ...accountsRoutes,
            ...identityRoutes,
            ...groupsPublicRoutes,
            {
              // Logged in and validated: the main layout (sidebar, bottom bar).
              lazy: lazyElement(() => import("./layout/AuthGuard.tsx"), ({ AuthGuard }) => <AuthGuard />, appCatalogue),
              // The viewer's query starts with the layout's chunk, beside the screen's own (issue 18).
              loader: () => preloadQuery("layout", () => import("../__generated__/AuthGuardQuery.graphql.ts"), {}),
              children: [
                // Landing is the first menu item.
                { index: true, element: <Navigate to="/request/" replace /> },
                ...requestsRoutes,
                ...consultsRoutes,
                ...groupsRoutes,
                ...meetingsRoutes,
                ...contactsRoutes,
                ...discoverRoutes,
                ...profileRoutes,
                ...settingsRoutes,
                ...statementRoutes,
                ...integrationRoutes,
                ...adminRoutes,
                ...interopRoutes,
                { path: "*", element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
