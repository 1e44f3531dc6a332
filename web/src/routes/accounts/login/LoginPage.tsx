import { useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { LoginPageQuery } from "../../../__generated__/LoginPageQuery.graphql";
import { graphql } from "../../../relay/fetch-operation.ts";
import { useResetRelayEnvironment } from "../../../relay/relay-reset.ts";
import { useOperationQuery } from "../../../relay/useOperationQuery.ts";
import { afterLoginPath } from "../../../routing/redirect-url.ts";
import { LoadingView } from "../../../ui/LoadingView.tsx";
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
  // Without Relay (issue 18: the login page's budget): fetched at each visit, like Relay's network-only.
  const data = useOperationQuery<LoginPageQuery>(
    graphql`
      query LoginPageQuery {
        viewer {
          id
        }
        proSanteConnectAvailable
      }
    `,
    {},
    useRetryKey(),
  );
  const target = afterLoginPath(location.search);
  if (!data) return <LoadingView />;
  if (data.viewer) return <Navigate to={target} replace />;

  const flow: LoginFlow = {
    proSanteConnectAvailable: data.proSanteConnectAvailable,
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
