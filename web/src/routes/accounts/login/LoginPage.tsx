import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { LoginPageQuery } from "../../../__generated__/LoginPageQuery.graphql";
import { useResetRelayEnvironment } from "../../../relay/RelayRoot.tsx";
import { afterLoginPath } from "../../../routing/redirect-url.ts";
import { PublicShell } from "../../../ui/PublicShell.tsx";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import type { LoginFlow } from "./login-flow.ts";
import type { PendingLogin } from "./useLoginMutation.ts";

/** Public route: a visitor logs in here; a logged-in user goes on to redirectUrl (spec 1 §2 guards). */
export function LoginPage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const resetEnvironment = useResetRelayEnvironment();
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const data = useLazyLoadQuery<LoginPageQuery>(
    graphql`
      query LoginPageQuery {
        viewer {
          id
        }
        ...ProSanteConnectOption_query
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "network-only" },
  );
  const target = afterLoginPath(location.search);
  if (data.viewer) return <Navigate to={target} replace />;

  const flow: LoginFlow = {
    query: data,
    pending,
    setPending,
    // The credentials in `pending` go away with this component when the navigation unmounts it.
    finish: () => {
      // The visitor's store (viewer: null) must not survive into the session.
      resetEnvironment();
      void navigate(target, { replace: true });
    },
  };

  return (
    <PublicShell title={t`Connexion`}>
      <Outlet context={flow} />
    </PublicShell>
  );
}
