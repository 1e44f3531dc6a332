import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, Outlet, useLocation, useOutletContext } from "react-router";
import { Trans } from "@lingui/react/macro";
import type { OnboardingLayoutQuery, OnboardingLayoutQuery$data } from "../../__generated__/OnboardingLayoutQuery.graphql";
import type { ProSanteConnectOption_query$key } from "../../__generated__/ProSanteConnectOption_query.graphql";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";
import { loginPathFor } from "../../routing/redirect-url.ts";
import { Button } from "../../ui/Button.tsx";
import { useLogoutMutation } from "../accounts/useLogoutMutation.ts";
import { PublicShell } from "../../ui/PublicShell.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { useUserValidatedSubscription } from "./useUserValidatedSubscription.ts";

export type OnboardingViewer = NonNullable<OnboardingLayoutQuery$data["viewer"]>;

/** What the layout shares with its pages. */
type OnboardingContext = { viewer: OnboardingViewer; query: ProSanteConnectOption_query$key };

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
        ...ProSanteConnectOption_query
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  if (!data.viewer) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <OnboardingFrame context={{ viewer: data.viewer, query: data }} />;
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

/** The layout's query, for the card-service option. */
export function useOnboardingQuery(): ProSanteConnectOption_query$key {
  return useOutletContext<OnboardingContext>().query;
}
