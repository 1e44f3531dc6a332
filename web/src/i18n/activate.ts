import { i18n } from "@lingui/core";
import { LOCALE_STORAGE_KEY, negotiateLocale, type Locale } from "./locales.ts";

/** Loads a catalog (one chunk per locale) and makes it the active one, page language included. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings); the choice then lasts for the page only.
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // See readStored.
  }
}

/** The locale for this page load, from the URL, a remembered choice, the host and the browser. */
export function initialLocale(): Locale {
  const { locale, persist } = negotiateLocale({
    search: window.location.search,
    stored: readStored(),
    host: window.location.host,
    languages: navigator.languages,
  });
  if (persist) rememberLocale(persist);
  return locale;
}
