import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

/** The interop area's screens (issue 24): /download, the sealed links of our messages and the practice-software draft links. */
export const interopRoutes: RouteObject[] = [
  { path: "download", lazy: lazyElement(() => import("./DownloadPage.tsx"), ({ DownloadPage }) => <DownloadPage />) },
  { path: "authwall/:sealed", lazy: lazyElement(() => import("./AuthwallPage.tsx"), ({ AuthwallPage }) => <AuthwallPage />) },
  { path: "interop/drafts/new", lazy: lazyElement(() => import("./InteropDraftNewPage.tsx"), ({ InteropDraftNewPage }) => <InteropDraftNewPage />) },
  { path: "interop/drafts/:id", lazy: lazyElement(() => import("./InteropDraftOpenPage.tsx"), ({ InteropDraftOpenPage }) => <InteropDraftOpenPage />) },
];
