import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

// The sender's side (/request/) and the expert's side (/consult/, spec 2 §2) share these screens
// until the consult screens of their own exist.
const listPage = () => import("./RequestListPage.tsx");
const detailPage = () => import("./RequestDetailPage.tsx");

/** Requests and consults (spec 2 §2): the two feeds and a request's page; inside the main layout. */
export const requestsRoutes: RouteObject[] = [
  { path: "request", lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="FROM_ME" />) },
  { path: "request/:id", lazy: lazyElement(detailPage, ({ RequestDetailPage }) => <RequestDetailPage area="request" />) },
  { path: "consult", lazy: lazyElement(listPage, ({ RequestListPage }) => <RequestListPage feed="TO_ME" />) },
  { path: "consult/:id", lazy: lazyElement(detailPage, ({ RequestDetailPage }) => <RequestDetailPage area="consult" />) },
];
