import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { adminCatalogue } from "../../i18n/catalogues.ts";

/** Administration: the identity validation queue (super users; others see the not-found page). */
export const adminRoutes: RouteObject[] = [
  { path: "admin/validations", lazy: lazyElement(() => import("./AdminValidationsPage.tsx"), ({ AdminValidationsPage }) => <AdminValidationsPage />, adminCatalogue) },
];
