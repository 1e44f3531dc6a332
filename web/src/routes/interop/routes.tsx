import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

/** The interop area's screens (issue 24): /download for now; the partner draft routes come with it. */
export const interopRoutes: RouteObject[] = [{ path: "download", lazy: lazyElement(() => import("./DownloadPage.tsx"), ({ DownloadPage }) => <DownloadPage />) }];
