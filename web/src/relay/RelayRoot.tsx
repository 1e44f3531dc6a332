import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { useLocale } from "../i18n/LocaleProvider.tsx";
import { currentRelayEnvironment, replaceRelayEnvironment } from "./environment.ts";
import { restartSubscriptions } from "./subscriptions.ts";

const ResetContext = createContext<() => void>(() => {});

/** Holds the Relay environment; a login, a logout or a language switch swaps it for an empty one. */
export function RelayRoot({ children }: { children: ReactNode }) {
  const [environment, setEnvironment] = useState(currentRelayEnvironment);
  const reset = useCallback(() => {
    restartSubscriptions();
    setEnvironment(replaceRelayEnvironment());
  }, []);
  // The server answers specialty and profession labels in the request's language: after a
  // switch, the records read in the previous one are fetched again in the new one.
  const { locale } = useLocale();
  const fetchedIn = useRef(locale);
  useEffect(() => {
    if (fetchedIn.current === locale) return;
    fetchedIn.current = locale;
    reset();
  }, [locale, reset]);
  return (
    <ResetContext value={reset}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </ResetContext>
  );
}

/** Drops every record of the previous session (patients included) from memory. */
export function useResetRelayEnvironment(): () => void {
  return use(ResetContext);
}
