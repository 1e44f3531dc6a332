import type { RouteObject } from "react-router";
import { settingsCatalogue } from "../../i18n/catalogues.ts";
import { lazyElement } from "../../routing/lazy-route.ts";

const settingsPage = () => import("./SettingsPage.tsx");

/** Spec 1 §2 /profile_edit: the viewer's settings, with their own catalogue (issue 18: the other screens do not carry its strings). */
export const settingsRoutes: RouteObject[] = [
  { path: "profile_edit", lazy: lazyElement(settingsPage, ({ SettingsPage }) => <SettingsPage />, settingsCatalogue) },
  // Issue 24: the practice software the doctor authorized (a page of its own, off the settings screen's budget).
  { path: "profile_edit/applications", lazy: lazyElement(() => import("./AuthorizedApplicationsPage.tsx"), ({ AuthorizedApplicationsPage }) => <AuthorizedApplicationsPage />, settingsCatalogue) },
];
