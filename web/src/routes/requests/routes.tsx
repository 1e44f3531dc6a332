import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

const listPage = () => import("./RequestListPage.tsx");
const detailPage = () => import("./RequestDetailPage.tsx");
const newRequestPage = () => import("./new/NewRequestPage.tsx");

/**
 * Requests (spec 2 §2): the two feeds and the sender's page of a request. The expert's page
 * (/consult/{id}) and the observers' (/shadow/{id}) are in ../consults/routes.tsx.
 */
export const requestsRoutes: RouteObject[] = [
  { path: "request", lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="FROM_ME" />) },
  // Before request/:id, so that "new" is never read as an id.
  { path: "request/new", lazy: lazyElement(newRequestPage, ({ NewRequestPage }) => <NewRequestPage />) },
  { path: "request/:id", lazy: lazyElement(detailPage, ({ RequestDetailPage }) => <RequestDetailPage area="request" />) },
  { path: "consult", lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="TO_ME" />) },
];
