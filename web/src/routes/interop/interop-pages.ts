// The interop area's screens in one chunk: each is small, and one lazy import in the router
// (instead of one per screen) keeps the login page's entry within its budget (issue 18).
export { AuthwallPage } from "./AuthwallPage.tsx";
export { DownloadPage } from "./DownloadPage.tsx";
export { InteropDraftNewPage } from "./InteropDraftNewPage.tsx";
export { InteropDraftOpenPage } from "./InteropDraftOpenPage.tsx";
export { PartnerConsentPage } from "./PartnerConsentPage.tsx";
