export const LOCALES = ["fr", "fr-BE", "de", "en", "nl-BE"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "fr";

/** The key under which an explicit language choice (?lang= or the switch) survives navigation. */
export const LOCALE_STORAGE_KEY = "consilium.locale";

export type Country = "FR" | "BE" | "DE";

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** A BCP 47 tag ("fr-FR", "de-AT", "nl") mapped onto the closest supported locale, if any. */
export function toSupportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.trim().toLowerCase());
  if (exact) return exact;
  const base = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  // Dutch is offered only in its Belgian (Flemish) variant.
  if (base === "nl") return "nl-BE";
  return LOCALES.find((locale) => locale === base) ?? null;
}

export function toCountry(value: string | null | undefined): Country | null {
  const upper = value?.trim().toUpperCase();
  return upper === "FR" || upper === "BE" || upper === "DE" ? upper : null;
}

/** Country of a national host name: consilium.be, consilium.de; anything else says nothing. */
export function countryFromHost(host: string): Country | null {
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (name.endsWith(".be")) return "BE";
  if (name.endsWith(".de")) return "DE";
  if (name.endsWith(".fr")) return "FR";
  return null;
}

/** Belgium has two of our languages: a browser that prefers Dutch gets nl-BE, everyone else fr-BE. */
export function localeForCountry(country: Country, languages: readonly string[]): Locale {
  if (country === "FR") return "fr";
  if (country === "DE") return "de";
  const preferred = languages.map(toSupportedLocale).find((locale) => locale === "nl-BE" || locale?.startsWith("fr"));
  return preferred === "nl-BE" ? "nl-BE" : "fr-BE";
}

export type LocaleInputs = {
  /** location.search */
  search: string;
  /** What an earlier explicit choice left in localStorage. */
  stored: string | null;
  /** location.host */
  host: string;
  /** navigator.languages */
  languages: readonly string[];
};

export type NegotiatedLocale = {
  locale: Locale;
  /** Set when the URL carried an explicit ?lang= or ?country= whose language should be remembered. */
  persist: Locale | null;
};

/**
 * Order: ?lang=, ?country=, a remembered choice, the host's country, the browser's languages, fr.
 * An explicit ?country= acts like the country selector: its language is remembered, so that a
 * reload or the next page without the parameter stays in it (a Belgian keeps Dutch if chosen).
 */
export function negotiateLocale({ search, stored, host, languages }: LocaleInputs): NegotiatedLocale {
  const query = new URLSearchParams(search);
  const fromQuery = toSupportedLocale(query.get("lang"));
  if (fromQuery) return { locale: fromQuery, persist: fromQuery };
  const remembered = stored && isLocale(stored) ? stored : null;
  const chosenCountry = toCountry(query.get("country"));
  if (chosenCountry) {
    const locale = localeForCountry(chosenCountry, remembered ? [remembered, ...languages] : languages);
    return { locale, persist: locale };
  }
  if (remembered) return { locale: remembered, persist: null };
  const country = countryFromHost(host);
  if (country) return { locale: localeForCountry(country, languages), persist: null };
  for (const tag of languages) {
    const locale = toSupportedLocale(tag);
    if (locale) return { locale, persist: null };
  }
  return { locale: SOURCE_LOCALE, persist: null };
}
