import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { preloadRequestPage } from "../requests/routes.tsx";

const consultPage = () => import("./ConsultPage.tsx");

/**
 * The recipient side's page of a request (/consult/{id}) and the observers' read-only view
 * (/shadow/{id}), spec 2 §2. Both load lazily, apart from the login chunk.
 */
const consultQuery = () => import("../../__generated__/ConsultPageQuery.graphql.ts");

export const consultsRoutes: RouteObject[] = [
  { path: "consult/:id", loader: preloadRequestPage(consultQuery), lazy: lazyElement(consultPage, ({ ConsultPage }) => <ConsultPage view="consult" />) },
  { path: "shadow/:id", loader: preloadRequestPage(consultQuery), lazy: lazyElement(consultPage, ({ ConsultPage }) => <ConsultPage view="shadow" />) },
];
