import { useRouteError } from "react-router";
import { ErrorView } from "./shared/ErrorView.tsx";

/** Last-resort screen for errors outside every QueryBoundary; retrying reloads the page. */
export function RootErrorView() {
  const error = useRouteError();
  return (
    <main className="standalone">
      <ErrorView error={error instanceof Error ? error : new Error(String(error))} onRetry={() => window.location.reload()} />
    </main>
  );
}
