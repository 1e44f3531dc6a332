import { countryFromHost, toCountry, toSupportedLocale, type Country, type Locale } from "./locales.ts";

/** An explicit country choice (?country= or the selector) survives navigation under this key. */
export const COUNTRY_STORAGE_KEY = "consilium.country";

/** The country a language points to when nothing else says: Belgian variants to BE, German to DE. */
export function countryOfLocale(locale: Locale): Country {
  if (locale === "fr-BE" || locale === "nl-BE") return "BE";
  if (locale === "de") return "DE";
  return "FR";
}

export type CountryInputs = { search: string; stored: string | null; host: string; locale: Locale };

/** Order: ?country=, a remembered choice, the host's country, the page's language (spec 1 §1). */
export function negotiateCountry({ search, stored, host, locale }: CountryInputs): { country: Country; persist: Country | null } {
  const fromQuery = toCountry(new URLSearchParams(search).get("country"));
  if (fromQuery) return { country: fromQuery, persist: fromQuery };
  return { country: toCountry(stored) ?? countryFromHost(host) ?? countryOfLocale(locale), persist: null };
}

export type CountrySwitch = { locale: Locale; path: string };

/**
 * Spec 1 §2 country selector: the country brings its language (FR → fr, BE → fr-BE unless the
 * user reads Dutch, DE → de) and the login page, except that a ?lang= override in the URL is kept.
 */
export function switchCountry(country: Country, currentLocale: Locale, search: string): CountrySwitch {
  const override = toSupportedLocale(new URLSearchParams(search).get("lang"));
  const byCountry: Locale = country === "FR" ? "fr" : country === "DE" ? "de" : currentLocale === "nl-BE" ? "nl-BE" : "fr-BE";
  const query = new URLSearchParams({ country });
  if (override) query.set("lang", override);
  return { locale: override ?? byCountry, path: `/login?${query}` };
}
