import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate, Outlet, useLocation, useOutletContext } from "react-router";
import { Trans } from "@lingui/react/macro";
import type { OnboardingLayoutQuery, OnboardingLayoutQuery$data } from "../../__generated__/OnboardingLayoutQuery.graphql";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";
import { loginPathFor } from "../../routing/redirect-url.ts";
import { Button } from "../../ui/Button.tsx";
import { useLogoutMutation } from "../layout/useLogoutMutation.ts";
import { PublicShell } from "../public/PublicShell.tsx";
import { useRetryKey } from "../shared/QueryBoundary.tsx";
import { useUserValidatedSubscription } from "./useUserValidatedSubscription.ts";

export type OnboardingViewer = NonNullable<OnboardingLayoutQuery$data["viewer"]>;

/**
 * /identification and /validation: logged-in pages that unvalidated users may open, outside
 * the main app. While the account waits, a super user's decision arrives live.
 */
export function OnboardingLayout() {
  const location = useLocation();
  const data = useLazyLoadQuery<OnboardingLayoutQuery>(
    graphql`
      query OnboardingLayoutQuery {
        viewer {
          validated
          ...IdentificationPage_viewer
          ...ValidationPage_viewer
        }
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  if (!data.viewer) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <OnboardingFrame viewer={data.viewer} />;
}

function OnboardingFrame({ viewer }: { viewer: OnboardingViewer }) {
  useUserValidatedSubscription(!viewer.validated);
  const [logout, isLoggingOut] = useLogoutMutation();
  return (
    <PublicShell
      toolbar={
        <>
          <LanguageSwitch />
          <Button variant="secondary" onPress={logout} isPending={isLoggingOut}>
            <Trans>Se déconnecter</Trans>
          </Button>
        </>
      }
    >
      <Outlet context={viewer} />
    </PublicShell>
  );
}

export function useOnboardingViewer(): OnboardingViewer {
  return useOutletContext<OnboardingViewer>();
}
