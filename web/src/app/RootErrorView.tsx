import { useRouteError } from "react-router";
import { LoadError } from "../errors/load-error.ts";
import { ErrorView } from "../ui/ErrorView.tsx";
import { LoadFailureView } from "../ui/LoadFailureView.tsx";

/** Last-resort screen for errors outside every QueryBoundary; retrying reloads the page. */
export function RootErrorView() {
  const error = useRouteError();
  // A screen's chunk that did not arrive: only a reload brings it (and a new release's files).
  return (
    <main className="standalone">
      {error instanceof LoadError ? (
        <LoadFailureView />
      ) : (
        <ErrorView error={error instanceof Error ? error : new Error(String(error))} onRetry={() => window.location.reload()} />
      )}
    </main>
  );
}
