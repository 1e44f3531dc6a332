import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

const statementPage = () => import("./StatementPage.tsx");

/**
 * Issue 21 item 7: the statement of the viewer's acts (/statement, from the account menu), and a
 * group's for its administrators (/group/{id}/statement, from the group's page; a static segment,
 * so it wins over the group's tabs).
 */
export const statementRoutes: RouteObject[] = [
  { path: "statement", lazy: lazyElement(statementPage, ({ StatementPage }) => <StatementPage />) },
  { path: "group/:id/statement", lazy: lazyElement(statementPage, ({ StatementPage }) => <StatementPage />) },
];
