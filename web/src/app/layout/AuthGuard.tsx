import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, useLocation } from "react-router";
import type { AuthGuardQuery } from "../../__generated__/AuthGuardQuery.graphql";
import { loginPathFor } from "../../routing/redirect-url.ts";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { MainLayout } from "./MainLayout.tsx";

/**
 * Authenticated routes: without a viewer, go to the login page and come back afterwards; an
 * account not validated yet lands on the unvalidated screen (spec 1 §2, §6).
 */
export function AuthGuard() {
  const location = useLocation();
  const data = useLazyLoadQuery<AuthGuardQuery>(
    graphql`
      query AuthGuardQuery {
        viewer {
          validated
          ...MainLayout_viewer
        }
      }
    `,
    {},
    { fetchKey: useRetryKey() },
  );
  if (!data.viewer) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (!data.viewer.validated) return <Navigate to="/validation" replace />;
  return <MainLayout viewer={data.viewer} />;
}
