import type { RouteObject } from "react-router";
import { signupCatalogue, termsCatalogue } from "../../i18n/catalogues.ts";
import { lazyElement } from "../../routing/lazy-route.ts";
import type { PasswordMode } from "./password/password-flow.ts";

/** /request_password and /init_password: one flow, two modes (spec 1 §2). */
function passwordRoute(path: string, mode: PasswordMode): RouteObject {
  return {
    path,
    lazy: lazyElement(() => import("./password/PasswordFlowPage.tsx"), ({ PasswordFlowPage }) => <PasswordFlowPage mode={mode} />),
    children: [
      { index: true, lazy: lazyElement(() => import("./password/ResetEmailStep.tsx"), ({ ResetEmailStep }) => <ResetEmailStep />) },
      { path: "new_password", lazy: lazyElement(() => import("./password/NewPasswordStep.tsx"), ({ NewPasswordStep }) => <NewPasswordStep />) },
      { path: "success", lazy: lazyElement(() => import("./password/ResetSuccessStep.tsx"), ({ ResetSuccessStep }) => <ResetSuccessStep />) },
    ],
  };
}

/**
 * Accounts (spec 1 §2) whose pages run without Relay, so that the login page stays within its
 * budget (issue 18): login, password and the terms of use. Their queries and mutations go through
 * relay/fetch-operation.ts; the router places these routes outside RelayRoot.
 */
export const accountsRoutesWithoutRelay: RouteObject[] = [
  {
    path: "login",
    lazy: lazyElement(() => import("./login/LoginPage.tsx"), ({ LoginPage }) => <LoginPage />),
    children: [
      { index: true, lazy: lazyElement(() => import("./login/PasswordStep.tsx"), ({ PasswordStep }) => <PasswordStep />) },
      { path: "code", lazy: lazyElement(() => import("./login/CodeStep.tsx"), ({ CodeStep }) => <CodeStep />) },
    ],
  },
  passwordRoute("request_password", "RESET"),
  passwordRoute("init_password", "INIT"),
  // The document's own catalogue comes with it: its text would weigh on every other page.
  { path: "terms", lazy: lazyElement(() => import("./terms/TermsPage.tsx"), ({ TermsPage }) => <TermsPage />, termsCatalogue) },
];

/** Accounts (spec 1 §2) that use Relay: signup (the directory search) and the card-service callback. */
export const accountsRoutes: RouteObject[] = [
  {
    path: "register",
    lazy: lazyElement(() => import("./signup/RegisterPage.tsx"), ({ RegisterPage }) => <RegisterPage />, signupCatalogue),
    children: [
      { index: true, lazy: lazyElement(() => import("./signup/SearchStep.tsx"), ({ SearchStep }) => <SearchStep />) },
      { path: "identifier", lazy: lazyElement(() => import("./signup/IdentifierStep.tsx"), ({ IdentifierStep }) => <IdentifierStep />) },
      { path: "code", lazy: lazyElement(() => import("./signup/SignupCodeStep.tsx"), ({ SignupCodeStep }) => <SignupCodeStep />) },
    ],
  },
  { path: "pro-sante-connect", lazy: lazyElement(() => import("./pro-sante-connect/ProSanteConnectPage.tsx"), ({ ProSanteConnectPage }) => <ProSanteConnectPage />) },
];
