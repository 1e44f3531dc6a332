import { createBrowserRouter, Navigate } from "react-router";
import { AppRoot } from "../routes/AppRoot.tsx";
import { RootErrorView } from "../routes/RootErrorView.tsx";
import { AuthGuard } from "../routes/layout/AuthGuard.tsx";
import { CodeStep } from "../routes/login/CodeStep.tsx";
import { LoginPage } from "../routes/login/LoginPage.tsx";
import { PasswordStep } from "../routes/login/PasswordStep.tsx";
import { NotFoundPage } from "../routes/not-found/NotFoundPage.tsx";
import { RequestDetailPage } from "../routes/request-detail/RequestDetailPage.tsx";
import { RequestListPage } from "../routes/requests/RequestListPage.tsx";

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
          element: <AuthGuard />,
          children: [
            // Landing is the first menu item.
            { index: true, element: <Navigate to="/request/" replace /> },
            { path: "request", element: <RequestListPage feed="FROM_ME" /> },
            { path: "request/:id", element: <RequestDetailPage area="request" /> },
            { path: "consult", element: <RequestListPage feed="TO_ME" /> },
            { path: "consult/:id", element: <RequestDetailPage area="consult" /> },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
