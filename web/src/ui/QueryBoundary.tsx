import { createContext, Suspense, use, useCallback, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { LoadError } from "../errors/load-error.ts";
import { ErrorView } from "./ErrorView.tsx";
import { LoadFailureView } from "./LoadFailureView.tsx";
import { LoadingView } from "./LoadingView.tsx";

const RetryKeyContext = createContext(0);

/**
 * Loading and failure states for the screens inside it. Relay keeps a failed query's error in
 * its cache, so a retry must also change the queries' fetchKey: screens read it with useRetryKey().
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [retryKey, setRetryKey] = useState(0);
  const bump = useCallback(() => setRetryKey((key) => key + 1), []);
  return (
    <RetryKeyContext value={retryKey}>
      <ErrorBoundary resetKey={pathname} onRetry={bump} fallback={(error, retry) => (error instanceof LoadError ? <LoadFailureView /> : <ErrorView error={error} onRetry={retry} />)}>
        <Suspense fallback={<LoadingView />}>{children}</Suspense>
      </ErrorBoundary>
    </RetryKeyContext>
  );
}

/** The fetchKey for useLazyLoadQuery: changes when the user presses "retry". */
export function useRetryKey(): number {
  return use(RetryKeyContext);
}
