import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, Outlet, useLocation, useOutletContext } from "react-router";
import { Trans } from "@lingui/react/macro";
import type { OnboardingLayoutQuery, OnboardingLayoutQuery$data } from "../../__generated__/OnboardingLayoutQuery.graphql";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";
import { loginPathFor } from "../../routing/redirect-url.ts";
import { Button } from "../../ui/Button.tsx";
import { useLogoutMutation } from "../accounts/useLogoutMutation.ts";
import { PublicShell } from "../../ui/PublicShell.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { useUserValidatedSubscription } from "./useUserValidatedSubscription.ts";

export type OnboardingViewer = NonNullable<OnboardingLayoutQuery$data["viewer"]>;

/** What the layout shares with its pages. */
type OnboardingContext = { viewer: OnboardingViewer; proSanteConnectAvailable: boolean };

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
        proSanteConnectAvailable
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  if (!data.viewer) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <OnboardingFrame context={{ viewer: data.viewer, proSanteConnectAvailable: data.proSanteConnectAvailable }} />;
}

function OnboardingFrame({ context }: { context: OnboardingContext }) {
  const { viewer } = context;
  useUserValidatedSubscription(!viewer.validated);
  const [logout, isLoggingOut] = useLogoutMutation();
  return (
    <PublicShell
      toolbar={
        <>
          <LanguageSwitch />
          <Button variant="secondary" onPress={() => void logout()} isPending={isLoggingOut}>
            <Trans>Se déconnecter</Trans>
          </Button>
        </>
      }
    >
      <Outlet context={context} />
    </PublicShell>
  );
}

export function useOnboardingViewer(): OnboardingViewer {
  return useOutletContext<OnboardingContext>().viewer;
}

/** Whether this installation offers the card service (the layout's query). */
export function useProSanteConnectAvailable(): boolean {
  return useOutletContext<OnboardingContext>().proSanteConnectAvailable;
}
