import { createBrowserRouter, Navigate } from "react-router";
import { AdminValidationsPage } from "../routes/admin/AdminValidationsPage.tsx";
import { AppRoot } from "../routes/AppRoot.tsx";
import { IdentificationPage } from "../routes/identification/IdentificationPage.tsx";
import { AuthGuard } from "../routes/layout/AuthGuard.tsx";
import { CodeStep } from "../routes/login/CodeStep.tsx";
import { LoginPage } from "../routes/login/LoginPage.tsx";
import { PasswordStep } from "../routes/login/PasswordStep.tsx";
import { NotFoundPage } from "../routes/not-found/NotFoundPage.tsx";
import { OnboardingLayout } from "../routes/onboarding/OnboardingLayout.tsx";
import { NewPasswordStep } from "../routes/password/NewPasswordStep.tsx";
import type { PasswordMode } from "../routes/password/password-flow.ts";
import { PasswordFlowPage } from "../routes/password/PasswordFlowPage.tsx";
import { ResetEmailStep } from "../routes/password/ResetEmailStep.tsx";
import { ResetSuccessStep } from "../routes/password/ResetSuccessStep.tsx";
import { ProSanteConnectPage } from "../routes/pro-sante-connect/ProSanteConnectPage.tsx";
import { IdentifierStep } from "../routes/register/IdentifierStep.tsx";
import { RegisterPage } from "../routes/register/RegisterPage.tsx";
import { SearchStep } from "../routes/register/SearchStep.tsx";
import { SignupCodeStep } from "../routes/register/SignupCodeStep.tsx";
import { RequestDetailPage } from "../routes/request-detail/RequestDetailPage.tsx";
import { RequestListPage } from "../routes/requests/RequestListPage.tsx";
import { RootErrorView } from "../routes/RootErrorView.tsx";
import { ValidationPage } from "../routes/validation/ValidationPage.tsx";

/** /request_password and /init_password: one flow, two modes (spec 1 §2). */
function passwordRoute(path: string, mode: PasswordMode) {
  return {
    path,
    element: <PasswordFlowPage mode={mode} />,
    children: [
      { index: true, element: <ResetEmailStep /> },
      { path: "new_password", element: <NewPasswordStep /> },
      { path: "success", element: <ResetSuccessStep /> },
    ],
  };
}

/** Spec 1 §2 route table, for the screens that exist so far. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppRoot />,
      errorElement: <RootErrorView />,
      children: [
        {
          path: "login",
          element: <LoginPage />,
          children: [
            { index: true, element: <PasswordStep /> },
            { path: "code", element: <CodeStep /> },
          ],
        },
        {
          path: "register",
          element: <RegisterPage />,
          children: [
            { index: true, element: <SearchStep /> },
            { path: "identifier", element: <IdentifierStep /> },
            { path: "code", element: <SignupCodeStep /> },
          ],
        },
        passwordRoute("request_password", "RESET"),
        passwordRoute("init_password", "INIT"),
        { path: "pro-sante-connect", element: <ProSanteConnectPage /> },
        {
          // Logged in, validated or not.
          element: <OnboardingLayout />,
          children: [
            { path: "identification", element: <IdentificationPage /> },
            { path: "validation", element: <ValidationPage /> },
          ],
        },
        {
          element: <AuthGuard />,
          children: [
            // Landing is the first menu item.
            { index: true, element: <Navigate to="/request/" replace /> },
            { path: "request", element: <RequestListPage feed="FROM_ME" /> },
            { path: "request/:id", element: <RequestDetailPage area="request" /> },
            { path: "consult", element: <RequestListPage feed="TO_ME" /> },
            { path: "consult/:id", element: <RequestDetailPage area="consult" /> },
            { path: "admin/validations", element: <AdminValidationsPage /> },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
