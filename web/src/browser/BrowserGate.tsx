import { lazy, Suspense, useState, type ReactNode } from "react";
import { loadModule } from "../errors/load-error.ts";
import { ErrorBoundary } from "../ui/ErrorBoundary.tsx";
import { LoadFailureView } from "../ui/LoadFailureView.tsx";
import { browserSupport } from "./support.ts";

const ACKNOWLEDGED_KEY = "consilium.unsupported-browser-ack";

// Seldom shown: loaded only for the browsers that need them, not with every first visit.
const CookiesDisabledPage = lazy(() => loadModule(() => import("./CookiesDisabledPage.tsx")).then(({ CookiesDisabledPage }) => ({ default: CookiesDisabledPage })));
const UnsupportedBrowserPage = lazy(() => loadModule(() => import("./UnsupportedBrowserPage.tsx")).then(({ UnsupportedBrowserPage }) => ({ default: UnsupportedBrowserPage })));

function acknowledged(): boolean {
  try {
    return window.localStorage.getItem(ACKNOWLEDGED_KEY) === "1";
  } catch {
    return false;
  }
}

function Lazily({ children }: { children: ReactNode }) {
  const failure = (
    <main className="standalone">
      <LoadFailureView />
    </main>
  );
  return (
    <ErrorBoundary resetKey="browser-gate" onRetry={() => window.location.reload()} fallback={() => failure}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Spec 1 §2: a cookies-disabled page (no session can work without them) and an
 * unsupported-browser page (Chrome or Firefox required) shown instead of the app. The second
 * one can be passed, once, knowingly: detection by user agent is never certain.
 */
export function BrowserGate({ children }: { children: ReactNode }) {
  const [goOn, setGoOn] = useState(acknowledged);
  if (!navigator.cookieEnabled) {
    return (
      <Lazily>
        <CookiesDisabledPage />
      </Lazily>
    );
  }
  if (!goOn && browserSupport(navigator.userAgent) === "unsupported") {
    return (
      <Lazily>
        <UnsupportedBrowserPage
          onContinue={() => {
            try {
              window.localStorage.setItem(ACKNOWLEDGED_KEY, "1");
            } catch {
              // Then the page asks again at the next visit.
            }
            setGoOn(true);
          }}
        />
      </Lazily>
    );
  }
  return children;
}
