import type { ReactNode } from "react";
import { Navigate, useLocation, useNavigation } from "react-router";
import type { VisitorGateQuery } from "../../__generated__/VisitorGateQuery.graphql";
import { graphql } from "../../relay/fetch-operation.ts";
import { useOperationQuery } from "../../relay/useOperationQuery.ts";
import { afterLoginPath } from "../../routing/redirect-url.ts";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";

/**
 * Spec 1 §2 guards: public pages wait for the user load; a logged-in user follows redirectUrl.
 * A flow that has just opened a session (signup) leaves by its own navigation, which may still be
 * loading its screen's chunks: the gate does not race it.
 */
export function VisitorGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  // Without Relay: the password pages run without it (issue 18).
  const data = useOperationQuery<VisitorGateQuery>(
    graphql`
      query VisitorGateQuery {
        viewer {
          id
        }
      }
    `,
    {},
    useRetryKey(),
  );
  if (!data) return <LoadingView />;
  if (data.viewer && navigation.state === "idle") return <Navigate to={afterLoginPath(location.search)} replace />;
  return children;
}
