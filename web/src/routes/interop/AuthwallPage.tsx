import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, useParams } from "react-router";
import { safeRedirectPath } from "@rules/redirect-path.ts";
import type { AuthwallPageQuery } from "../../__generated__/AuthwallPageQuery.graphql";

/**
 * Spec 1 §2, spec 2 §2 /authwall/{encryptedUrl}: the links of our messages. The layout has sent
 * a visitor to the login (and back here) and an unvalidated account to its screen; the server
 * opens the sealed address, and the window goes there, or home when the link is forged, damaged
 * or expired.
 */
export function AuthwallPage() {
  const { sealed = "" } = useParams();
  const data = useLazyLoadQuery<AuthwallPageQuery>(
    graphql`
      query AuthwallPageQuery($sealed: String!) {
        authwallTarget(sealed: $sealed)
      }
    `,
    { sealed: sealed.slice(0, 1024) },
    { fetchPolicy: "network-only" },
  );
  return <Navigate to={safeRedirectPath(data.authwallTarget) ?? "/"} replace />;
}
