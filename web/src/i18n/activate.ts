import { i18n, type Messages } from "@lingui/core";
import { loadModule } from "../errors/load-error.ts";
import { LOCALE_STORAGE_KEY, negotiateLocale, type Locale } from "./locales.ts";

/** A catalogue that only some screens need (a long document): one chunk per locale. */
export type CatalogueLoader = (locale: Locale) => Promise<{ messages: Messages }>;

// The extra catalogues opened so far: a language change loads them again in the new language.
const extraCatalogues = new Set<CatalogueLoader>();

// The language being activated or active: screens may load before its catalogue has arrived.
let targetLocale: Locale | null = null;

/**
 * Loads a catalog (one chunk per locale, plus the extra catalogues in use) and makes it the
 * active one, page language included. Rejects with a LoadError when a chunk does not arrive; the
 * boot strings stay loaded, so the failure view can still speak the language (activateBootStrings).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  targetLocale = locale;
  const catalogues = await Promise.all([
    loadModule(() => import(`../locales/${locale}/messages.po`)),
    ...[...extraCatalogues].map((load) => loadModule(() => load(locale))),
  ]);
  // load() adds to the boot strings already there; loadAndActivate() would replace them.
  for (const { messages } of catalogues) i18n.load(locale, messages);
  activateBootStrings(locale);
}

/**
 * Loads an extra catalogue in the page's language before the screen that needs it renders (call
 * it from the route's lazy loader, after activateLocale has started); from then on, language
 * changes load it too.
 */
export async function loadExtraCatalogue(load: CatalogueLoader): Promise<void> {
  extraCatalogues.add(load);
  const locale = targetLocale;
  if (!locale) throw new Error("loadExtraCatalogue before activateLocale");
  const { messages } = await loadModule(() => load(locale));
  i18n.load(locale, messages);
}

/** The language with only the strings that are always loaded (the load-failure view's). */
export function activateBootStrings(locale: Locale): void {
  targetLocale = locale;
  i18n.activate(locale);
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
