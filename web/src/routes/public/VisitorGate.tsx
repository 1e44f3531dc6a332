import type { ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate, useLocation } from "react-router";
import type { VisitorGateQuery } from "../../__generated__/VisitorGateQuery.graphql";
import { afterLoginPath } from "../../routing/redirect-url.ts";
import { useRetryKey } from "../shared/QueryBoundary.tsx";

/** Spec 1 §2 guards: public pages wait for the user load; a logged-in user follows redirectUrl. */
export function VisitorGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const data = useLazyLoadQuery<VisitorGateQuery>(
    graphql`
      query VisitorGateQuery {
        viewer {
          id
        }
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-or-network" },
  );
  if (data.viewer) return <Navigate to={afterLoginPath(location.search)} replace />;
  return children;
}
