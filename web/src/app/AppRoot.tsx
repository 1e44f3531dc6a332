import { Outlet, useHref, useNavigate } from "react-router";
import { RouterProvider } from "react-aria-components";
import { QueryBoundary } from "../ui/QueryBoundary.tsx";

/** Root of every route: react-aria links navigate client-side, and first loads show a spinner. */
export function AppRoot() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <QueryBoundary>
        <Outlet />
      </QueryBoundary>
    </RouterProvider>
  );
}
