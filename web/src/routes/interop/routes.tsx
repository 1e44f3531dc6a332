import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

const pages = () => import("./interop-pages.ts");

/** The interop area's screens (issue 24): /download, the sealed links of our messages, the practice-software draft links and the partners' consent screen. */
export const interopRoutes: RouteObject[] = [
  { path: "download", lazy: lazyElement(pages, ({ DownloadPage }) => <DownloadPage />) },
  { path: "authwall/:sealed", lazy: lazyElement(pages, ({ AuthwallPage }) => <AuthwallPage />) },
  { path: "interop/drafts/new", lazy: lazyElement(pages, ({ InteropDraftNewPage }) => <InteropDraftNewPage />) },
  { path: "partners/consent/:uid", lazy: lazyElement(pages, ({ PartnerConsentPage }) => <PartnerConsentPage />) },
  { path: "interop/drafts/:id", lazy: lazyElement(pages, ({ InteropDraftOpenPage }) => <InteropDraftOpenPage />) },
];
