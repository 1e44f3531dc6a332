import { createContext, use, useCallback, useMemo, useState, type ReactNode } from "react";
import { i18n } from "@lingui/core";
import { I18nProvider as LinguiProvider } from "@lingui/react";
import { I18nProvider as AriaI18nProvider } from "react-aria-components";
import { resetRelayEnvironment } from "../relay/relay-reset.ts";
import { activateBootStrings, activateLocale, rememberLocale } from "./activate.ts";
import type { Locale } from "./locales.ts";

type LocaleContextValue = { locale: Locale; setLocale: (locale: Locale) => Promise<void> };

const LocaleContext = createContext<LocaleContextValue | null>(null);

type Props = {
  initial: Locale;
  /** The initial catalogue did not load: show `failure` from the start. */
  failed?: boolean;
  /** What replaces the app when a catalogue fails to load (it may use the boot strings only). */
  failure: ReactNode;
  children: ReactNode;
};

/** Lingui for our strings, react-aria for its own (dates, list announcements) — one locale for both. */
export function LocaleProvider({ initial, failed = false, failure, children }: Props) {
  const [locale, setLocaleState] = useState(initial);
  const [hasFailed, setFailed] = useState(failed);
  const setLocale = useCallback(async (next: Locale) => {
    const changed = next !== i18n.locale;
    rememberLocale(next);
    try {
      await activateLocale(next);
    } catch (error) {
      // A white or half-translated page helps nobody: the failure view offers a reload.
      console.error("[web] language catalogue failed to load", error);
      activateBootStrings(next);
      setFailed(true);
    }
    // The server answers specialty and profession labels in the request's language: the records
    // read in the previous one are fetched again in the new one.
    if (changed) resetRelayEnvironment();
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <LinguiProvider i18n={i18n}>
        <AriaI18nProvider locale={locale}>{hasFailed ? failure : children}</AriaI18nProvider>
      </LinguiProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error("useLocale needs a LocaleProvider");
  return value;
}
