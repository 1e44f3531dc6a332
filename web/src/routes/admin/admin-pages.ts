// The administration screens in one chunk (super users only): one lazy import in the router keeps
// the login page's entry within its budget (issue 18).
export { AdminValidationsPage } from "./AdminValidationsPage.tsx";
export { PartnerApplicationsPage } from "./PartnerApplicationsPage.tsx";
