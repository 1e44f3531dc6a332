import type { RouteObject } from "react-router";
import { appCatalogue } from "../../i18n/catalogues.ts";
import { lazyElement } from "../../routing/lazy-route.ts";

/** Identity (spec 1 §2): logged-in pages that unvalidated users may open, outside the main app. */
export const identityRoutes: RouteObject[] = [
  {
    lazy: lazyElement(() => import("./OnboardingLayout.tsx"), ({ OnboardingLayout }) => <OnboardingLayout />, appCatalogue),
    children: [
      { path: "identification", lazy: lazyElement(() => import("./IdentificationPage.tsx"), ({ IdentificationPage }) => <IdentificationPage />) },
      { path: "validation", lazy: lazyElement(() => import("./ValidationPage.tsx"), ({ ValidationPage }) => <ValidationPage />) },
    ],
  },
];
