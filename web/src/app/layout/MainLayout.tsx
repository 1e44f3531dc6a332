import { useRef } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Outlet } from "react-router";
import { Trans } from "@lingui/react/macro";
import type { MainLayout_viewer$key } from "../../__generated__/MainLayout_viewer.graphql";
import { SessionExpiredDialog } from "../../session/SessionExpiredDialog.tsx";
import { UnvalidatedDialog } from "../../session/UnvalidatedDialog.tsx";
import { LogoMark } from "../../ui/icons.tsx";
import { QueryBoundary } from "../../ui/QueryBoundary.tsx";
import { BottomBar } from "./BottomBar.tsx";
import { Sidebar } from "./Sidebar.tsx";
import "./app-error-messages.ts";
import { NotificationCountsContext } from "./notification-counts-context.ts";
import { TutorialLauncher } from "./TutorialLauncher.tsx";
import { useFocusHeadingOnNavigate } from "./useFocusHeadingOnNavigate.ts";
import { useNotificationCounts } from "./useNotificationCounts.ts";

/** Spec 1 §2 main layout: sidebar on desktop, bottom bar on mobile, the screen in between. */
export function MainLayout({ viewer }: { viewer: MainLayout_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MainLayout_viewer on User {
        isSuper
        canIntegrate
        professional {
          databaseId
        }
        ...AccountPanel_viewer
        ...SessionExpiredDialog_viewer
        ...UnvalidatedDialog_viewer
      }
    `,
    viewer,
  );
  const counts = useNotificationCounts();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(main);
  const nav = { isSuper: data.isSuper, canIntegrate: data.canIntegrate, professionalId: data.professional?.databaseId ?? null };
  return (
    <TutorialLauncher>
      <div className="app-shell">
        <a href="#main" className="skip-link">
          <Trans>Aller au contenu</Trans>
        </a>
        <Sidebar viewer={data} nav={nav} counts={counts} />
        <header className="mobile-header">
          <LogoMark />
          <span>Consilium</span>
        </header>
        <main id="main" className="app-main" tabIndex={-1} ref={main}>
          <NotificationCountsContext value={counts}>
            <QueryBoundary>
              <Outlet />
            </QueryBoundary>
          </NotificationCountsContext>
        </main>
        <BottomBar viewer={data} nav={nav} counts={counts} />
        <SessionExpiredDialog viewer={data} />
        <UnvalidatedDialog viewer={data} />
      </div>
    </TutorialLauncher>
  );
}
