import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

/** The interop area's screens (issue 24): /download and the practice-software draft links. */
export const interopRoutes: RouteObject[] = [
  { path: "download", lazy: lazyElement(() => import("./DownloadPage.tsx"), ({ DownloadPage }) => <DownloadPage />) },
  { path: "interop/drafts/new", lazy: lazyElement(() => import("./InteropDraftNewPage.tsx"), ({ InteropDraftNewPage }) => <InteropDraftNewPage />) },
  { path: "interop/drafts/:id", lazy: lazyElement(() => import("./InteropDraftOpenPage.tsx"), ({ InteropDraftOpenPage }) => <InteropDraftOpenPage />) },
];
