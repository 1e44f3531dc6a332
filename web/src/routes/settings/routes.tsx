import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";

const settingsPage = () => import("./SettingsPage.tsx");

/** Spec 1 §2 /profile_edit: the viewer's settings (so far the connected devices, issue 17). */
export const settingsRoutes: RouteObject[] = [{ path: "profile_edit", lazy: lazyElement(settingsPage, ({ SettingsPage }) => <SettingsPage />) }];
