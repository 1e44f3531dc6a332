import { createContext, use, useCallback, useMemo, useState, type ReactNode } from "react";
import { i18n } from "@lingui/core";
import { I18nProvider as LinguiProvider } from "@lingui/react";
import { I18nProvider as AriaI18nProvider } from "react-aria-components";
import { activateLocale, rememberLocale } from "./activate.ts";
import type { Locale } from "./locales.ts";

type LocaleContextValue = { locale: Locale; setLocale: (locale: Locale) => Promise<void> };

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** Lingui for our strings, react-aria for its own (dates, list announcements) — one locale for both. */
export function LocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState(initial);
  const setLocale = useCallback(async (next: Locale) => {
    rememberLocale(next);
    await activateLocale(next);
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <LinguiProvider i18n={i18n}>
        <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
      </LinguiProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error("useLocale needs a LocaleProvider");
  return value;
}
