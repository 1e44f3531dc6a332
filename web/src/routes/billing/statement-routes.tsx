import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { billingCatalogue } from "../../i18n/catalogues.ts";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { lazyElement } from "../../routing/lazy-route.ts";
import { preloadQuery } from "../../routing/preload-query.ts";
import { statementVariables } from "./statement-variables.ts";

const statementPage = () => import("./StatementPage.tsx");

/** The page's query starts with its chunk (render as you fetch), with the variables the page reads. */
function preloadStatement({ params, request }: LoaderFunctionArgs): Promise<null> | null {
  const groupId = params["id"] === undefined ? null : parseDatabaseId(params["id"]);
  if (params["id"] !== undefined && groupId === null) return null;
  const variables = statementVariables(new URL(request.url).searchParams.get("year"), groupId === null ? null : toGlobalId("Group", groupId));
  return preloadQuery("statement", () => import("../../__generated__/StatementPageQuery.graphql.ts"), variables);
}

/**
 * Issue 21 item 7: the statement of the viewer's acts (/statement, from the account menu), and a
 * group's for its administrators (/group/{id}/statement, from the group's page; a static segment,
 * so it wins over the group's tabs).
 */
export const statementRoutes: RouteObject[] = [
  { path: "statement", loader: preloadStatement, lazy: lazyElement(statementPage, ({ StatementPage }) => <StatementPage />, billingCatalogue) },
  { path: "group/:id/statement", loader: preloadStatement, lazy: lazyElement(statementPage, ({ StatementPage }) => <StatementPage />, billingCatalogue) },
];
