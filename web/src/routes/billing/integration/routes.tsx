import type { RouteObject } from "react-router";
import { billingCatalogue } from "../../../i18n/catalogues.ts";
import { lazyElement } from "../../../routing/lazy-route.ts";

const listPage = () => import("./IntegrationListPage.tsx");
const detailPage = () => import("./IntegrationDetailPage.tsx");
const fromOldBilling = lazyElement(() => import("./OldBillingRedirects.tsx"), ({ FromOldBilling }) => <FromOldBilling />);

/** Spec 2 §2 administrative data: /integration, /integration/{c_id}, and the old billing routes that lead there. */
export const integrationRoutes: RouteObject[] = [
  { path: "integration", lazy: lazyElement(listPage, ({ IntegrationListPage }) => <IntegrationListPage />, billingCatalogue) },
  { path: "integration/:cId", lazy: lazyElement(detailPage, ({ IntegrationDetailPage }) => <IntegrationDetailPage />, billingCatalogue) },
  { path: "billing/*", lazy: fromOldBilling },
  { path: "group/:id/billing/*", lazy: fromOldBilling },
];
