import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { directoryCatalogue } from "../../i18n/catalogues.ts";

const profilePage = () => import("./ProfilePage.tsx");

/** Spec 1 §2 "Profile page": /profile/{professional id}. */
export const profileRoutes: RouteObject[] = [{ path: "profile/:id", lazy: lazyElement(profilePage, ({ ProfilePage }) => <ProfilePage />, directoryCatalogue) }];
