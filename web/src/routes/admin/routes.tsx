import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { adminCatalogue } from "../../i18n/catalogues.ts";

const pages = () => import("./admin-pages.ts");

/** Administration: the identity validation queue and the partner software (super users; others see the not-found page). */
export const adminRoutes: RouteObject[] = [
  { path: "admin/validations", lazy: lazyElement(pages, ({ AdminValidationsPage }) => <AdminValidationsPage />, adminCatalogue) },
  { path: "admin/partners", lazy: lazyElement(pages, ({ PartnerApplicationsPage }) => <PartnerApplicationsPage />, adminCatalogue) },
];
