import { useState, type ReactNode } from "react";
import { CookiesDisabledPage } from "./CookiesDisabledPage.tsx";
import { browserSupport } from "./support.ts";
import { UnsupportedBrowserPage } from "./UnsupportedBrowserPage.tsx";

const ACKNOWLEDGED_KEY = "consilium.unsupported-browser-ack";

function acknowledged(): boolean {
  try {
    return window.localStorage.getItem(ACKNOWLEDGED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Spec 1 §2: a cookies-disabled page (no session can work without them) and an
 * unsupported-browser page (Chrome or Firefox required) shown instead of the app. The second
 * one can be passed, once, knowingly: detection by user agent is never certain.
 */
export function BrowserGate({ children }: { children: ReactNode }) {
  const [goOn, setGoOn] = useState(acknowledged);
  if (!navigator.cookieEnabled) return <CookiesDisabledPage />;
  if (!goOn && browserSupport(navigator.userAgent) === "unsupported") {
    return (
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
    );
  }
  return children;
}
