import { Navigate, useParams, type RouteObject } from "react-router";
import { billingCatalogue } from "../../../i18n/catalogues.ts";
import { lazyElement } from "../../../routing/lazy-route.ts";

const listPage = () => import("./IntegrationListPage.tsx");
const detailPage = () => import("./IntegrationDetailPage.tsx");

/** The old billing routes of one item lead to the same item (spec 2 §2 "redirect to the integration routes"). */
function ToIntegrationItem() {
  const { cId = "" } = useParams();
  return <Navigate to={`/integration/${encodeURIComponent(cId)}`} replace />;
}

/** The old group billing list leads to the list of that group's items. */
function ToGroupIntegrations() {
  const { id = "" } = useParams();
  return <Navigate to={/^\d{1,10}$/.test(id) ? `/integration?group=${id}` : "/integration"} replace />;
}

/** Spec 2 §2 administrative data: /integration, /integration/{c_id}, and the old billing routes. */
export const integrationRoutes: RouteObject[] = [
  { path: "integration", lazy: lazyElement(listPage, ({ IntegrationListPage }) => <IntegrationListPage />, billingCatalogue) },
  { path: "integration/:cId", lazy: lazyElement(detailPage, ({ IntegrationDetailPage }) => <IntegrationDetailPage />, billingCatalogue) },
  { path: "billing", element: <Navigate to="/integration" replace /> },
  { path: "billing/:cId", element: <ToIntegrationItem /> },
  { path: "group/:id/billing", element: <ToGroupIntegrations /> },
  { path: "group/:id/billing/:cId", element: <ToIntegrationItem /> },
];
